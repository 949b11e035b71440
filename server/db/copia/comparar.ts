import type BetterSqlite3 from 'better-sqlite3';
import type { PoolClient } from 'pg';
import { somasDe, type TabelaDoPlano } from './plano';

/** One figure of one table, on each side. */
export interface Medida {
  tabela: string;
  /** 'linhas', or 'soma(coluna)'. */
  medida: string;
  origem: number;
  destino: number;
}

const aspas = (nome: string): string => `"${nome.replace(/"/g, '""')}"`;

/** What is compared: the row count, the sum of the ids and of the money and counter columns. */
function expressoes(tabela: TabelaDoPlano): { medida: string; sql: string }[] {
  const somadas = [...(tabela.colunas.includes('id') ? ['id'] : []), ...somasDe(tabela.nome).filter((c) => tabela.colunas.includes(c))];
  return [
    { medida: 'linhas', sql: 'COUNT(*)' },
    ...somadas.map((c) => ({ medida: `soma(${c})`, sql: `COALESCE(SUM(${aspas(c)}), 0)` })),
  ];
}

/**
 * The same counts and sums on both sides. Run inside the copy's transactions, so the target is
 * read as the copy left it and the source as the copy read it.
 */
export async function comparar(origem: BetterSqlite3.Database, destino: PoolClient, plano: readonly TabelaDoPlano[]): Promise<Medida[]> {
  const medidas: Medida[] = [];
  for (const tabela of plano) {
    const exprs = expressoes(tabela);
    const lista = exprs.map((e) => e.sql).join(', ');
    const texto = `SELECT ${lista} FROM ${aspas(tabela.nome)}`;
    const deLa = origem.prepare(texto).raw(true).get() as unknown[];
    const { rows } = await destino.query<unknown[]>({ text: texto, rowMode: 'array' });
    const deCa = rows[0] ?? [];
    exprs.forEach((e, i) => medidas.push({ tabela: tabela.nome, medida: e.medida, origem: Number(deLa[i]), destino: Number(deCa[i]) }));
  }
  return medidas;
}

export const diferentes = (medidas: readonly Medida[]): Medida[] => medidas.filter((m) => m.origem !== m.destino);

/** The comparison as a text table for the operator: figures only, never a row's contents. */
export function tabelaDeMedidas(medidas: readonly Medida[]): string {
  const linhas = [['tabela', 'medida', 'SQLite', 'PostgreSQL', ''], ...medidas.map((m) => [
    m.tabela, m.medida, String(m.origem), String(m.destino), m.origem === m.destino ? 'ok' : 'DIFERENTE',
  ])];
  const larguras = linhas[0].map((_, c) => Math.max(...linhas.map((l) => l[c].length)));
  return linhas.map((l) => l.map((v, c) => (c >= 2 && c <= 3 ? v.padStart(larguras[c]) : v.padEnd(larguras[c]))).join('  ').trimEnd()).join('\n');
}
