import { TZDate } from '@date-fns/tz';
import { TZ_NEGOCIO } from './fusoNegocio';

export { TZ_NEGOCIO };

const DATA_BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const HORA_BR = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface DiaCalendario {
  dia: number;
  mes: number;
  ano: number;
}

/** Parses DD/MM/YYYY into a real calendar day (31/02 is refused). */
export function parseDataBR(valor: string): DiaCalendario | null {
  const m = DATA_BR.exec(valor);
  if (!m) return null;
  const dia = Number(m[1]);
  const mes = Number(m[2]);
  const ano = Number(m[3]);
  if (ano < 1900 || ano > 2999 || mes < 1 || mes > 12 || dia < 1) return null;
  const diasNoMes = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  if (dia > diasNoMes) return null;
  return { dia, mes, ano };
}

export const isDataBR = (valor: string): boolean => parseDataBR(valor) !== null;
export const isHoraBR = (valor: string): boolean => HORA_BR.test(valor);

/** Minutes since midnight of an HH:mm string. */
export function minutosDaHora(valor: string): number {
  const m = HORA_BR.exec(valor);
  if (!m) throw new RangeError(`Hora inválida: ${valor}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** The instant at which a São Paulo calendar day starts (hh:mm local, default midnight). */
export function instanteSP(dataBR: string, minutos = 0): Date {
  const d = parseDataBR(dataBR);
  if (!d) throw new RangeError(`Data inválida: ${dataBR}`);
  return new Date(new TZDate(d.ano, d.mes - 1, d.dia, Math.floor(minutos / 60), minutos % 60, TZ_NEGOCIO).getTime());
}

/** The first instant after the São Paulo calendar day ends: use as an exclusive upper bound. */
export function fimExclusivoSP(dataBR: string): Date {
  const d = parseDataBR(dataBR);
  if (!d) throw new RangeError(`Data inválida: ${dataBR}`);
  return new Date(new TZDate(d.ano, d.mes - 1, d.dia + 1, 0, 0, TZ_NEGOCIO).getTime());
}

type Instante = Date | string | number;

function emSP(valor: Instante): TZDate | null {
  const t = valor instanceof Date ? valor.getTime() : typeof valor === 'number' ? valor : Date.parse(valor);
  if (!Number.isFinite(t)) return null;
  return new TZDate(t, TZ_NEGOCIO);
}

/*
 * Fixed patterns, written out from the São Paulo fields of a TZDate: date-fns' format() would
 * bring its whole token formatter and English locale into every screen for these six shapes.
 */
const doisDigitos = (n: number) => String(n).padStart(2, '0');
const diaBR = (d: TZDate) => `${doisDigitos(d.getDate())}/${doisDigitos(d.getMonth() + 1)}/${String(d.getFullYear()).padStart(4, '0')}`;
const horaMinuto = (d: TZDate) => `${doisDigitos(d.getHours())}:${doisDigitos(d.getMinutes())}`;
const diaIso = (d: TZDate) => `${String(d.getFullYear()).padStart(4, '0')}-${doisDigitos(d.getMonth() + 1)}-${doisDigitos(d.getDate())}`;

/** ±HH:MM of the zone at that instant (getTimezoneOffset counts minutes west of UTC). */
function deslocamento(d: TZDate): string {
  const minutos = -d.getTimezoneOffset();
  if (minutos === 0) return 'Z';
  const abs = Math.abs(minutos);
  return `${minutos < 0 ? '-' : '+'}${doisDigitos(Math.floor(abs / 60))}:${doisDigitos(abs % 60)}`;
}

/** DD/MM/YYYY of an instant in São Paulo; empty string for a missing or invalid value. */
export function formatDate(valor: Instante | null | undefined): string {
  const d = valor == null ? null : emSP(valor);
  return d ? diaBR(d) : '';
}

/** DD/MM/YYYY HH:mm of an instant in São Paulo. */
export function formatDateTime(valor: Instante | null | undefined): string {
  const d = valor == null ? null : emSP(valor);
  return d ? `${diaBR(d)} ${horaMinuto(d)}` : '';
}

/** HH:mm of an instant in São Paulo. */
export function formatHora(valor: Instante | null | undefined): string {
  const d = valor == null ? null : emSP(valor);
  return d ? horaMinuto(d) : '';
}

/** ISO 8601 with the São Paulo offset, as the contract writes dates in responses. */
export function toIsoSP(valor: Instante): string {
  const d = emSP(valor);
  if (!d) throw new RangeError('Instante inválido');
  return `${diaIso(d)}T${horaMinuto(d)}:${doisDigitos(d.getSeconds())}${deslocamento(d)}`;
}

/** Today's São Paulo calendar day as DD/MM/YYYY. */
export function hojeBR(agora: Instante = Date.now()): string {
  return formatDate(agora);
}

/** Yesterday's São Paulo calendar day as DD/MM/YYYY. */
export function ontemBR(agora: Instante = Date.now()): string {
  const d = emSP(agora);
  if (!d) throw new RangeError('Instante inválido');
  // The calendar day before, in the zone (not 24 h earlier).
  return diaBR(new TZDate(d.getFullYear(), d.getMonth(), d.getDate() - 1, TZ_NEGOCIO));
}

/** YYYY-MM-DD key of the São Paulo day an instant falls on (for per-day aggregates). */
export function diaChaveSP(valor: Instante): string {
  const d = emSP(valor);
  if (!d) throw new RangeError('Instante inválido');
  return diaIso(d);
}

/** Converts DD/MM/YYYY to the YYYY-MM-DD key used by per-day aggregates. */
export function dataBRparaChave(dataBR: string): string {
  const d = parseDataBR(dataBR);
  if (!d) throw new RangeError(`Data inválida: ${dataBR}`);
  return `${d.ano}-${String(d.mes).padStart(2, '0')}-${String(d.dia).padStart(2, '0')}`;
}

/**
 * A date typed or pasted into a field, as the DD/MM/YYYY the API expects: accepts the masked form,
 * the 8 digits alone (01022026) and single-digit day or month (1/2/2026). Null for anything that
 * is not a real calendar day.
 */
export function normalizeDataBR(valor: string): string | null {
  const v = valor.trim();
  const soDigitos = /^(\d{2})(\d{2})(\d{4})$/.exec(v);
  const comBarras = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  const m = soDigitos ?? comBarras;
  if (!m) return null;
  const dataBR = `${m[1].padStart(2, '0')}/${m[2].padStart(2, '0')}/${m[3]}`;
  return isDataBR(dataBR) ? dataBR : null;
}
