/**
 * Where a click on a row, a bar or a point leads (the declaration's Destino): the order list or a
 * register's list, filtered by the row, in the URL parameter react-admin reads a list's filter from.
 */
import type { z } from 'zod/mini';
import { CamposFiltroPedidos } from '@retaguarda/contrato/api/pedidos';
import type { Destino } from '@retaguarda/contrato/relatorios/declarar';
import { RECURSOS } from '@retaguarda/contrato/recursos/index';
import { esquemaFiltro } from '@retaguarda/contrato/recursos/esquemas';
import { resourceDoRecurso } from '../registro/declaracoes';

export const LISTA_PEDIDOS = '/vendas/gestao-pedidos';

/** A period as the lists filter it: DD/MM/YYYY days, both ends included. */
export interface PeriodoBR {
  de: string;
  ate: string;
}

interface Alvo {
  rota: string;
  /** The schema of one of the list's filters, or undefined for a name the list does not filter by. */
  filtro: (nome: string) => z.ZodMiniType | undefined;
}

const FILTROS_PEDIDOS: Readonly<Record<string, z.ZodMiniType>> = CamposFiltroPedidos.shape;

function alvoDe(lista: string): Alvo | null {
  if (lista === 'pedidos') return { rota: LISTA_PEDIDOS, filtro: (nome) => FILTROS_PEDIDOS[nome] };
  const recurso = RECURSOS[lista];
  const resource = resourceDoRecurso(lista);
  if (!recurso || !resource) return null;
  return { rota: `/${resource}`, filtro: (nome) => (recurso.campos[nome]?.filtro ? esquemaFiltro(recurso.campos[nome]) : undefined) };
}

/** The value as the list's filter takes it: itself, a number, or a list of one (a store filter is a list of stores). */
function comoFiltro(esquema: z.ZodMiniType, valor: unknown): unknown {
  const numero = typeof valor === 'string' && /^\d+$/.test(valor) ? Number(valor) : valor;
  for (const tentativa of [valor, numero, [numero], [valor]]) {
    if (esquema.safeParse(tentativa).success) return tentativa;
  }
  return undefined;
}

/** A row's day key (YYYY-MM-DD) as DD/MM/YYYY. */
const diaBR = (chave: string): string => `${chave.slice(8, 10)}/${chave.slice(5, 7)}/${chave.slice(0, 4)}`;

/** The period a row stands for: its own day when the row is one day, else the report's. */
export function periodoDaLinha(linha: Readonly<Record<string, unknown>>, porDia: boolean, periodo: PeriodoBR | null): PeriodoBR | null {
  const chave = linha.chave;
  if (porDia && typeof chave === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(chave)) return { de: diaBR(chave), ate: diaBR(chave) };
  return periodo;
}

/** Which end of the period a filter named for one takes: 'data_from_pedido' the first day, 'data_to_pedido' the last. */
function pontaDoPeriodo(nome: string): 'de' | 'ate' | null {
  if (/(^|_)(from|de|inicio)(_|$)/.test(nome)) return 'de';
  if (/(^|_)(to|ate|fim)(_|$)/.test(nome)) return 'ate';
  return null;
}

/**
 * The address of the list a row opens, or null when the destination is not one the panel knows
 * (a register not declared) or none of its filters applies. A 'periodo' filter takes the period's
 * first or last day when its name says which (the order list's `data_from_pedido`,
 * `data_to_pedido`), else the whole range (a register's date filter, `{ de, ate }`). A register's
 * `id` opens the record itself (an order's own page for the order list).
 */
export function linkDoDestino(destino: Destino, linha: Readonly<Record<string, unknown>>, periodo: PeriodoBR | null): string | null {
  const alvo = alvoDe(destino.lista);
  if (!alvo) return null;
  const registro = destino.filtros.id ? linha[destino.filtros.id] : undefined;
  // the order's page is the list's path and its number; a register's record has its show page
  if (typeof registro === 'number' || (typeof registro === 'string' && /^\d+$/.test(registro))) return destino.lista === 'pedidos' ? `${alvo.rota}/${registro}` : `${alvo.rota}/${registro}/show`;
  const filtro: Record<string, unknown> = {};
  for (const [nome, origem] of Object.entries(destino.filtros)) {
    if (origem === 'periodo') {
      if (!periodo) continue;
      const ponta = pontaDoPeriodo(nome);
      if (ponta && alvo.filtro(nome)) filtro[nome] = periodo[ponta];
      else if (alvo.filtro(nome)?.safeParse(periodo).success) filtro[nome] = periodo;
      continue;
    }
    const esquema = alvo.filtro(nome);
    const valor = origem === 'chave' ? linha.chave : linha[origem];
    if (!esquema || valor === null || valor === undefined) continue;
    const aceito = comoFiltro(esquema, valor);
    if (aceito !== undefined) filtro[nome] = aceito;
  }
  if (Object.keys(filtro).length === 0) return null;
  return `${alvo.rota}?filter=${encodeURIComponent(JSON.stringify(filtro))}`;
}

/** The report's period (YYYY-MM-DD keys or DD/MM/YYYY days) as the lists take it. */
export function periodoBR(de: string, ate: string): PeriodoBR {
  const br = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? diaBR(d) : d);
  return { de: br(de), ate: br(ate) };
}
