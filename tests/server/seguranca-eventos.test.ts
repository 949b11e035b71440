import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrarEventoSeguranca, type EventoSeguranca } from '../../server/modulos/sessao/seguranca/log';
import { AGORA_TESTES, createTestApp, type TestApp } from './helpers';
import { criarUsuario } from './usuarios-de-teste';

const CHAVE = 'torre_de_controle_revisao_e_gestao_de_acessos';
const DIA = 24 * 3600 * 1000;
const URL = '/v1/seguranca/eventos';

let t: TestApp;
let revisor: string;
let revisorParceiro: string;
let idAdmin: number;
let idParceiro: number;

const eventos = (cookie: string, query = '') => t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: { cookie } });
const gravar = (e: Omit<EventoSeguranca, 'em'> & { diasAtras?: number; minutos?: number }) =>
  registrarEventoSeguranca(t.db.kysely, { ...e, em: AGORA_TESTES.getTime() - (e.diasAtras ?? 0) * DIA - (e.minutos ?? 0) * 60_000 });

beforeAll(async () => {
  t = await createTestApp({ orders: 10 });
  await criarUsuario(t, { email: 'revisor@retaguarda.dev', idSeller: 2, permissions: [CHAVE] });
  idParceiro = await criarUsuario(t, { email: 'revisor@parceira.dev', idSeller: 5, permissions: [CHAVE] });
  idAdmin = (await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'admin@retaguarda.dev').executeTakeFirstOrThrow()).id;
  revisor = await t.login('revisor@retaguarda.dev');
  revisorParceiro = await t.login('revisor@parceira.dev');
  // the two sign-ins above are events too; start from a known log
  await t.sql.executar('DELETE FROM security_events');
  await gravar({ tipo: 'login_ok', userId: idAdmin, email: 'admin@retaguarda.dev', ip: '10.0.0.1', diasAtras: 3 });
  await gravar({ tipo: 'exportacao', userId: idAdmin, email: 'admin@retaguarda.dev', ip: '10.0.0.1', diasAtras: 2, detalhe: { linhas: 120, senha: 'vazou?', token: 'abc' } });
  await gravar({ tipo: 'login_falhou', email: 'vendas@retaguarda.dev', ip: '10.0.0.9', diasAtras: 1 });
  await gravar({ tipo: 'login_falhou', email: 'estranho@fora.dev', ip: '10.0.0.9', diasAtras: 1, minutos: 1 });
  await gravar({ tipo: 'login_ok', userId: idParceiro, email: 'revisor@parceira.dev', ip: '10.0.0.5', minutos: 30 });
  await gravar({ tipo: 'senha_alterada', userId: idAdmin, email: 'admin@retaguarda.dev', ip: '10.0.0.1', minutos: 10 });
});
afterAll(() => t.close());

describe('GET /v1/seguranca/eventos: who may read it', () => {
  it('answers 401 without a session and 403 without the access-review key (and logs that 403)', async () => {
    expect((await eventos('')).statusCode).toBe(401);
    const vendas = await t.login('vendas@retaguarda.dev');
    const res = await eventos(vendas);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ RES: 'Acesso negado' });
    const negado = (await t.sql.uma("SELECT email, detalhe FROM security_events WHERE tipo = 'acesso_negado' ORDER BY id DESC"));
    expect(negado).toEqual({ email: 'vendas@retaguarda.dev', detalhe: JSON.stringify({ metodo: 'GET', caminho: URL, chave: CHAVE }) });
    await t.sql.executar("DELETE FROM security_events WHERE tipo IN ('acesso_negado', 'login_ok') AND email = 'vendas@retaguarda.dev'");
  });
});

describe('GET /v1/seguranca/eventos: what it shows', () => {
  it("lists only the events of the caller's seller group, plus failed sign-ins with a group e-mail, newest first", async () => {
    const res = await eventos(revisor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const corpo = res.json();
    expect(corpo.RES.map((e: { tipo: string; email: string }) => [e.tipo, e.email])).toEqual([
      ['senha_alterada', 'admin@retaguarda.dev'],
      ['login_falhou', 'vendas@retaguarda.dev'],
      ['exportacao', 'admin@retaguarda.dev'],
      ['login_ok', 'admin@retaguarda.dev'],
    ]);
    expect(corpo.PAG).toEqual({ page: 1, limit: 50, total: 4, total_pages: 1 });
    expect(corpo.RES[0]).toEqual({ id: expect.any(Number), tipo: 'senha_alterada', em: '2026-11-21T11:50:00-03:00', id_usuario: idAdmin, email: 'admin@retaguarda.dev', ip: '10.0.0.1', detalhe: null });

    const parceiro = (await eventos(revisorParceiro)).json();
    expect(parceiro.RES.map((e: { email: string }) => e.email)).toEqual(['revisor@parceira.dev']);
  });

  it('never carries secrets: no password, token or hash in any event', async () => {
    const texto = (await eventos(revisor)).body;
    expect(texto).not.toMatch(/senha"|token|hash|vazou|abc/i);
    expect((await eventos(revisor, '?tipo=exportacao')).json().RES[0].detalhe).toEqual({ linhas: 120 });
  });

  it('filters by day range (São Paulo days), type and e-mail', async () => {
    const tipos = async (q: string) => (await eventos(revisor, q)).json().RES.map((e: { tipo: string }) => e.tipo);
    expect(await tipos('?de=19/11/2026&ate=20/11/2026')).toEqual(['login_falhou', 'exportacao']);
    expect(await tipos('?de=21/11/2026')).toEqual(['senha_alterada']);
    expect(await tipos('?tipo=login_ok')).toEqual(['login_ok']);
    expect(await tipos('?email=VENDAS@retaguarda.dev')).toEqual(['login_falhou']);
    expect(await tipos('?email=estranho@fora.dev')).toEqual([]);
  });

  it('pages with a capped limit', async () => {
    const p2 = (await eventos(revisor, '?limit=3&page=2')).json();
    expect(p2.RES.map((e: { tipo: string }) => e.tipo)).toEqual(['login_ok']);
    expect(p2.PAG).toEqual({ page: 2, limit: 3, total: 4, total_pages: 2 });
    expect((await eventos(revisor, '?limit=200')).statusCode).toBe(200);
  });

  it.each([
    ['?limit=201', ['limit']],
    ['?limit=0', ['limit']],
    ['?page=x', ['page']],
    ['?de=2026-11-20', ['de']],
    ['?de=21/11/2026&ate=20/11/2026', ['ate']],
    ['?tipo=qualquer', ['tipo']],
    ['?tipo=login_ok&tipo=logout', ['tipo']],
  ])('%s → 400 naming %j', async (query, keys) => {
    const res = await eventos(revisor, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.body).toMatchObject({ source: 'query', keys });
  });
});
