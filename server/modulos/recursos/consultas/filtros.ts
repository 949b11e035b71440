/**
 * The list's conditions per field type: a text contains the words typed (case and accents
 * ignored), a code equals, a number or date is a range, a choice, UF or reference is a set; and
 * the quick search, an OR over the searchable fields: every word of a text, the whole of a
 * document or code however it was typed (with or without its mask).
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { onlyAlnumUpper } from '@retaguarda/contrato/br/digits';
import { dataBRparaChave, fimExclusivoSP, instanteSP } from '@retaguarda/contrato/br/dates';
import { casasDecimais, type Campo, type TipoCampo } from '@retaguarda/contrato/recursos/campos';
import { camposDaBusca, type Recurso } from '@retaguarda/contrato/recursos/recurso';
import { condicaoDasPalavras, contemPalavra, termosDaBusca } from '../../../db/busca-por-palavras';
import { dialetoPorNome } from '../../../db/dialeto';
import { chaveTexto } from '../../../db/funcoes';
import { colunaDe, tabelaDeLigacao } from '../colunas';
import { BUSCA_POR_PREFIXO, chaveOrdenavel, type NomeDialeto } from '../tabela/indices';
import { colunasDePalavras, TIPOS_POR_PALAVRA } from '../tabela/palavras';

type Condicao = RawBuilder<SqlBool>;
type Filtro = (coluna: string, valor: unknown, campo: Campo, contexto: { recurso: Recurso; nome: string; dialeto: NomeDialeto }) => Condicao | null;

/** After every character a key can hold: the exclusive end of a prefix range. */
const FIM_DO_PREFIXO = '\u{10FFFF}';

/** Every word of the text in the column (a filter: checked on the rows the rest of the query finds). */
export function contem(coluna: string, texto: string): Condicao {
  const { palavras, curtas } = termosDaBusca(texto);
  return sql.join([...palavras, ...curtas].map((p) => contemPalavra(coluna, p)), sql` AND `) as Condicao;
}

export function comPrefixo(coluna: string, texto: string, dialeto: NomeDialeto): Condicao {
  const chave = sql.raw(chaveOrdenavel(`"${coluna}"`, dialeto));
  const prefixo = chaveTexto(texto.trim());
  return sql<SqlBool>`(${chave} >= ${prefixo} AND ${chave} < ${prefixo + FIM_DO_PREFIXO})`;
}

const lista = (valor: unknown): unknown[] => (Array.isArray(valor) ? valor : []);
const naLista = (coluna: string, valores: unknown[]): Condicao | null =>
  valores.length === 0 ? null : sql<SqlBool>`${sql.ref(coluna)} IN (${sql.join(valores.map((v) => sql`${v}`))})`;

interface Intervalo {
  de?: unknown;
  ate?: unknown;
}
function intervalo(coluna: string, valor: unknown, converter: (v: unknown, fim: boolean) => unknown, fimExclusivo = false): Condicao | null {
  const { de, ate } = (valor ?? {}) as Intervalo;
  const partes: Condicao[] = [];
  if (de !== undefined && de !== null) partes.push(sql<SqlBool>`${sql.ref(coluna)} >= ${converter(de, false)}`);
  if (ate !== undefined && ate !== null) partes.push(fimExclusivo ? sql<SqlBool>`${sql.ref(coluna)} < ${converter(ate, true)}` : sql<SqlBool>`${sql.ref(coluna)} <= ${converter(ate, true)}`);
  return partes.length === 0 ? null : sql<SqlBool>`(${sql.join(partes, sql` AND `)})`;
}

const contemTexto = (coluna: string, valor: unknown): Condicao | null => (typeof valor === 'string' && valor.trim() !== '' ? contem(coluna, valor) : null);
const texto: Filtro = (coluna, valor) => contemTexto(coluna, valor);
const igual: Filtro = (coluna, valor) => (typeof valor === 'string' ? sql<SqlBool>`${sql.ref(coluna)} = ${valor}` : null);
const numero: Filtro = (coluna, valor, campo) => intervalo(coluna, valor, (v) => Math.round(Number(v) * 10 ** casasDecimais(campo)));
const conjunto: Filtro = (coluna, valor) => naLista(coluna, lista(valor));

const FILTROS: Record<TipoCampo, Filtro> = {
  texto,
  texto_longo: texto,
  email: texto,
  telefone: igual,
  cpf: igual,
  cnpj: igual,
  cpf_cnpj: igual,
  cep: igual,
  gtin: igual,
  ncm: igual,
  endereco: (coluna, valor) => {
    const { uf, cidade } = (valor ?? {}) as { uf?: unknown; cidade?: unknown };
    const partes = [naLista(`${coluna}_uf`, lista(uf)), contemTexto(`${coluna}_cidade`, cidade)].filter((c) => c !== null);
    return partes.length === 0 ? null : sql<SqlBool>`(${sql.join(partes, sql` AND `)})`;
  },
  dinheiro: numero,
  decimal: numero,
  inteiro: numero,
  percentual: numero,
  data: (coluna, valor) => intervalo(coluna, valor, (v) => dataBRparaChave(String(v))),
  data_hora: (coluna, valor) => intervalo(coluna, valor, (v, fim) => (fim ? fimExclusivoSP(String(v)) : instanteSP(String(v))).getTime(), true),
  booleano: (coluna, valor) => (typeof valor === 'boolean' ? sql<SqlBool>`${sql.ref(coluna)} = ${valor ? 1 : 0}` : null),
  escolha: conjunto,
  uf: conjunto,
  referencia: conjunto,
  referencias: (_, valor, campo, { recurso, nome }) => {
    const ids = lista(valor);
    if (ids.length === 0) return null;
    const ligacao = tabelaDeLigacao(recurso, nome, campo);
    return sql<SqlBool>`EXISTS (SELECT 1 FROM ${sql.table(ligacao)} l WHERE l.id_registro = ${sql.ref(`${recurso.tabela}.id`)}
      AND l.id_ref IN (${sql.join(ids.map((id) => sql`${id}`))}))`;
  },
};

/** The conditions of the list's `filtros` (absent or empty filters restrict nothing). */
export function condicoesDosFiltros(recurso: Recurso, filtros: Record<string, unknown> | undefined, dialeto: NomeDialeto): Condicao[] {
  const condicoes: Condicao[] = [];
  for (const [nome, valor] of Object.entries(filtros ?? {})) {
    const campo = recurso.campos[nome];
    if (!campo || valor === undefined || valor === null) continue;
    const c = FILTROS[campo.tipo](colunaDe(nome, campo), valor, campo, { recurso, nome, dialeto });
    if (c) condicoes.push(c);
  }
  return condicoes;
}

/** The types whose quick search is the whole code, typed with or without its mask. */
const BUSCA_POR_CODIGO: ReadonlySet<TipoCampo> = new Set(['telefone', 'cpf', 'cnpj', 'cpf_cnpj', 'cep', 'gtin', 'ncm']);

/**
 * The quick search: any searchable field matches (null when nothing was typed). The texts hold
 * every word typed, in any order (server/db/busca-por-palavras.ts; words all shorter than three
 * characters are a prefix instead), an e-mail starts with it, a document or code is it whole.
 * Each is its own index lookup and they are joined into one list of ids (UNION ALL) within the
 * call's scope: an OR of them made SQLite re-check every candidate row (chave_texto called again
 * on each) and, under the list's sort, walk the whole sort index instead (bench/cadastros-busca,
 * docs/benchmarks.md).
 */
export function condicaoDaBusca(
  recurso: Recurso,
  busca: string | undefined,
  dialeto: NomeDialeto,
  escopo: Condicao,
  opcoes: { percorrerOrdem?: boolean } = {},
): Condicao | null {
  const ids = idsDaBusca(recurso, busca, dialeto, escopo);
  if (!ids) return null;
  // Kept off the primary key, SQLite walks the sort's index and keeps the rows found (./lista.ts says when).
  const id = opcoes.percorrerOrdem ? dialetoPorNome(dialeto).semIndice(sql.ref('id')) : sql.ref('id');
  return sql<SqlBool>`${id} IN (${ids})`;
}

/** The ids the quick search finds within `escopo` (null when nothing was typed), for a query whose rows join the register's. */
export function idsDaBusca(recurso: Recurso, busca: string | undefined, dialeto: NomeDialeto, escopo: Condicao): RawBuilder<number> | null {
  const termo = busca?.trim() ?? '';
  if (termo === '') return null;
  const codigo = onlyAlnumUpper(termo);
  const palavras = condicaoDasPalavras(dialetoPorNome(dialeto), recurso.tabela, colunasDePalavras(recurso), termosDaBusca(termo));
  const alternativas: Condicao[] = palavras ? [palavras] : [];
  for (const nome of camposDaBusca(recurso)) {
    const campo = recurso.campos[nome];
    const coluna = colunaDe(nome, campo);
    if (BUSCA_POR_PREFIXO.has(campo.tipo)) {
      if (!palavras || !TIPOS_POR_PALAVRA.has(campo.tipo)) alternativas.push(comPrefixo(coluna, termo, dialeto));
    } else if (BUSCA_POR_CODIGO.has(campo.tipo) && codigo !== '') alternativas.push(sql<SqlBool>`${sql.ref(coluna)} = ${codigo}`);
  }
  const tabela = sql.table(recurso.tabela);
  if (alternativas.length === 0) return sql<number>`SELECT id FROM ${tabela} WHERE 1 = 0`;
  return sql<number>`${sql.join(
    alternativas.map((a) => sql`SELECT id FROM ${tabela} WHERE ${escopo} AND ${a}`),
    sql` UNION ALL `,
  )}`;
}
