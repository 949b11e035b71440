/**
 * What every sales report shares: the orders it counts (the contract's revenue statuses, the
 * period's São Paulo days, the stores of the scope, the channel and payment filters), the figures
 * worked out from the summaries' sums in exact centavos, and the labels of a group.
 */
import type { Kysely } from 'kysely';
import { CANAIS, FORMAS_PAGTO, type Canal } from '@retaguarda/contrato/api/catalogos';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { ticketMedio, STATUS_FATURAMENTO } from '@retaguarda/contrato/relatorios/medidas';
import { chaveParaBR, somarDias, type PeriodoResolvido } from '@retaguarda/contrato/relatorios/periodos';
import type { DB } from '../../../db/schema';
import type { EscopoDosResumos } from '../../pedidos/consultas/escopoDosResumos';

/** The filters a sales report reads (the stores come as the scope's sellers). */
export interface FiltrosVendas {
  canal?: string[];
  forma_pagamento?: string[];
}

/** Whose orders and which: the period's days, the stores, the statuses of revenue, the filters. */
export interface Recorte {
  periodo: PeriodoResolvido;
  sellers: readonly number[];
  canais: string[] | null;
  formas: number[] | null;
}

export function recorteDe(periodo: PeriodoResolvido | null, sellers: readonly number[], filtros: FiltrosVendas): Recorte {
  if (!periodo) throw new Error('Os relatórios de vendas têm período');
  const canais = filtros.canal?.length ? filtros.canal : null;
  const formas = filtros.forma_pagamento?.length ? filtros.forma_pagamento.map(Number) : null;
  return { periodo, sellers, canais, formas };
}

export const STATUS_QUE_CONTAM = [...STATUS_FATURAMENTO];

/** The cut as the summaries' condition (escopoDosResumos): the orders that count, of its days, stores and filters. */
export const escopoDoRecorte = (r: Recorte): EscopoDosResumos => ({
  sellers: r.sellers,
  de: r.periodo.de,
  ate: r.periodo.ate,
  status: STATUS_QUE_CONTAM,
  canais: r.canais,
  formas: r.formas,
});

/** Sums in centavos of a group of orders, as the summaries keep them. */
export interface Somas {
  pedidos: number;
  itens: number;
  produtos: number;
  descontos: number;
  frete: number;
  total: number;
  custo: number;
  /** The estimated card and Pix fees (./taxas.ts), where the report estimates them; else 0. */
  taxas: number;
}

export const somasVazias = (): Somas => ({ pedidos: 0, itens: 0, produtos: 0, descontos: 0, frete: 0, total: 0, custo: 0, taxas: 0 });

export function somarEm(a: Somas, b: Somas): void {
  a.pedidos += b.pedidos;
  a.itens += b.itens;
  a.produtos += b.produtos;
  a.descontos += b.descontos;
  a.frete += b.frete;
  a.total += b.total;
  a.custo += b.custo;
  a.taxas += b.taxas;
}

/** Estimated fees in centavos: those the report estimated (the margin reports), 0 where it did not (it says so). */
export const taxasEstimadas = (s: Somas): number => s.taxas;

/** A fraction to four places (0.1234 = 12,34 %); null where the base is 0. */
export const fracao = (parte: number, base: number): number | null => (base === 0 ? null : Math.round((parte / base) * 10_000) / 10_000);

/** Products − discounts − cost − fees, and its share of products − discounts; freight is the carrier's. */
export function margemDe(s: Somas): { margem: number; margem_percentual: number | null } {
  const liquido = s.produtos - s.descontos;
  const margem = liquido - s.custo - taxasEstimadas(s);
  return { margem: centavosParaReais(margem), margem_percentual: fracao(margem, liquido) };
}

/** The columns every order-level report shows, in reais. */
export function medidasDe(s: Somas) {
  return {
    pedidos: s.pedidos,
    faturamento: centavosParaReais(s.total),
    ticket_medio: centavosParaReais(ticketMedio(s.total, s.pedidos)),
    itens: s.itens,
    descontos: centavosParaReais(s.descontos),
    frete: centavosParaReais(s.frete),
    ...margemDe(s),
  };
}

const DIAS_SEMANA = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;
const DIAS_SEMANA_CURTOS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

/** The weekday of a São Paulo day key, 0 = Sunday (a calendar date: no zone involved). */
export function diaDaSemana(dia: string): number {
  return new Date(`${dia}T12:00:00Z`).getUTCDay();
}

/** The Monday that starts the week of a day. */
export const segundaDaSemana = (dia: string): string => somarDias(dia, -((diaDaSemana(dia) + 6) % 7));

export const hora2 = (h: number): string => `${String(h).padStart(2, '0')}h`;

export interface Grupo {
  chave: string;
  grupo: string;
}

/** Groups of time: a day, the week from its Monday, the month. */
export const grupoDoDia = (dia: string): Grupo => ({ chave: dia, grupo: chaveParaBR(dia) });
export const grupoDaSemana = (dia: string): Grupo => {
  const segunda = segundaDaSemana(dia);
  return { chave: segunda, grupo: `Semana de ${chaveParaBR(segunda)}` };
};
export const grupoDoMes = (dia: string): Grupo => ({ chave: dia.slice(0, 7), grupo: chaveParaBR(dia).slice(3) });
export const grupoDaHora = (h: number): Grupo => ({ chave: String(h), grupo: hora2(h) });
export const grupoDiaSemanaHora = (d: number, h: number): Grupo => ({ chave: `${d}-${h}`, grupo: `${DIAS_SEMANA_CURTOS[d]} ${hora2(h)}` });
export const nomeDoDiaDaSemana = (d: number): string => DIAS_SEMANA[d];

export const grupoDoCanal = (canal: string): Grupo => ({ chave: canal, grupo: canal in CANAIS ? CANAIS[canal as Canal] : canal });

const FORMAS = new Map<number, string>(Object.values(FORMAS_PAGTO).map((f) => [f.id, f.descricao]));
export const grupoDaForma = (id: number): Grupo => ({ chave: String(id), grupo: FORMAS.get(id) ?? String(id) });

/** Every day of the period, first to last. */
export function diasDoPeriodo(p: PeriodoResolvido): string[] {
  return Array.from({ length: p.dias }, (_, i) => somarDias(p.de, i));
}

/** The stores' names, by id. */
export async function nomesDasLojas(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const linhas = await db.selectFrom('sellers').select(['id', 'nome']).where('id', 'in', [...ids]).execute();
  return new Map(linhas.map((l) => [Number(l.id), l.nome]));
}
