import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrate, openDatabase, seedDemo } from '../../server/db';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';
import { maquina } from '../lib/numeros';

/**
 * What keeping the stores' stock summary costs the writes on PostgreSQL (migration
 * 2026-11-28-08): transactions of 250 to 2,000 one-row changes of stock (an inventory approved,
 * a big receipt) and one UPDATE of a store's every position, with the user triggers of
 * estoque_saldos on, off, and on again. A scratch database made from `--admin` (seeded with the
 * demo's 2,000 products, no orders) and dropped at the end. Prints figures; never fails on time.
 *
 *   npx tsx bench/estoque-posicao/escrita-postgres.ts [--admin postgres://postgres@127.0.0.1:5432/postgres]
 */
const { values } = parseArgs({ options: { admin: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' } } });
const nome = `retaguarda_bench_escrita_${process.pid}`;
const admin = new pg.Client({ connectionString: values.admin });
await admin.connect();
await admin.query(`CREATE DATABASE ${nome}`);
try {
  const url = new URL(values.admin);
  url.pathname = `/${nome}`;
  const db = openDatabase(url.toString());
  await migrate(db);
  await seedDemo(db, { orders: 0, now: new Date('2026-11-28T12:00:00Z'), scrypt: SCRYPT_TESTES });
  await db.close();
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    console.log(`máquina: ${maquina()}`);
    const ids = (await c.query<{ id: string }>('SELECT id_produto AS id FROM estoque_saldos WHERE id_seller = 1 ORDER BY id_produto')).rows.map((r) => Number(r.id));
    for (const gatilhos of ['ENABLE', 'DISABLE', 'ENABLE'] as const) {
      await c.query(`ALTER TABLE estoque_saldos ${gatilhos} TRIGGER USER`);
      console.log(gatilhos === 'ENABLE' ? 'com o resumo (gatilhos ligados):' : 'sem o resumo (gatilhos desligados):');
      for (const n of [250, 500, 1000, 2000].filter((q) => q <= ids.length)) {
        const inicio = performance.now();
        await c.query('BEGIN');
        for (const id of ids.slice(0, n)) await c.query('UPDATE estoque_saldos SET em_maos = em_maos + 1 WHERE id_seller = 1 AND id_produto = $1', [id]);
        const antes = performance.now();
        await c.query('COMMIT');
        const fim = performance.now();
        console.log(`  ${n} mudanças de uma linha numa transação: ${(antes - inicio).toFixed(0)} ms até o COMMIT (${((1000 * (antes - inicio)) / n).toFixed(0)} µs cada), COMMIT ${(fim - antes).toFixed(1)} ms`);
      }
      const inicio = performance.now();
      await c.query('UPDATE estoque_saldos SET em_maos = em_maos + 1 WHERE id_seller = 1');
      console.log(`  um UPDATE das ${ids.length} posições da loja: ${(performance.now() - inicio).toFixed(0)} ms`);
    }
  } finally {
    await c.end();
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
  await admin.end();
}
