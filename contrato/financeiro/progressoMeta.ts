/**
 * How far a store is from its month's goal (contrato/recursos/metasLojas.ts). The state has a
 * label and an icon besides its colour, so it reads without colour (and to a screen reader).
 */

export type EstadoMeta = 'atingida' | 'perto' | 'longe';

export const ESTADOS_META: Readonly<Record<EstadoMeta, { rotulo: string; icone: string; cor: 'success' | 'warning' | 'error' }>> = {
  atingida: { rotulo: 'Meta atingida', icone: 'CheckCircle', cor: 'success' },
  perto: { rotulo: 'Perto da meta', icone: 'TrendingUp', cor: 'warning' },
  longe: { rotulo: 'Longe da meta', icone: 'TrendingDown', cor: 'error' },
};

/** 'Perto' is within this share of the goal (80 % reached or more). */
export const MARGEM_PERTO = 0.2;

export interface Progresso {
  realizado: number;
  meta: number;
  /** Percent reached with one decimal, rounded down: 100 only once the goal is met. */
  percentual: number;
  /** What is still missing (0 once met), in the goal's unit. */
  falta: number;
  estado: EstadoMeta;
}

/** Progress towards one goal (centavos, orders or ticket: the same unit on both sides); higher is better. */
export function progressoMeta(realizado: number, meta: number): Progresso {
  if (!(meta > 0)) throw new RangeError('Meta inválida');
  const feito = Math.max(0, realizado);
  const percentual = Math.floor((feito * 1000) / meta) / 10;
  const estado: EstadoMeta = feito >= meta ? 'atingida' : feito >= meta * (1 - MARGEM_PERTO) ? 'perto' : 'longe';
  return { realizado: feito, meta, percentual, falta: Math.max(0, meta - feito), estado };
}

export interface MetaDoMes {
  faturamento_centavos: number;
  pedidos: number;
  ticket_medio_centavos?: number | null;
}

/** A store's month as measured: revenue in centavos (contrato/relatorios/medidas.ts) and orders counted. */
export interface RealizadoDoMes {
  faturamento_centavos: number;
  pedidos: number;
}

/** The average ticket in centavos, rounded half up; 0 without orders. */
export const ticketMedio = (r: RealizadoDoMes): number => (r.pedidos > 0 ? Math.round(r.faturamento_centavos / r.pedidos) : 0);

/** Each goal of the month with its progress; the ticket only when the goal sets one. */
export function progressoDoMes(meta: MetaDoMes, realizado: RealizadoDoMes): { faturamento: Progresso; pedidos: Progresso; ticket_medio: Progresso | null } {
  return {
    faturamento: progressoMeta(realizado.faturamento_centavos, meta.faturamento_centavos),
    pedidos: progressoMeta(realizado.pedidos, meta.pedidos),
    ticket_medio: meta.ticket_medio_centavos ? progressoMeta(ticketMedio(realizado), meta.ticket_medio_centavos) : null,
  };
}
