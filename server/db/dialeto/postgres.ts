import { sql, type Expression, type SqlBool } from 'kysely';
import type { Dialeto } from './index';

const escaparLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const DIALETO_POSTGRES: Dialeto = {
  nome: 'postgres',
  // pg sends a JavaScript array as one array parameter.
  naLista: (coluna, valores) => sql`${coluna} = ANY(${[...valores]}::bigint[])`,
  semIndice: <T>(expressao: Expression<T>) => sql<T>`${expressao}`,
  comProbabilidade: (condicao) => sql<SqlBool>`${condicao}`,
  // The pg_trgm GIN index over chave_texto(nome) (migration 2026-11-23-05) serves each LIKE.
  clientesComPalavras: (palavras) =>
    sql<number>`SELECT id FROM clients WHERE ${sql.join(
      palavras.map((p) => sql`chave_texto(nome) LIKE ${`%${escaparLike(p)}%`}`),
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
