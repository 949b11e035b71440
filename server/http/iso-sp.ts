import { TZDate } from '@date-fns/tz';
import { TZ_NEGOCIO } from '@retaguarda/contrato/br/dates';

const HORA_MS = 3_600_000;
const offsets = new Map<number, number>();
const MAX_OFFSETS = 100_000;

/** Minutes east of UTC in São Paulo at an instant, memoised per hour (offsets change on the hour). */
function offsetMinutos(epochMs: number): number {
  const hora = Math.floor(epochMs / HORA_MS);
  let o = offsets.get(hora);
  if (o === undefined) {
    o = -new TZDate(epochMs, TZ_NEGOCIO).getTimezoneOffset();
    if (offsets.size >= MAX_OFFSETS) offsets.clear();
    offsets.set(hora, o);
  }
  return o;
}

const dois = (n: number) => (n < 10 ? '0' : '') + n;

/**
 * The same text as toIsoSP of contrato/br/dates.ts (ISO 8601 with the São Paulo offset), for the
 * hot path of the list and export: the Intl time-zone lookup behind TZDate costs more than
 * the rest of a page, so the offset is looked up once per hour of time. A test keeps the two
 * identical, across the old daylight-saving changes too.
 */
export function isoSP(epochMs: number): string {
  const o = offsetMinutos(epochMs);
  const d = new Date(epochMs + o * 60_000);
  const sinal = o < 0 ? '-' : '+';
  const abs = Math.abs(o);
  return `${d.getUTCFullYear()}-${dois(d.getUTCMonth() + 1)}-${dois(d.getUTCDate())}T${dois(d.getUTCHours())}:${dois(d.getUTCMinutes())}:${dois(d.getUTCSeconds())}${sinal}${dois(Math.floor(abs / 60))}:${dois(abs % 60)}`;
}

/** The São Paulo wall-clock time of an instant as a Date whose UTC fields read it (for Excel). */
export function paredeSP(epochMs: number): Date {
  return new Date(epochMs + offsetMinutos(epochMs) * 60_000);
}
