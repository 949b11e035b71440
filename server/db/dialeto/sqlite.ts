import { sql, type Expression, type SqlBool } from 'kysely';
import type { Dialeto } from './index';

const aspas = (s: string) => `"${s.replaceAll('"', '""')}"`;

/** An FTS5 query: every word must appear in one of the columns (each quoted, so none is syntax). */
function consultaFts(colunas: readonly string[], palavras: readonly string[]): string {
  return `{${colunas.map(aspas).join(' ')}} : (${palavras.map(aspas).join(' AND ')})`;
}

export const DIALETO_SQLITE: Dialeto = {
  nome: 'sqlite',
  naLista: (coluna, valores) => sql`${coluna} IN (SELECT value FROM json_each(${JSON.stringify(valores)}))`,
  semIndice: <T>(expressao: Expression<T>) => sql<T>`+${expressao}`,
  // the chance is SQL text, not a parameter: likelihood() takes only a constant
  comProbabilidade: (condicao, chance) => sql<SqlBool>`likelihood(${condicao}, ${sql.lit(chance)})`,
  // The FTS5 trigram table `<tabela>_busca` (clients': migration 2026-11-23-05; the registers':
  // the engine's, server/modulos/recursos/tabela/palavras.ts), diacritics removed.
  idsComPalavras: (tabela, colunas, palavras) =>
    sql<number>`SELECT rowid FROM ${sql.table(`${tabela}_busca`)} WHERE ${sql.table(`${tabela}_busca`)} MATCH ${consultaFts(colunas, palavras)}`,
  // json_extract answers the JSON value's own type: an integer stays an integer, a text a text
  valorJson: (coluna, chave) => sql`json_extract(${sql.ref(coluna)}, ${`$.${chave}`})`,
  jsonTem: (coluna, valor) => sql`exists (select 1 from json_each(${coluna}) where value = ${valor})`,
  travaLinhas: false,
  marcador: () => '?',
  // SQLite has no hash aggregation: its GROUP BY sorts every matching order first. resumo_grupos
  // (server/db/funcoes.ts) groups in one pass and answers JSON, read back into rows here;
  // json_each of an empty set's NULL yields no rows, as GROUP BY would.
  resumoGrupos: (db, condicao) => {
    const grupos = db
      .selectFrom('orders as o')
      .select(sql<string>`resumo_grupos(o.id_status, o.id_forma_pagto, o.valor_total)`.as('json'))
      .where(condicao);
    return db.selectFrom(sql<{ value: string }>`json_each((${grupos}))`.as('g')).select([
      sql<number>`g.value ->> 0`.as('id_status'),
      sql<number>`g.value ->> 1`.as('id_forma_pagto'),
      sql<number>`g.value ->> 2`.as('quantidade'),
      sql<number>`g.value ->> 3`.as('valor_total'),
    ]);
  },
};
