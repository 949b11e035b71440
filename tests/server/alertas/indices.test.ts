import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { IDS_REGRAS } from '@retaguarda/contrato/alertas/regras';
import { createTestApp, soNoSqlite, type TestApp } from '../helpers';
import { sqliteDe } from '../sql-teste';
import { avaliar, HORA, inserirPedido, MIN } from './apoio';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orders: 0 });
});
afterAll(async () => {
  await t.close();
});

/** Tables a minute's evaluation may read whole: the groups and their stores, a handful of rows. */
const PEQUENAS = new Set(['seller_groups', 'sellers']);

describe('the minute evaluation reads indexes', () => {
  // SQLite's query plans; PostgreSQL plans by cost, and its choice on a small table is not this test's.
  soNoSqlite('no statement of any rule scans a table whole (orders, items, summaries, stock, alerts)', async () => {
    await inserirPedido(t, { status: STATUS.pago.id, ha: 30 * HORA });
    await inserirPedido(t, { status: STATUS.pago.id, ha: 40 * MIN });
    const sqlite = sqliteDe(t.db);
    const textos: string[] = [];
    const preparar = sqlite.prepare.bind(sqlite);
    const espiao = vi.spyOn(sqlite, 'prepare').mockImplementation((texto: string) => {
      textos.push(texto);
      return preparar(texto);
    });
    try {
      for (const regra of IDS_REGRAS) await avaliar(t, regra);
    } finally {
      espiao.mockRestore();
    }
    const consultas = [...new Set(textos.filter((s) => /^\s*(select|update|insert)/i.test(s)))];
    expect(consultas.length).toBeGreaterThan(10);
    const varreduras = consultas.flatMap((texto) =>
      // the plan does not depend on the values: each parameter bound to null
      (sqlite.prepare(`EXPLAIN QUERY PLAN ${texto}`).all(...Array<null>((texto.match(/\?/g) ?? []).length).fill(null)) as { detail: string }[])
        .map((l) => l.detail)
        .filter((d) => /^SCAN /.test(d) && !PEQUENAS.has(d.split(' ')[1] ?? ''))
        .map((d) => `${d} ← ${texto.slice(0, 80)}`),
    );
    expect(varreduras).toEqual([]);
  });
});
