/**
 * A report declared once: who may read it, its filters (fields of the register engine, with the
 * same widgets, validation and URL state), the period it covers and what it is compared with, the
 * ways its rows may be grouped, and its columns typed once. The server builds its routes (the
 * figures, the .xlsx, the PDF of a tabular one) and the panel its screen and widgets from this;
 * only the query that feeds it is written by hand, on the server.
 *
 * Declarations live beside their module, in `contrato/modulos/<area>/<modulo>.relatorios.ts`, so
 * the menu's chunk never carries them.
 */
import type { ChildKey } from '../api/permissions';
import type { Campo } from '../recursos/campos';
import type { Coluna, DeclaracaoColunas } from './colunas';

/** The period presets, as the user reads them; 'personalizado' takes `de` and `ate`. */
export const PERIODOS = {
  hoje: 'Hoje',
  ontem: 'Ontem',
  ultimos_7: 'Últimos 7 dias',
  ultimos_30: 'Últimos 30 dias',
  ultimos_90: 'Últimos 90 dias',
  este_mes: 'Este mês',
  mes_passado: 'Mês passado',
  este_ano: 'Este ano',
  personalizado: 'Personalizado',
} as const;
export type Periodo = keyof typeof PERIODOS;
export const PERIODOS_IDS = Object.keys(PERIODOS) as [Periodo, ...Periodo[]];

/** What a period is compared with: the same number of days just before, or the same days a year before. */
export const COMPARACOES = {
  nenhuma: 'Sem comparação',
  periodo_anterior: 'Período anterior',
  ano_anterior: 'Mesmo período do ano passado',
} as const;
export type Comparacao = keyof typeof COMPARACOES;
export const COMPARACOES_IDS = Object.keys(COMPARACOES) as [Comparacao, ...Comparacao[]];

/** Where a click on a row, a bar or a point leads: a list of the panel filtered by the row. */
export interface Destino {
  /** 'pedidos': the order list (/vendas/gestao-pedidos); otherwise a register's name in contrato/recursos. */
  lista: 'pedidos' | (string & {});
  /**
   * Which filter of the destination each value fills: `{ id_seller: 'chave' }` sends the row's
   * dimension key as the store filter. 'periodo' sends the report's period (or the row's day when
   * the row is one day).
   */
  filtros: Readonly<Record<string, 'chave' | 'periodo' | (string & {})>>;
}

/** One way to group the rows: by day, by store, by payment method… The row's `chave` and `grupo` then hold it. */
export interface Dimensao {
  /** The grouping column's label on screen and in the sheet: 'Dia', 'Loja', 'Forma de pagamento'. */
  rotulo: string;
  /** How `grupo` reads: a date, a text; 'dia_semana_hora' is the weekday × hour grid (chave 'd-h', d 0 = domingo). */
  tipo: 'data' | 'semana' | 'mes' | 'texto' | 'hora' | 'dia_semana_hora';
  /** A click on a row of this grouping opens this. */
  destino?: Destino;
}

export interface DeclaracaoRelatorio<
  F extends Readonly<Record<string, Campo>> = Readonly<Record<string, Campo>>,
  D extends Record<string, Coluna> = Record<string, Coluna>,
  G extends string = string,
> {
  /** Unique, kebab-case with a dot per level: 'vendas.por-periodo'. The route is /v2/relatorios/<id>. */
  id: string;
  titulo: string;
  /** One sentence: what question the report answers. */
  descricao: string;
  /** The module key that opens it (route, menu, authorization matrix). */
  chave: ChildKey;
  /** 'grupo': the user's seller group; 'loja': only the stores the user may see in it. */
  escopo: 'grupo' | 'loja';
  /** Null: a report of the present (stock now, open alerts), with no period filter. */
  periodo: {
    padrao: Exclude<Periodo, 'personalizado'>;
    /** The longest period a query may cover; longer answers 400 naming `de`. */
    maximoDias: number;
    /** Whether a comparison may be asked for. */
    comparavel: boolean;
  } | null;
  /** Fields of the register engine, each with its usual filter widget and filter schema. */
  filtros: F;
  /** The groupings offered, the first the default. Absent: one row per record the query answers. */
  dimensoes?: Readonly<Record<G, Dimensao>>;
  /** Without groupings, where a row (one record) leads: `{ lista: 'pedidos', filtros: { id: 'id_pedido' } }` opens its order. */
  destino?: Destino;
  /** The row's columns: with dimensions, `chave` (texto) and `grupo` (texto) come first. */
  colunas: DeclaracaoColunas<D>;
  /** Which columns the totals row sums (money, integers); a ratio's total is computed by the query. */
  totais?: readonly (keyof D & string)[];
  ordem?: { coluna: keyof D & string; direcao: 'asc' | 'desc' };
  /** The most rows one answer holds; past it the answer says `truncado`. The sheet takes `limitePlanilha`. */
  limite: number;
  limitePlanilha: number;
  /** A table worth printing: the PDF route exists. */
  tabular: boolean;
}

/** Keeps the literal types of a declaration while checking its shape. */
export const defineRelatorio = <const F extends Readonly<Record<string, Campo>>, const D extends Record<string, Coluna>, const G extends string = never>(
  relatorio: DeclaracaoRelatorio<F, D, G>,
): DeclaracaoRelatorio<F, D, G> => relatorio;

const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A report's declaration, told from anything else a file exports (its columns, its endpoints): the discovery's test. */
export const ehDeclaracaoRelatorio = (v: unknown): v is DeclaracaoRelatorio =>
  ehObjeto(v) && typeof v.id === 'string' && typeof v.titulo === 'string' && typeof v.chave === 'string' && typeof v.limite === 'number' && typeof v.limitePlanilha === 'number' && ehObjeto(v.colunas);

// ---- widgets and dashboards ----

interface WidgetComum {
  titulo: string;
  /** The report that feeds it. */
  relatorio: string;
  /** Columns of the 12-column grid it spans at 1366 px (a phone stacks them); default 4. */
  largura?: 3 | 4 | 6 | 8 | 12;
  /** Filters the widget fixes over the dashboard's own (a grouping, a period). */
  fixos?: { por?: string; periodo?: Periodo; comparacao?: Comparacao; filtros?: Readonly<Record<string, unknown>> };
}

export type Widget = WidgetComum &
  (
    | {
        tipo: 'kpi';
        /** A column of the report's totals. */
        coluna: string;
        /** Whether a rise is good news (revenue) or bad (cancellations): the arrow's colour follows. */
        melhor: 'maior' | 'menor';
        /** A small line of the same column grouped by this dimension (usually 'dia'). */
        sparkline?: string;
      }
    | { tipo: 'linha' | 'area'; series: readonly string[] }
    | { tipo: 'barras'; series: readonly string[]; empilhado?: boolean; horizontal?: boolean }
    | { tipo: 'pizza'; coluna: string }
    /** The report grouped 'dia_semana_hora'; one column coloured. */
    | { tipo: 'mapa_calor'; coluna: string }
    | { tipo: 'ranking'; colunas: readonly string[]; linhas: number }
  );

export interface DeclaracaoPainel {
  /** 'dashboard.visao-geral'. */
  id: string;
  titulo: string;
  chave: ChildKey;
  /** The period the whole dashboard opens with; each widget may fix its own. */
  periodo: Exclude<Periodo, 'personalizado'>;
  comparacao: Comparacao;
  widgets: readonly Widget[];
}

export const definePainel = <const P extends DeclaracaoPainel>(painel: P): P => painel;

export type { Coluna, DeclaracaoColunas };
