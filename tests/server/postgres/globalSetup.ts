import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase, seedDemo } from '../../../server/db';
import { SCRYPT_TESTES } from '../../../server/modulos/sessao/auth/password';
import { AGORA_TESTES, PEDIDOS_TESTES } from '../agora';
import { urlDoBanco, type PostgresDeTeste } from './contexto';
import { administrar, exigirPostgres, URL_ADMIN } from './servidor';

/**
 * The server tests on PostgreSQL: one model database migrated and seeded once for the run, and
 * one empty but migrated; each test app gets its own database copied from one of them (CREATE
 * DATABASE … TEMPLATE, much faster than migrating and seeding again), dropped when it closes.
 * Every database of the run is dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const admin = URL_ADMIN;
  await exigirPostgres(admin);
  const prefixo = `retaguarda_teste_${process.pid}_`;
  const modelo = `${prefixo}modelo`;
  const vazio = `${prefixo}vazio`;
  for (const nome of [modelo, vazio]) await administrar(admin, `CREATE DATABASE ${nome}`);
  const dbVazio = openDatabase(urlDoBanco(admin, vazio));
  await migrate(dbVazio);
  await dbVazio.close();
  const dbModelo = openDatabase(urlDoBanco(admin, modelo));
  await migrate(dbModelo);
  const seed = await seedDemo(dbModelo, { orders: PEDIDOS_TESTES, now: AGORA_TESTES, scrypt: SCRYPT_TESTES });
  await dbModelo.close();
  project.provide('postgres', { admin, modelo, vazio, seed, prefixo } satisfies PostgresDeTeste);

  return async () => {
    const cliente = new pg.Client({ connectionString: admin });
    await cliente.connect();
    try {
      const { rows } = await cliente.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefixo]);
      for (const { datname } of rows) await cliente.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await cliente.end();
    }
  };
}
