import { existsSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_DATABASE_PATH, ehPostgres, migrate, openDatabase, seedDemo, sqlitePathFromUrl } from '../db';

/**
 * `npm run seed -- --orders N [--seed S]`: recreates the demo database (DATABASE_URL or
 * var/retaguarda.db) with N orders. Stop the server first: a SQLite file is deleted and rebuilt;
 * on PostgreSQL the demo tables are emptied and filled again in one transaction, by COPY (see
 * server/db/seed/escrita), so a seed that fails leaves the database as it was.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { orders: { type: 'string', default: '20000' }, seed: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const pedidos = Number(values.orders);
  if (!Number.isInteger(pedidos) || pedidos < 0) throw new Error('--orders deve ser um inteiro >= 0');
  if (process.env.NODE_ENV === 'production' && !values.force) {
    throw new Error('NODE_ENV=production: o seed apagaria dados reais. Use --force se for mesmo isso.');
  }
  const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_PATH;
  const caminho = ehPostgres(url) ? 'PostgreSQL' : sqlitePathFromUrl(url);
  if (!ehPostgres(url) && caminho !== ':memory:') {
    // Deleting the file is much faster than DELETE on a million rows, and leaves no free pages.
    for (const sufixo of ['', '-wal', '-shm']) if (existsSync(caminho + sufixo)) rmSync(caminho + sufixo);
  }
  const db = openDatabase(url);
  await migrate(db);
  const r = await seedDemo(db, { orders: pedidos, seed: values.seed ? Number(values.seed) : undefined });
  await db.close();
  console.log(`${caminho}: ${r.orders} pedidos, ${r.clients} clientes, ${r.products} produtos em ${(r.ms / 1000).toFixed(1)} s`);
  for (const u of r.users) console.log(`  ${u.email} / ${u.senha}${u.ativo ? '' : ' (inativo)'}`);
}

main().catch((erro: unknown) => {
  console.error(erro instanceof Error ? erro.message : erro);
  process.exit(1);
});
