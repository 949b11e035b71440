/**
 * The indexes a declaration asks for: (scope, column) for each filter and sort, a unique
 * (scope, column) for each unique field, and for the quick search a key the prefix range walks
 * (chave_texto of a text, the column itself for a document or code), and (scope, ativo) for the
 * list's count.
 */
import type { Campo, TipoCampo } from '@retaguarda/contrato/recursos/campos';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { Dialeto } from '../../../db/dialeto';
import { COLUNA_ESCOPO, colunaDe, colunasDoCampo } from '../colunas';
import { colunasDePalavras } from './palavras';

/** Which database a DDL or query is written for. */
export type NomeDialeto = Dialeto['nome'];

/** Texts compared by byte (PostgreSQL's "C"), so a prefix is one contiguous range in any locale. */
export const chaveOrdenavel = (expressao: string, dialeto: NomeDialeto): string =>
  dialeto === 'postgres' ? `(chave_texto(${expressao}) COLLATE "C")` : `chave_texto(${expressao})`;

/** The types whose quick search is a prefix of the lower-case, accent-free text. */
export const BUSCA_POR_PREFIXO: ReadonlySet<TipoCampo> = new Set(['texto', 'texto_longo', 'email']);

const q = (nome: string) => `"${nome.replaceAll('"', '""')}"`;

/** The expression a field's filter, sort and search walk: the text's key, or the column (an address: its UF). */
export function chaveDoCampo(nome: string, campo: Campo, dialeto: NomeDialeto): string {
  const coluna = colunaDe(nome, campo);
  if (BUSCA_POR_PREFIXO.has(campo.tipo)) return chaveOrdenavel(q(coluna), dialeto);
  if (campo.tipo === 'endereco') return q(colunasDoCampo(nome, campo).find((c) => c.nome.endsWith('_uf'))?.nome ?? coluna);
  return q(coluna);
}

export function indicesDoRecurso(recurso: Recurso, dialeto: NomeDialeto): string[] {
  const t = recurso.tabela;
  const escopo = COLUNA_ESCOPO[recurso.escopo];
  const comEscopo = (expr: string) => (escopo ? `${q(escopo)}, ${expr}` : expr);
  const ddl: string[] = [];
  for (const [nome, campo] of Object.entries(recurso.campos) as [string, Campo][]) {
    if (campo.tipo === 'referencias') continue;
    const coluna = colunaDe(nome, campo);
    // texts sort and search by their key (Á beside A): one index serves the sort and the prefix search
    if (campo.filtro || campo.ordenavel || campo.busca) {
      ddl.push(`CREATE INDEX IF NOT EXISTS ${q(`${t}_${coluna}_idx`)} ON ${q(t)} (${comEscopo(chaveDoCampo(nome, campo, dialeto))})`);
    }
    if (campo.unico) {
      ddl.push(`CREATE UNIQUE INDEX IF NOT EXISTS ${q(`${t}_${coluna}_uq`)} ON ${q(t)} (${comEscopo(q(coluna))}) WHERE ${q(coluna)} IS NOT NULL`);
    }
  }
  // the words of the quick search and the options, anywhere in the text (SQLite's are an FTS5 table: ./palavras.ts)
  if (dialeto === 'postgres') {
    for (const coluna of colunasDePalavras(recurso)) ddl.push(`CREATE INDEX IF NOT EXISTS ${q(`${t}_${coluna}_trgm`)} ON ${q(t)} USING gin (chave_texto(${q(coluna)}) gin_trgm_ops)`);
  }
  // A list's total (Ativos by default) counts this narrow index, not the table's wide rows
  // (bench/cadastros-busca).
  ddl.push(`CREATE INDEX IF NOT EXISTS ${q(`${t}_situacao_idx`)} ON ${q(t)} (${comEscopo('ativo')})`);
  return ddl;
}
