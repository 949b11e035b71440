import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate, openDatabase, type BancoPostgres } from '../../../server/db';
import { copiarSqliteParaPostgres } from '../../../server/db/copia/copiar';
import { lerEventosApos, moverLeitor, posicaoDoLeitor } from '../../../server/eventos/ler';
import { AGORA_TESTES } from '../helpers';
import { urlDoBanco } from '../postgres/contexto';
import { administrar } from '../postgres/servidor';

/**
 * The outbox's readers after a SQLite file moves to PostgreSQL (server/db/copia): a reader resumes
 * after the last event it had read, neither reading the copied ones again nor skipping one.
 * Only in server-pg (vitest.config.ts), where a PostgreSQL server is at hand.
 */
const postgres = inject('postgres');
const em = AGORA_TESTES.getTime();

let pasta: string;
let nomeDestino: string;
let destino: BancoPostgres;
let ids: number[];

beforeAll(async () => {
  if (!postgres) throw new Error('Este arquivo roda no projeto server-pg (vitest.config.ts).');
  pasta = mkdtempSync(join(tmpdir(), 'retaguarda-copia-leitores-'));
  const arquivo = join(pasta, 'retaguarda.db');
  const origem = openDatabase(`sqlite:${arquivo}`);
  try {
    await migrate(origem);
    ids = [];
    for (let n = 1; n <= 5; n++) {
      const { id } = await origem.kysely
        .insertInto('eventos')
        .values({ tipo: 'teste.copiado', payload: JSON.stringify({ n }), id_grupo: null, em })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    // one reader past the 3rd event, one that has read nothing yet
    await posicaoDoLeitor(origem.kysely, 'no-meio', em);
    await moverLeitor(origem.kysely, 'no-meio', { id: ids[2] ?? 0, xid: '0' }, em);
    await posicaoDoLeitor(origem.kysely, 'no-inicio', em);
  } finally {
    await origem.close();
  }
  nomeDestino = `${postgres.prefixo}leitores_${randomBytes(4).toString('hex')}`;
  await administrar(postgres.admin, `CREATE DATABASE ${nomeDestino}`);
  const aberto = openDatabase(urlDoBanco(postgres.admin, nomeDestino), { pool: 2 });
  if (aberto.tipo !== 'postgres') throw new Error('esperava PostgreSQL');
  destino = aberto;
  await migrate(destino);
  const sqlite = new BetterSqlite3(arquivo, { readonly: true, fileMustExist: true });
  try {
    expect((await copiarSqliteParaPostgres(sqlite, destino)).gravada).toBe(true);
  } finally {
    sqlite.close();
  }
});

afterAll(async () => {
  await destino?.close();
  if (postgres && nomeDestino) await administrar(postgres.admin, `DROP DATABASE IF EXISTS ${nomeDestino} WITH (FORCE)`);
  if (pasta) rmSync(pasta, { recursive: true, force: true });
});

const payloads = async (leitor: string): Promise<unknown[]> =>
  (await lerEventosApos(destino.kysely, await posicaoDoLeitor(destino.kysely, leitor, em), 100)).map((e) => e.payload);

describe('the outbox readers of a SQLite file copied to PostgreSQL', () => {
  it('resume after the event they had read: a reader at the 3rd of 5 reads the 4th and 5th only', async () => {
    expect(await payloads('no-meio')).toEqual([{ n: 4 }, { n: 5 }]);
  });

  it('a reader that had read nothing reads every copied event, in their order', async () => {
    expect(await payloads('no-inicio')).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));
  });
});
