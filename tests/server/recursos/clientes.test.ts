import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes } from '@retaguarda/contrato/recursos/clientes';
import { rotasDoRecurso } from '@retaguarda/contrato/recursos/rotas';
import { createTestApp, VERSAO, type TestApp } from '../helpers';

const ROTAS = rotasDoRecurso(clientes);
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ orders: 10 });
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());

describe('the clients, served by the resource engine at /v2/logins', () => {
  it('answers the list in the envelope with its page', async () => {
    const res = await t.app.inject({ method: 'PUT', url: ROTAS.consulta.caminho, headers: { cookie: admin, ...VERSAO }, payload: {} });
    expect(res.statusCode).toBe(200);
    const { RES, PAG } = res.json();
    expect(Array.isArray(RES)).toBe(true);
    expect(PAG).toMatchObject({ page: 1, limit: 25, total: expect.any(Number) });
  });

  it('creates a client in the group, stamps the marketing consent, and finds it by CPF with or without the mask', async () => {
    const criado = await t.app.inject({
      method: 'POST',
      url: ROTAS.criar.caminho,
      headers: { cookie: admin, ...VERSAO },
      payload: { nome: 'Zuleiqua Testemunha', documento: '390.533.447-05', consentimento_marketing: true, email: 'zuleiqua@exemplo.com.br' },
    });
    expect(criado.statusCode, criado.body).toBe(201);
    expect(criado.json().RES).toMatchObject({ nome: 'Zuleiqua Testemunha', documento: '39053344705', tipo_pessoa: 'fisica', consentimento_em: expect.stringMatching(/-03:00$/) });
    for (const busca of ['390.533.447-05', '39053344705', 'zuleiq']) {
      const res = await t.app.inject({ method: 'PUT', url: ROTAS.consulta.caminho, headers: { cookie: admin, ...VERSAO }, payload: { busca } });
      expect(res.json().RES.map((c: { nome: string }) => c.nome), busca).toEqual(['Zuleiqua Testemunha']);
    }
    expect(await t.sql.valor('SELECT cpf FROM clients WHERE id = ?', criado.json().RES.id)).toBe('39053344705');
  });
});
