/** The snooze presets and the instants the inbox sends, in São Paulo time. */
import { formatDate, hojeBR, instanteSP, toIsoSP } from '@retaguarda/contrato/br/dates';

const HORA = 60 * 60 * 1000;

/** 08:00 of the São Paulo day after today's. */
export function amanhaAsOito(agora: number): number {
  // midnight plus a day and a half lands inside tomorrow whatever the day's length
  const amanha = formatDate(instanteSP(hojeBR(agora)).getTime() + 36 * HORA);
  return instanteSP(amanha, 8 * 60).getTime();
}

export const PRESETS_ADIAR = [
  { rotulo: '1 hora', ate: (agora: number) => agora + HORA },
  { rotulo: '4 horas', ate: (agora: number) => agora + 4 * HORA },
  { rotulo: 'Amanhã às 08:00', ate: amanhaAsOito },
] as const;

export const isoDe = (instante: number): string => toIsoSP(instante);

/** A `datetime-local` value (YYYY-MM-DDTHH:mm, São Paulo) as the instant it names; null when incomplete. */
export function instanteDoCampo(valor: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(valor);
  if (!m) return null;
  return instanteSP(`${m[3]}/${m[2]}/${m[1]}`, Number(m[4]) * 60 + Number(m[5])).getTime();
}
