/**
 * A report's period as São Paulo calendar days: a preset read at an instant ('ontem' at 01:00 UTC
 * is still the day before yesterday's SP evening), a custom range, and what it is compared with.
 * Day arithmetic runs on calendar keys, never on 24-hour steps, so the zone's offset (and its past
 * daylight-saving changes) only matters where a day is turned into instants.
 */
import { dataBRparaChave, diaChaveSP, fimExclusivoSP } from '../br/dates';
import type { Comparacao, Periodo } from './declarar';

/** A period resolved: calendar days of São Paulo, both inclusive, and the instants that bound them. */
export interface PeriodoResolvido {
  /** First day, 'YYYY-MM-DD'. */
  de: string;
  /** Last day, 'YYYY-MM-DD', inclusive. */
  ate: string;
  /** Epoch ms of `de` at 00:00 in São Paulo: the first instant inside. */
  inicio: number;
  /** Epoch ms of the day after `ate` at 00:00 in São Paulo: the first instant outside (exclusive). */
  fim: number;
  /** How many calendar days it covers. */
  dias: number;
}

const DIA_MS = 86_400_000;
const CHAVE = /^(\d{4})-(\d{2})-(\d{2})$/;

function partes(chave: string): [number, number, number] {
  const m = CHAVE.exec(chave);
  if (!m) throw new RangeError(`Dia inválido: ${chave}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** Calendar arithmetic on the UTC clock face: a day key is a date, not an instant. */
const utc = (chave: string): number => {
  const [a, m, d] = partes(chave);
  return Date.UTC(a, m - 1, d);
};
const chaveUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const somarDias = (chave: string, dias: number): string => chaveUtc(utc(chave) + dias * DIA_MS);
export const diasEntre = (de: string, ate: string): number => Math.round((utc(ate) - utc(de)) / DIA_MS) + 1;

/** 'YYYY-MM-DD' as 'DD/MM/YYYY'. */
export function chaveParaBR(chave: string): string {
  const [a, m, d] = partes(chave);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${String(a).padStart(4, '0')}`;
}

/** The period from its first and last day keys. */
export function periodoDosDias(de: string, ate: string): PeriodoResolvido {
  return {
    de,
    ate,
    inicio: fimExclusivoSP(chaveParaBR(somarDias(de, -1))).getTime(),
    fim: fimExclusivoSP(chaveParaBR(ate)).getTime(),
    dias: diasEntre(de, ate),
  };
}

/** The same calendar day `anos` years away; 29/02 falls on 28/02 in a common year. */
function mesmoDiaEmOutroAno(chave: string, anos: number): string {
  const [a, m, d] = partes(chave);
  const ultimo = new Date(Date.UTC(a + anos, m, 0)).getUTCDate();
  return chaveUtc(Date.UTC(a + anos, m - 1, Math.min(d, ultimo)));
}

const primeiroDoMes = (chave: string): string => `${chave.slice(0, 7)}-01`;

/**
 * The days of a preset at `agora` (epoch ms). 'personalizado' takes `de` and `ate` as DD/MM/YYYY
 * (the body's schema has checked them).
 */
export function resolverPeriodo(periodo: Periodo, agora: number, personalizado?: { de: string; ate: string }): PeriodoResolvido {
  const hoje = diaChaveSP(agora);
  switch (periodo) {
    case 'hoje':
      return periodoDosDias(hoje, hoje);
    case 'ontem': {
      const ontem = somarDias(hoje, -1);
      return periodoDosDias(ontem, ontem);
    }
    case 'ultimos_7':
      return periodoDosDias(somarDias(hoje, -6), hoje);
    case 'ultimos_30':
      return periodoDosDias(somarDias(hoje, -29), hoje);
    case 'ultimos_90':
      return periodoDosDias(somarDias(hoje, -89), hoje);
    case 'este_mes':
      return periodoDosDias(primeiroDoMes(hoje), hoje);
    case 'mes_passado': {
      const ultimo = somarDias(primeiroDoMes(hoje), -1);
      return periodoDosDias(primeiroDoMes(ultimo), ultimo);
    }
    case 'este_ano':
      return periodoDosDias(`${hoje.slice(0, 4)}-01-01`, hoje);
    case 'personalizado':
      if (!personalizado) throw new RangeError('Período personalizado sem de e até');
      return periodoDosDias(dataBRparaChave(personalizado.de), dataBRparaChave(personalizado.ate));
  }
}

/**
 * What a period is compared with: 'periodo_anterior' the same number of days ending the day before
 * it starts; 'ano_anterior' the same days a year before (a leap day on the 28th). Null for 'nenhuma'.
 */
export function resolverComparacao(p: PeriodoResolvido, comparacao: Comparacao): PeriodoResolvido | null {
  switch (comparacao) {
    case 'nenhuma':
      return null;
    case 'periodo_anterior':
      return periodoDosDias(somarDias(p.de, -p.dias), somarDias(p.de, -1));
    case 'ano_anterior':
      return periodoDosDias(mesmoDiaEmOutroAno(p.de, -1), mesmoDiaEmOutroAno(p.ate, -1));
  }
}

/** The period as the answer writes it: DD/MM/YYYY both ends. */
export const periodoBR = (p: PeriodoResolvido): { de: string; ate: string } => ({ de: chaveParaBR(p.de), ate: chaveParaBR(p.ate) });
