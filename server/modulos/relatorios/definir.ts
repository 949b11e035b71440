/**
 * How a module implements a declared report on the server: the declaration (from the contract)
 * and the one query that feeds it. Everything else (the route, its guard and body, the scope, the
 * period and its comparison, the cap, the sheet and the PDF) comes from the declaration.
 *
 * A module default-exports the list of its reports from `server/modulos/<modulo>/relatorios.ts`:
 *
 *   export default [defineConsultaRelatorio(VENDAS_POR_PERIODO, async (ctx) => ({ linhas, total }))];
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { Coluna, esquemaDaLinha } from '@retaguarda/contrato/relatorios/colunas';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import type { PeriodoResolvido } from '@retaguarda/contrato/relatorios/periodos';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import type { DB } from '../../db/schema';

/** A row as the report's columns declare it (a position column apart). */
export type LinhaDoRelatorio<D extends Record<string, Coluna>> = z.output<ReturnType<typeof esquemaDaLinha<D>>>;

type Intervalo<T> = { de?: T; ate?: T };

/** What the body carries for a filter of each field type (the register engine's filter schema). */
export type ValorDoFiltro<C> = C extends { tipo: 'referencia' | 'referencias' }
  ? number[]
  : C extends { tipo: 'escolha'; opcoes: readonly (infer O)[] }
    ? (O extends { valor: infer V } ? V : string)[]
    : C extends { tipo: 'uf' }
      ? string[]
      : C extends { tipo: 'booleano' }
        ? boolean
        : C extends { tipo: 'dinheiro' | 'decimal' | 'inteiro' | 'percentual' }
          ? Intervalo<number>
          : C extends { tipo: 'data' | 'data_hora' }
            ? Intervalo<string>
            : C extends { tipo: 'endereco' }
              ? { uf?: string[]; cidade?: string }
              : string;

/** The filters the user set, validated; a filter left out is absent. */
export type FiltrosDoRelatorio<F> = { readonly [K in keyof F]?: ValorDoFiltro<F[K]> };

/** Whose data the query may read: the user's seller group and, inside it, these stores. */
export interface EscopoDoRelatorio {
  idGrupo: number;
  /**
   * The stores the query reads: the store filter's (a filter referring to the 'lojas' register),
   * each checked to be in the group (403 otherwise), or every store of the group. Never empty.
   */
  sellers: readonly number[];
}

/** Where the answer goes: the screen's JSON (cap `limite`), the .xlsx or the PDF (cap `limitePlanilha`). */
export type AlvoDoRelatorio = 'tela' | 'xlsx' | 'pdf';

export interface ContextoDaConsulta<F, G extends string> {
  db: Kysely<DB>;
  /** The request's instant (epoch ms): the query's "now", for a report of the present. */
  agora: number;
  /** The period asked for; null for a report declared without one (`periodo: null`). */
  periodo: PeriodoResolvido | null;
  /**
   * The comparison period when one was asked for, else null. The primitive runs the query a
   * second time over it (with `periodo` set to it and `papel` 'comparacao') unless the first run
   * answers `anteriores` itself.
   */
  comparacao: PeriodoResolvido | null;
  /** 'principal' on the first run, 'comparacao' on the run over the comparison period. */
  papel: 'principal' | 'comparacao';
  /** The grouping chosen, one of the declared dimensions (the first when none was asked); null without dimensions. */
  por: G | null;
  filtros: FiltrosDoRelatorio<F>;
  escopo: EscopoDoRelatorio;
  /** The most rows the answer holds (the declaration's `limite` or `limitePlanilha`): read one more, or count. */
  limite: number;
  alvo: AlvoDoRelatorio;
}

export interface RespostaDaConsulta<D extends Record<string, Coluna>> {
  /** The rows, in the report's order. More than `limite` are cut by the primitive. */
  linhas: LinhaDoRelatorio<D>[];
  /** How many rows the whole answer has; absent, `linhas.length` (then return every row). */
  total?: number;
  /**
   * The totals row. Absent, the primitive sums the declared `totais` columns over `linhas`: right
   * only when `linhas` holds every row, so a query that cuts in SQL computes its own.
   */
  totais?: Partial<LinhaDoRelatorio<D>>;
  /** The comparison's rows, when the query reads both periods in one go. */
  anteriores?: LinhaDoRelatorio<D>[];
  totais_anteriores?: Partial<LinhaDoRelatorio<D>>;
}

export type ConsultaDoRelatorio<F, D extends Record<string, Coluna>, G extends string> = (ctx: ContextoDaConsulta<F, G>) => Promise<RespostaDaConsulta<D>>;

/** A declared report paired with its query, as `relatorios.ts` exports it. */
export interface RelatorioImplementado<
  F extends Readonly<Record<string, Campo>> = Readonly<Record<string, Campo>>,
  D extends Record<string, Coluna> = Record<string, Coluna>,
  G extends string = string,
> {
  declaracao: DeclaracaoRelatorio<F, D, G>;
  // a method, so a list of reports of different declarations is one type
  consultar(ctx: ContextoDaConsulta<F, G>): Promise<RespostaDaConsulta<D>>;
}

/** Pairs a report's declaration with its query, keeping the declaration's types for the query's context and rows. */
export function defineConsultaRelatorio<const F extends Readonly<Record<string, Campo>>, const D extends Record<string, Coluna>, const G extends string>(
  declaracao: DeclaracaoRelatorio<F, D, G>,
  consultar: ConsultaDoRelatorio<F, D, G>,
): RelatorioImplementado<F, D, G> {
  return { declaracao, consultar };
}
