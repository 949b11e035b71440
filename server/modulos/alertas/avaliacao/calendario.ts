/** The São Paulo days and hours the rules compare: today and the same weekday in past weeks. */
import { TZDate } from '@date-fns/tz';
import { TZ_NEGOCIO, dataBRparaChave, formatDate } from '@retaguarda/contrato/br/dates';

export interface DiaSP {
  /** DD/MM/YYYY. */
  dataBR: string;
  /** YYYY-MM-DD, as orders.dia_sp and orders_daily keep it. */
  chave: string;
  /** Epoch ms of its midnight. */
  inicio: number;
  /** Epoch ms of the next day's midnight. */
  fim: number;
}

function dia(ano: number, mes: number, d: number): DiaSP {
  const inicio = new TZDate(ano, mes, d, TZ_NEGOCIO).getTime();
  const dataBR = formatDate(inicio);
  return { dataBR, chave: dataBRparaChave(dataBR), inicio, fim: new TZDate(ano, mes, d + 1, TZ_NEGOCIO).getTime() };
}

/** Today in São Paulo, `semanasAtras` weeks back (0: today). */
export function mesmoDiaDaSemana(agora: number, semanasAtras: number): DiaSP {
  const sp = new TZDate(agora, TZ_NEGOCIO);
  return dia(sp.getFullYear(), sp.getMonth(), sp.getDate() - 7 * semanasAtras);
}

/** The same weekday in each of the last `semanas` weeks, today excluded, most recent first. */
export function semanasAnteriores(agora: number, semanas: number): DiaSP[] {
  return Array.from({ length: semanas }, (_v, i) => mesmoDiaDaSemana(agora, i + 1));
}

/** The São Paulo day `dias` days before today's. */
export function diasAtras(agora: number, dias: number): DiaSP {
  const sp = new TZDate(agora, TZ_NEGOCIO);
  return dia(sp.getFullYear(), sp.getMonth(), sp.getDate() - dias);
}

/** Epoch ms of `hora`:00 today in São Paulo. */
export function horaDeHoje(agora: number, hora: number): number {
  const sp = new TZDate(agora, TZ_NEGOCIO);
  return new TZDate(sp.getFullYear(), sp.getMonth(), sp.getDate(), hora, 0, TZ_NEGOCIO).getTime();
}

export const HORA_MS = 60 * 60 * 1000;
export const MINUTO_MS = 60 * 1000;
