/**
 * A report's columns declared once: the row's schema on the wire, the columns of its .xlsx sheet
 * and the columns of its table on screen all come from one declaration. Where the screen and the
 * sheet differ on purpose (a label, the order, which columns, what stands for an empty value), the
 * declaration says so; nothing is copied by hand.
 */
import { z } from 'zod/mini';
import { formatDate } from '../br/dates';
import { formatMoney } from '../br/money';
import { formatDecimal, formatInteiro, formatPercentual } from '../br/numeros';

export type TipoColuna = 'dinheiro' | 'inteiro' | 'decimal' | 'percentual' | 'data' | 'texto' | 'escolha' | 'referencia';
/** Where a report is read: the panel's table or the .xlsx sheet. */
export type Alvo = 'tela' | 'xlsx';

interface Comum {
  rotulo: string;
  /** The label on a target where it is not `rotulo` ('#' on screen, 'Posição' in the sheet). */
  rotulos?: Partial<Record<Alvo, string>>;
  /** The wire may carry null. */
  nulo?: boolean;
  /** What stands for null: one wording, or one per target. Unless told, '—' on screen and an empty cell in the sheet. */
  vazio?: string | Partial<Record<Alvo, string>>;
  /** Not a field of the row: the row's place in the list, from 1. */
  posicao?: true;
  /** The sheet's column width in characters; unless told, the writer's from the label. */
  largura?: number;
  /** On screen numbers sit on the right and words on the left, unless told. */
  direita?: boolean;
}

export type Coluna = Comum &
  (
    | { tipo: 'dinheiro' | 'inteiro' | 'data' | 'texto' }
    /** An id of another record: the row's key, not shown unless a target lists it. */
    | { tipo: 'referencia' }
    | {
        tipo: 'decimal';
        /** At most this many decimals on screen. */
        casas: number;
        /** Written right after the number on screen: '×', ' dias'. */
        sufixo?: string;
        /** The unit after a space, singular for exactly 1: '1 dia', '41,3 dias'. */
        unidade?: readonly [um: string, varios: string];
      }
    | {
        tipo: 'percentual';
        /** 0.855 (fracao) or 8550 (centesimos) for 85,5%; the sheet always gets the fraction. */
        escala: 'fracao' | 'centesimos';
        casas?: number;
        /** '+' before a rise: a change, not a share. */
        sinal?: boolean;
        /** U+2212 before a fall. */
        menosTipografico?: boolean;
      }
    | {
        tipo: 'escolha';
        opcoes: readonly [string, ...string[]];
        /** Each option as the user reads it, where it is not the option itself. */
        rotulosOpcoes?: Readonly<Record<string, string>>;
      }
  );

/**
 * `K`, the keys the targets may name, is a parameter of its own so the declaration reads covariantly:
 * written as `keyof D` it would make `D` both a producer (the columns) and a consumer (its keys), and
 * a report of literal columns would not be a report of any columns.
 */
export interface DeclaracaoColunas<D extends Record<string, Coluna>, K extends string = keyof D & string> {
  /** In the wire's order: the row schema's fields follow it. */
  colunas: D;
  /** The columns each target shows, in its order; a target not named does not show the rows. */
  alvos: Alvos<K>;
}

type Alvos<K extends string> = Readonly<Partial<Record<Alvo, readonly K[]>>>;

/** A report's columns, and which of them each target shows in which order. */
export function defineColunas<const D extends Record<string, Coluna>>(colunas: D, alvos: Alvos<keyof D & string>): DeclaracaoColunas<D> {
  return { colunas, alvos };
}

type ZodBase<C> = C extends { tipo: 'texto' }
  ? z.ZodMiniString<string>
  : C extends { tipo: 'escolha'; opcoes: infer O extends readonly string[] }
    ? z.ZodMiniEnum<{ [K in O[number]]: K }>
    : z.ZodMiniNumber<number>;
type ZodDaColuna<C> = C extends { nulo: true } ? z.ZodMiniNullable<ZodBase<C>> : ZodBase<C>;
export type FormaDaLinha<D> = { -readonly [K in keyof D as D[K] extends { posicao: true } ? never : K]: ZodDaColuna<D[K]> };

function zodDaColuna(c: Coluna): z.ZodMiniType {
  const base = c.tipo === 'texto' ? z.string() : c.tipo === 'escolha' ? z.enum(c.opcoes) : z.number();
  return c.nulo ? z.nullable(base) : base;
}

/** The row on the wire: one field per declared column (a position column apart), in the declaration's order. */
export function esquemaDaLinha<D extends Record<string, Coluna>>(d: DeclaracaoColunas<D>) {
  const forma = Object.fromEntries(Object.entries(d.colunas).flatMap(([k, c]) => (c.posicao ? [] : [[k, zodDaColuna(c)]]))) as FormaDaLinha<D>;
  return z.object(forma);
}

const NUMERICOS: ReadonlySet<TipoColuna> = new Set(['dinheiro', 'inteiro', 'decimal', 'percentual']);

export const rotuloEm = (c: Coluna, alvo: Alvo): string => c.rotulos?.[alvo] ?? c.rotulo;

function vazioEm(c: Coluna, alvo: Alvo): string | undefined {
  if (typeof c.vazio === 'string') return c.vazio;
  return c.vazio?.[alvo];
}

/** A text value as both targets read it: an option by its label. */
const textoDe = (c: Coluna, valor: string): string => (c.tipo === 'escolha' ? (c.rotulosOpcoes?.[valor] ?? valor) : valor);

/** A value as the screen writes it, in pt-BR; null as the column's empty wording. */
export function formatarValor(c: Coluna, valor: unknown): string {
  if (valor === null || valor === undefined) return vazioEm(c, 'tela') ?? '—';
  if (typeof valor === 'string') return textoDe(c, valor);
  if (typeof valor !== 'number') return String(valor);
  switch (c.tipo) {
    case 'dinheiro':
      return formatMoney(valor);
    case 'inteiro':
      return formatInteiro(valor);
    case 'decimal': {
      const numero = formatDecimal(valor, c.casas);
      if (c.unidade) return `${numero} ${valor === 1 ? c.unidade[0] : c.unidade[1]}`;
      return `${numero}${c.sufixo ?? ''}`;
    }
    case 'percentual':
      return formatPercentual(valor, c);
    case 'data':
      return formatDate(valor);
    default:
      return String(valor);
  }
}

export interface ColunaDaTela {
  chave: string;
  rotulo: string;
  direita: boolean;
  /** Text with a space in it (money, a date, a value with its unit) stays on one line. */
  semQuebra: boolean;
  formatar: (valor: unknown) => string;
  /** The cell of a row at its place in the list (from 0): its field formatted, or its position. */
  texto: (linha: object, indice: number) => string;
}

/** The screen's table columns, in the screen's order. */
export function colunasDaTela<D extends Record<string, Coluna>>(d: DeclaracaoColunas<D>): ColunaDaTela[] {
  return (d.alvos.tela ?? []).map((chave) => {
    const c: Coluna = d.colunas[chave];
    return {
      chave,
      rotulo: rotuloEm(c, 'tela'),
      direita: c.direita ?? NUMERICOS.has(c.tipo),
      semQuebra: c.tipo === 'dinheiro' || c.tipo === 'data' || (c.tipo === 'decimal' && c.unidade !== undefined),
      formatar: (valor) => formatarValor(c, valor),
      texto: (linha, indice) => formatarValor(c, c.posicao ? indice + 1 : (linha as Readonly<Record<string, unknown>>)[chave]),
    };
  });
}

export interface ColunaDaPlanilha {
  chave: string;
  rotulo: string;
  tipo: TipoColuna;
  largura?: number;
}

/** The sheet's columns, in the sheet's order. */
export function colunasDaPlanilha<D extends Record<string, Coluna>>(d: DeclaracaoColunas<D>): ColunaDaPlanilha[] {
  return (d.alvos.xlsx ?? []).map((chave) => {
    const c: Coluna = d.colunas[chave];
    return { chave, rotulo: rotuloEm(c, 'xlsx'), tipo: c.tipo, ...(c.largura === undefined ? {} : { largura: c.largura }) };
  });
}

/**
 * A row's cells in the sheet's order: numbers stay numbers (the sheet formats them), a share as
 * its fraction, an option by its label, a date through `data` (the writer's own clock face).
 */
export function linhaDaPlanilha<D extends Record<string, Coluna>, T>(d: DeclaracaoColunas<D>, linha: object, indice: number, data: (epochMs: number) => T): (string | number | T | null)[] {
  const campos = linha as Readonly<Record<string, unknown>>;
  return (d.alvos.xlsx ?? []).map((chave) => {
    const c: Coluna = d.colunas[chave];
    if (c.posicao) return indice + 1;
    const valor = campos[chave];
    if (valor === null || valor === undefined) return vazioEm(c, 'xlsx') ?? null;
    if (typeof valor === 'string') return textoDe(c, valor);
    if (typeof valor !== 'number') return String(valor);
    if (c.tipo === 'data') return data(valor);
    if (c.tipo === 'percentual' && c.escala === 'centesimos') return valor / 10_000;
    return valor;
  });
}
