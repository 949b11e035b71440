/** Runtime constants of the panel. What the server shares lives in @retaguarda/contrato. */
export const NOME_APP = 'Retaguarda';
/** Same origin by default: the reference server serves the panel and the API on one port. */
export const API_BASE_URL: string = import.meta.env?.VITE_API_URL ?? '';
export const HTTP_TIMEOUT_MS = 60_000;
export const SPLASH_MIN_MS = 1_000;
export const NOTIFICATION_MAX_VISIBLE = 3;
export const NOTIFICATION_DURATION_MS = 4_000;
export const LOCALE = 'pt-br';
