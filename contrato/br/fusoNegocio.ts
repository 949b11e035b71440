/** Every business date is read in São Paulo, whatever the machine's or browser's time zone. */
export const TZ_NEGOCIO = 'America/Sao_Paulo';
