import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';
import { migrate, openDatabase, seedDemo, type Database } from '../../server/db';
import { MIGRACOES } from '../../server/db/migracoes';
import { migrarAteAUltima } from '../../server/db/migrar';
import { NOMES_DOS_IDS_ANTIGOS } from '../../server/db/registro-antigo';

interface Objeto {
  type: string;
  name: string;
  sql: string;
}

/** What the two runners before Kysely's Migrator left in an empty database (see its _sobre). */
const ANTIGO = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/banco-do-runner-antigo.json'), 'utf8')) as {
  esquema: Objeto[];
  schema_migrations: { id: string; aplicada_em: number }[];
};
const BOOKKEEPING = ['schema_migrations', 'kysely_migration', 'kysely_migration_lock'];

const pasta = mkdtempSync(join(tmpdir(), 'retaguarda-migracoes-'));
afterAll(() => rmSync(pasta, { recursive: true, force: true }));
let arquivos = 0;
const novoArquivo = () => openDatabase(`sqlite:${join(pasta, `${++arquivos}.db`)}`);

/** The schema, bookkeeping and FTS5 shadow tables aside, in creation order. */
function esquema(db: Database): Objeto[] {
  const objetos = db.sqlite.prepare('SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid').all() as Objeto[];
  return objetos.filter((o) => !BOOKKEEPING.includes(o.name) && !(o.type === 'table' && o.name.startsWith('clients_busca_')));
}

/** Recreates a database as the old runners left it, with only the first `quantas` of their migrations applied. */
async function bancoDoRunnerAntigo(db: Database, quantas = ANTIGO.schema_migrations.length): Promise<void> {
  const registro = ANTIGO.schema_migrations.slice(0, quantas);
  for (const { id } of registro) await MIGRACOES[NOMES_DOS_IDS_ANTIGOS[id]].up(db.kysely);
  db.sqlite.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, aplicada_em INTEGER NOT NULL)');
  const inserir = db.sqlite.prepare('INSERT INTO schema_migrations (id, aplicada_em) VALUES (?, ?)');
  for (const r of registro) inserir.run(r.id, r.aplicada_em);
}

/**
 * The migrations the old runners knew: the fixture is their schema. Later migrations, and the
 * tables the resource engine keeps from its declarations (migrarAteAUltima's last step), add to
 * it; the comparisons run these alone and no resources.
 */
const ANTIGAS = Object.fromEntries(Object.entries(MIGRACOES).filter(([nome]) => Object.values(NOMES_DOS_IDS_ANTIGOS).includes(nome)));
const NOVAS = Object.keys(MIGRACOES).filter((nome) => !(nome in ANTIGAS));

const aplicadas = (db: Database) => db.sqlite.prepare('SELECT name, timestamp FROM kysely_migration ORDER BY name').all() as { name: string; timestamp: string }[];

describe('the migrations', () => {
  it('are every file in server/db/migracoes, named so that they sort in the order they apply', () => {
    const arquivosDaPasta = readdirSync(join(import.meta.dirname, '../../server/db/migracoes'))
      .filter((f) => /^\d{4}-\d{2}-\d{2}-\d{2}-[a-z0-9-]+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''));
    const nomes = Object.keys(MIGRACOES);
    expect(nomes).toEqual(arquivosDaPasta.sort());
    expect(nomes).toEqual([...nomes].sort());
    expect(Object.values(NOMES_DOS_IDS_ANTIGOS).every((n) => nomes.includes(n))).toBe(true);
  });

  it('build on a fresh database exactly the schema the old runners built, statement for statement', async () => {
    const db = novoArquivo();
    expect(await migrarAteAUltima(db.kysely, ANTIGAS, {})).toEqual(Object.keys(ANTIGAS));
    expect(esquema(db)).toEqual(ANTIGO.esquema.filter((o) => o.name !== 'schema_migrations'));
    expect(await migrate(db)).toEqual(NOVAS);
    expect(await migrate(db)).toEqual([]);
    await db.close();
  });
});

describe('a database the old runners migrated', () => {
  it('is recognised: only the migrations written since run, the old dates are kept, and the server works on it', async () => {
    const db = novoArquivo();
    await bancoDoRunnerAntigo(db);
    const antes = esquema(db);
    await db.close();

    const reaberto = openDatabase(`sqlite:${db.path}`);
    expect(await migrate(reaberto)).toEqual(NOVAS);
    expect(esquema(reaberto).map((o) => o.name)).toEqual(expect.arrayContaining(antes.map((o) => o.name)));
    expect(aplicadas(reaberto).filter((r) => !NOVAS.includes(r.name))).toEqual(
      ANTIGO.schema_migrations.map((r) => ({ name: NOMES_DOS_IDS_ANTIGOS[r.id], timestamp: new Date(r.aplicada_em).toISOString() })).sort((a, b) => a.name.localeCompare(b.name)),
    );
    // The old table stays, so an older build can still open the file.
    expect(reaberto.sqlite.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get()).toEqual({ n: ANTIGO.schema_migrations.length });
    expect(await migrate(reaberto)).toEqual([]);
    const seed = await seedDemo(reaberto, { orders: 200, now: new Date('2026-11-21T15:00:00.000Z'), scrypt: SCRYPT_TESTES });
    expect(reaberto.sqlite.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: seed.orders });
    await reaberto.close();
  });

  it('gets only what it lacks when the old runners stopped part-way (the order tables before the account ones)', async () => {
    const db = novoArquivo();
    await bancoDoRunnerAntigo(db, 2);
    expect(await migrarAteAUltima(db.kysely, ANTIGAS, {})).toEqual(Object.keys(ANTIGAS).slice(2));
    expect(esquema(db)).toEqual(ANTIGO.esquema.filter((o) => o.name !== 'schema_migrations'));
    await db.close();
  });
});

describe('a migration that fails', () => {
  it('leaves the database as it was, with nothing recorded', async () => {
    const db = novoArquivo();
    await migrate(db);
    const falha = {
      ...MIGRACOES,
      '2099-01-01-01-cria-e-falha': {
        async up(k: Parameters<(typeof MIGRACOES)[string]['up']>[0]) {
          await sql`CREATE TABLE tabela_que_nao_fica (id INTEGER)`.execute(k);
          await sql`SELECT * FROM tabela_que_nao_existe`.execute(k);
        },
      },
    };
    await expect(migrarAteAUltima(db.kysely, falha)).rejects.toThrow(/tabela_que_nao_existe/);
    expect(db.sqlite.prepare("SELECT name FROM sqlite_master WHERE name = 'tabela_que_nao_fica'").all()).toEqual([]);
    expect(aplicadas(db).map((r) => r.name)).toEqual(Object.keys(MIGRACOES));
    await db.close();
  });
});
