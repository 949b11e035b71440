import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amostraDoRecurso } from '@retaguarda/contrato/recursos/amostra';
import { rotasDoRecurso } from '@retaguarda/contrato/recursos/rotas';
import { seedDemo } from '../../server/db';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';
import { AGORA_TESTES } from './agora';
import { criarAppRecursos, ferramentas, type AppRecursos } from './recursos/app-recursos';

/**
 * The demo seed over a database that serves a register declared after it (the engine's throwaway
 * one, with a list of references, so a join table too): the seed finds the register's tables in
 * the database and empties them with the rest, on SQLite and on PostgreSQL.
 */
let t: AppRecursos;
let admin: string;

beforeAll(async () => {
  t = await criarAppRecursos({ ferramentas });
  admin = await t.login('admin@retaguarda.dev');
  const cliente = Number(await t.sql.valor('SELECT MIN(c.id) FROM clients c JOIN sellers s ON s.id_grupo = c.id_grupo WHERE s.id = 1'));
  const res = await t.chamar(admin, 'POST', ferramentas.caminho, amostraDoRecurso(ferramentas, { referencias: { clientes: cliente } }));
  expect(res.statusCode, res.body).toBe(201);
  expect(Number(await t.sql.valor('SELECT COUNT(*) FROM ferramentas__usuarios'))).toBe(1);
});
afterAll(() => t.close());

describe('seeding again a database with a register declared after the seed', () => {
  it("empties the register's tables with the rest and leaves the app serving it", async () => {
    const seed = await seedDemo(t.db, { orders: 0, now: AGORA_TESTES, scrypt: SCRYPT_TESTES });
    expect(seed.products).toBeGreaterThan(0);
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM ferramentas'))).toBe(0);
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM ferramentas__usuarios'))).toBe(0);
    const cookie = await t.login('admin@retaguarda.dev');
    const { consulta } = rotasDoRecurso(ferramentas);
    const lista = await t.chamar(cookie, consulta.metodo, consulta.caminho, { situacao: 'todos' });
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().PAG.total).toBe(0);
    const criado = await t.chamar(cookie, 'POST', ferramentas.caminho, amostraDoRecurso(ferramentas));
    expect(criado.statusCode, criado.body).toBe(201);
  });
});
