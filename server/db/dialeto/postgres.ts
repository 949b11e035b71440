import { sql, type Expression, type SqlBool } from 'kysely';
import { escaparLike } from '../busca-por-palavras';
import type { Dialeto } from './index';

// backslash is PostgreSQL's default LIKE escape: no ESCAPE clause, so the pattern stays a plain
// parameter the trigram index is planned with
const contem = (coluna: string, palavra: string) => sql<SqlBool>`chave_texto(${sql.ref(coluna)}) LIKE ${`%${escaparLike(palavra)}%`}`;

export const DIALETO_POSTGRES: Dialeto = {
  nome: 'postgres',
  // pg sends a JavaScript array as one array parameter.
  naLista: (coluna, valores) => sql`${coluna} = ANY(${[...valores]}::bigint[])`,
  semIndice: <T>(expressao: Expression<T>) => sql<T>`${expressao}`,
  comProbabilidade: (condicao) => sql<SqlBool>`${condicao}`,
  // The pg_trgm GIN index over each column's chave_texto (clients.nome: migration 2026-11-23-05;
  // the registers': server/modulos/recursos/tabela/indices.ts) serves each LIKE.
  idsComPalavras: (tabela, colunas, palavras) =>
    sql<number>`SELECT id FROM ${sql.table(tabela)} WHERE ${sql.join(
      palavras.map((p) => sql`(${sql.join(colunas.map((c) => contem(c, p)), sql` OR `)})`),
      sql` AND `,
    )}`,
  // ->> answers text: an integer is cast back, so ranges compare numbers, not digits
  valorJson: (coluna, chave, tipo) =>
    tipo === 'INTEGER' ? sql`((${sql.ref(coluna)})::jsonb ->> ${chave})::bigint` : sql`((${sql.ref(coluna)})::jsonb ->> ${chave})`,
  jsonTem: (coluna, valor) => sql`(${coluna})::jsonb ? ${valor}`,
  travaLinhas: true,
  marcador: (n) => `$${n}`,
  // PostgreSQL's planner aggregates with a hash table: a plain GROUP BY makes one pass.
  resumoGrupos: (db, condicao) =>
    db
      .selectFrom('orders as o')
      .select((eb) => ['o.id_status', 'o.id_forma_pagto', eb.fn.countAll<number>().as('quantidade'), eb.fn.sum<number>('o.valor_total').as('valor_total')])
      .where(condicao)
      .groupBy(['o.id_status', 'o.id_forma_pagto']),
};
