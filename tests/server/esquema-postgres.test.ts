import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Banco, type BancoSqlite } from '../../server/db';
import { bancoDeTeste, type BancoDeTeste } from './postgres/banco';
import { sqlDe } from './sql-teste';

/**
 * The migrations build the same schema on PostgreSQL as on SQLite: the same tables and
 * columns, foreign keys, unique keys (partial ones included) and checks. Only in server-pg, where
 * both exist; SQLite's full-text tables (`<tabela>_busca*`) are its own, replaced by indexes there.
 */
let sqlite: BancoSqlite;
let pg: BancoDeTeste;

const ordenar = (v: string[]) => [...new Set(v)].sort();

async function tabelasSqlite(db: BancoSqlite): Promise<string[]> {
  const nomes = await sqlDe(db).coluna<string>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'",
  );
  return ordenar(nomes.filter((n) => !/_busca(_\w+)?$/.test(n)));
}

async function descreverSqlite(db: BancoSqlite) {
  const s = db.sqlite;
  const colunas: string[] = [];
  const fks: string[] = [];
  const unicas: string[] = [];
  const checks: string[] = [];
  for (const t of await tabelasSqlite(db)) {
    // A primary key counts as NOT NULL: PostgreSQL requires it, and SQLite's rowid keys are never null.
    for (const c of s.prepare('SELECT name, "notnull" OR pk > 0 AS nn FROM pragma_table_info(?)').all(t) as { name: string; nn: number }[]) {
      colunas.push(`${t}.${c.name}${c.nn ? ' not null' : ''}`);
    }
    for (const f of s.prepare('SELECT "from" AS de, "table" AS para, "to" AS col FROM pragma_foreign_key_list(?)').all(t) as { de: string; para: string; col: string }[]) {
      fks.push(`${t}.${f.de} → ${f.para}.${f.col}`);
    }
    for (const i of s.prepare('SELECT name, partial FROM pragma_index_list(?) WHERE "unique" = 1').all(t) as { name: string; partial: number }[]) {
      // an expression in the key (COALESCE(id_seller, 0)) has no column name: both sides write it the same way
      const cols = (s.prepare('SELECT name FROM pragma_index_info(?) ORDER BY seqno').all(i.name) as { name: string | null }[]).map((c) => c.name ?? '(expressão)');
      unicas.push(`${t}(${cols.join(', ')})${i.partial ? ' partial' : ''}`);
    }
    const ddl = s.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(t) as string;
    for (const m of ddl.matchAll(/(\w+) [^,(]*CHECK \(/g)) checks.push(`${t}.${m[1]}`);
  }
  return { colunas: ordenar(colunas), fks: ordenar(fks), unicas: ordenar(unicas), checks: ordenar(checks) };
}

async function descreverPostgres(db: Banco) {
  const q = sqlDe(db);
  const colunas = await q.coluna<string>(`SELECT c.table_name || '.' || c.column_name || CASE WHEN c.is_nullable = 'NO' THEN ' not null' ELSE '' END
    FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.table_name NOT LIKE 'kysely_%'`);
  const fks = await q.coluna<string>(`SELECT cl.relname || '.' || a.attname || ' → ' || rf.relname || '.' || af.attname
    FROM pg_constraint k JOIN pg_class cl ON cl.oid = k.conrelid JOIN pg_class rf ON rf.oid = k.confrelid
    JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
    JOIN pg_attribute af ON af.attrelid = k.confrelid AND af.attnum = k.confkey[1]
    WHERE k.contype = 'f' AND cl.relnamespace = current_schema()::regnamespace`);
  // Primary keys count as unique, as SQLite's pragma_index_list lists them, except a lone integer
  // key: there it is the rowid itself, with no index of its own.
  const unicas = await q.coluna<string>(`SELECT t.relname || '(' || string_agg(COALESCE(a.attname, '(expressão)'), ', ' ORDER BY k.n) || ')' || CASE WHEN i.indpred IS NOT NULL THEN ' partial' ELSE '' END
    FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
    CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
    LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
    WHERE i.indisunique AND t.relnamespace = current_schema()::regnamespace AND t.relname NOT LIKE 'kysely_%'
      AND NOT (i.indisprimary AND i.indnatts = 1 AND a.atttypid = 'int8'::regtype)
    GROUP BY t.relname, i.indexrelid, i.indpred`);
  const checks = await q.coluna<string>(`SELECT cl.relname || '.' || a.attname FROM pg_constraint k JOIN pg_class cl ON cl.oid = k.conrelid
    JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
    WHERE k.contype = 'c' AND cl.relnamespace = current_schema()::regnamespace`);
  return { colunas: ordenar(colunas), fks: ordenar(fks), unicas: ordenar(unicas), checks: ordenar(checks) };
}

/**
 * Columns only PostgreSQL needs: the outbox's writing transaction, by which readers take events in
 * an order no later commit can break (SQLite, one writer at a time, commits ids in their order).
 */
const SO_NO_POSTGRES = ['eventos.xid not null'];

describe('the PostgreSQL schema', () => {
  beforeAll(async () => {
    sqlite = openDatabase('sqlite::memory:');
    await migrate(sqlite);
    pg = await bancoDeTeste({ orders: 0 }, { padrao: false });
  });
  afterAll(async () => {
    await sqlite.close();
    await pg.descartar();
  });

  it('has the same tables, columns, foreign keys, unique keys and checks as SQLite', async () => {
    const [a, b] = [await descreverSqlite(sqlite), await descreverPostgres(pg.db)];
    expect(b.colunas.filter((c) => !SO_NO_POSTGRES.includes(c))).toEqual(a.colunas);
    expect(b.colunas).toEqual(expect.arrayContaining(SO_NO_POSTGRES));
    expect(b.fks).toEqual(a.fks);
    expect(b.unicas).toEqual(a.unicas);
    expect(b.checks).toEqual(a.checks);
    // and the comparison is not of empty lists:
    expect(a.unicas).toContain('orders(id_seller, nfce_serie, nfce_numero) partial');
    expect(a.unicas).toContain('revisoes_acesso(id_grupo, (expressão)) partial');
    expect(a.fks).toContain('orders.id_seller → sellers.id');
    expect(a.checks).toEqual(expect.arrayContaining(['orders.minuto_sp', 'products.preco_centavos', 'password_reset_tokens.finalidade']));
  });

  it('keys rows by bigint identities and keeps money and instants in bigint columns', async () => {
    const tipos = await sqlDe(pg.db).todas<{ coluna: string; tipo: string; identidade: string }>(
      `SELECT table_name || '.' || column_name AS coluna, data_type AS tipo, is_identity AS identidade FROM information_schema.columns
       WHERE table_schema = current_schema() AND column_name IN ('id', 'valor_total', 'data_pedido') AND table_name IN ('orders', 'users')`,
    );
    expect(tipos.sort((x, y) => x.coluna.localeCompare(y.coluna))).toEqual([
      { coluna: 'orders.data_pedido', tipo: 'bigint', identidade: 'NO' },
      { coluna: 'orders.id', tipo: 'bigint', identidade: 'YES' },
      { coluna: 'orders.valor_total', tipo: 'bigint', identidade: 'NO' },
      { coluna: 'users.id', tipo: 'bigint', identidade: 'YES' },
    ]);
  });
});
