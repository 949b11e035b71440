/**
 * One declaration per resource. The server builds its table, routes, checks, history, export and
 * import from it; the panel builds its list, filters, forms and record page; the mocks read its
 * routes. docs/modules.md shows how to declare one.
 */
import type { ChildKey } from '../api/permissions';
import type { Campo } from './campos';
import type { ValorCampo } from './valores';

/**
 * Whose records these are: one seller's ('seller'), shared by the sellers of one group
 * ('grupo'), or everybody's ('global', read-only catalogues). Every call is confined to the
 * signed-in user's seller or group.
 */
export type Escopo = 'seller' | 'grupo' | 'global';

export interface Recurso {
  /** Plural noun, lower case, also the key of RECURSOS: 'clientes'. */
  nome: string;
  rotulo: {
    singular: string;
    plural: string;
    /** The article's gender, for the messages: 'o cliente', 'a fornecedora'. */
    genero: 'o' | 'a';
  };
  /** API path of the records: create is POST here, one record is `<caminho>/:id`. */
  caminho: string;
  /** The list's path (PUT with the query as body); default `<caminho>/consulta`. */
  caminhoConsulta?: string;
  /** The table, created and kept in step with the fields by the server's engine. */
  tabela: string;
  /** Any one of `ler` reads; any one of `escrever` creates, edits and inactivates. */
  permissoes: { ler: readonly ChildKey[]; escrever: readonly ChildKey[] };
  escopo: Escopo;
  /** The field that names a record in titles, references and messages. */
  titulo: string;
  /**
   * What tells apart records that share a title where one is picked (a reference's options): a
   * family's brand, a variant's SKU, a client's document. Shown beside the title, searched like it.
   */
  detalhe?: readonly string[];
  ordenacaoPadrao: { campo: string; ordem: 'asc' | 'desc' };
  /** Form and record-page sections, in order; a field without `secao` goes to the first. */
  secoes?: readonly string[];
  campos: Readonly<Record<string, Campo>>;
  /**
   * Instants the server writes itself: when the boolean field `quando` turns true it stamps the
   * read-only date-time field `grava` with the moment (the LGPD consent's date), and clears it
   * when it turns false.
   */
  carimbos?: readonly { quando: string; grava: string }[];
  /**
   * A rule between fields that no single field's type can state (a 'leve 3, pague 2' needs both
   * numbers): given the whole record as it would be saved, the first field at fault and why, or
   * null. The server answers it as a 400 naming the field; the panel's form runs it too.
   */
  coerencia?: (valores: Readonly<Record<string, ValorCampo | undefined>>) => { campo: string; mensagem: string } | null;
  /**
   * Active records that may not coexist in the scope: two that share the values of `iguais` (an
   * empty value is a value too: 'every store' clashes with 'every store', not with one store) and,
   * with `faixa`, whose integer ranges [from, to] overlap. The server answers 409 naming `campo`
   * with `mensagem`, on create, edit and reactivation.
   */
  exclusivos?: readonly Exclusividade[];
}

export interface Exclusividade {
  iguais: readonly string[];
  faixa?: readonly [string, string];
  campo: string;
  mensagem: string;
}

/** Keeps the literal types of a declaration while checking its shape. */
export function defineRecurso<R extends Recurso>(recurso: R): R {
  return recurso;
}

export const PAGINA_RECURSO = { padrao: 25, maximo: 100 } as const;
export const SITUACOES = ['ativos', 'inativos', 'todos'] as const;
export type Situacao = (typeof SITUACOES)[number];

/** The fields a client may write (not read-only). */
export function camposEditaveis(recurso: Recurso): [string, Campo][] {
  return Object.entries(recurso.campos).filter(([, c]) => !c.somenteLeitura);
}

export const camposCom = (recurso: Recurso, parte: 'filtro' | 'busca' | 'ordenavel'): string[] =>
  Object.entries(recurso.campos)
    .filter(([, c]) => c[parte] === true)
    .map(([nome]) => nome);

/** The fields the quick search and the options search: the searchable ones, the title and the detail. */
export const camposDaBusca = (recurso: Recurso): string[] => [...new Set([...camposCom(recurso, 'busca'), recurso.titulo, ...(recurso.detalhe ?? [])])].filter((nome) => recurso.campos[nome] !== undefined);

/** 'o cliente' / 'a fornecedora'. */
export const comArtigo = (recurso: Recurso): string => `${recurso.rotulo.genero} ${recurso.rotulo.singular.toLowerCase()}`;
