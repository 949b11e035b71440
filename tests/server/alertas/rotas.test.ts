import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGENS_ALERTAS, ROTAS_ALERTAS } from '@retaguarda/contrato/api/alertas';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { toIsoSP } from '@retaguarda/contrato/br/dates';
import { createTestApp, VERSAO, type TestApp } from '../helpers';
import { SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarUsuario } from '../usuarios-de-teste';
import { alertasDa, avaliar, HORA, historicoDe, inserirPedido, limpar } from './apoio';

let t: TestApp;
let admin: string;
let operador: string;
let semChave: string;
let outroGrupo: string;
let idOperador: number;

beforeAll(async () => {
  t = await createTestApp({ orders: 0 });
  idOperador = await criarUsuario(t, { email: 'operador.alertas@exemplo.com', idSeller: 1, permissions: ['menu_principal_dashboard', 'dashboard_alertas_e_notificacoes_criticas'] });
  await criarUsuario(t, { email: 'outro.alertas@exemplo.com', idSeller: SELLER_OUTRO_GRUPO, permissions: ['menu_principal_dashboard', 'dashboard_alertas_e_notificacoes_criticas', 'cadastros_usuarios_do_sistema'] });
  admin = await t.login('admin@retaguarda.dev');
  operador = await t.login('operador.alertas@exemplo.com');
  semChave = await t.login('vendas@retaguarda.dev');
  outroGrupo = await t.login('outro.alertas@exemplo.com');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await limpar(t);
});

type Metodo = 'GET' | 'POST' | 'PUT';
const chamar = (cookie: string | null, metodo: Metodo, url: string, payload?: object) =>
  t.app.inject({ method: metodo, url, headers: { ...VERSAO, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
const acao = (cookie: string, e: { metodo: Metodo; caminho: string }, id: number, payload: object) => chamar(cookie, e.metodo, caminhoDe(e, { id }), payload);

/** One open alert of group 1 (an order paid 30 h ago), as the list answers it. */
async function umAlerta(): Promise<{ id: number; version: number }> {
  await inserirPedido(t, { status: STATUS.pago.id, ha: 30 * HORA });
  await avaliar(t, 'pedido_parado');
  const [a] = await alertasDa(t, 'pedido_parado');
  if (!a) throw new Error('nenhum alerta aberto');
  return { id: a.id, version: 1 };
}

describe('the inbox', () => {
  it('lists the open alert, counts it on the bell, and walks it through acknowledge, assign, deadline, snooze and resolve, each in its history', async () => {
    const { id } = await umAlerta();
    const lista = await chamar(operador, 'PUT', ROTAS_ALERTAS.lista.caminho, {});
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().RES).toEqual([expect.objectContaining({ id, regra: 'pedido_parado', estado: 'aberto', severidade: 'alta', version: 1, link: { id_pedido: expect.any(Number), pedidos: { data_from_pedido: '20/11/2026', data_to_pedido: '21/11/2026', status_pedido: [STATUS.pago.id] } } })]);
    expect(lista.json().PAG).toEqual({ page: 1, limit: 20, total: 1, total_pages: 1 });
    expect((await chamar(operador, 'GET', ROTAS_ALERTAS.contagem.caminho)).json().RES).toEqual({ abertos: 1, nao_reconhecidos: 1, por_severidade: { critica: 0, alta: 1, media: 0 } });

    const reconhecido = await acao(operador, ROTAS_ALERTAS.reconhecer, id, { version: 1 });
    expect(reconhecido.statusCode, reconhecido.body).toBe(200);
    expect(reconhecido.json().RES).toMatchObject({ estado: 'reconhecido', version: 2 });
    expect((await chamar(operador, 'GET', ROTAS_ALERTAS.contagem.caminho)).json().RES).toEqual({ abertos: 1, nao_reconhecidos: 0, por_severidade: { critica: 0, alta: 0, media: 0 } });

    const atribuido = await acao(operador, ROTAS_ALERTAS.responsavel, id, { version: 2, id_usuario: idOperador });
    expect(atribuido.json().RES.responsavel).toEqual({ id: idOperador, nome: 'operador.alertas@exemplo.com' });
    const agora = t.relogio.agora.getTime();
    const comPrazo = await acao(operador, ROTAS_ALERTAS.prazo, id, { version: 3, prazo: toIsoSP(agora + 24 * HORA) });
    expect(comPrazo.json().RES.prazo).toBe(toIsoSP(agora + 24 * HORA));
    const adiado = await acao(operador, ROTAS_ALERTAS.adiar, id, { version: 4, ate: toIsoSP(agora + 4 * HORA) });
    expect(adiado.json().RES).toMatchObject({ estado: 'adiado', adiado_ate: toIsoSP(agora + 4 * HORA) });
    const resolvido = await acao(operador, ROTAS_ALERTAS.resolver, id, { version: 5, nota: 'Pedido separado e enviado' });
    expect(resolvido.json().RES).toMatchObject({ estado: 'resolvido', version: 6 });

    // resolved alerts leave the default list and show under their state
    expect((await chamar(operador, 'PUT', ROTAS_ALERTAS.lista.caminho, {})).json().RES).toEqual([]);
    expect((await chamar(operador, 'PUT', ROTAS_ALERTAS.lista.caminho, { estado: ['resolvido'] })).json().RES.map((a: { id: number }) => a.id)).toEqual([id]);
    const historico = await chamar(operador, 'GET', caminhoDe(ROTAS_ALERTAS.historico, { id }));
    expect(historico.json().RES.map((h: { acao: string }) => h.acao)).toEqual(['resolvido', 'adiado', 'prazo', 'responsavel', 'reconhecido', 'aberto']);
    expect(historico.json().RES[0]).toMatchObject({ descricao: 'Resolvido: Pedido separado e enviado', usuario: 'operador.alertas@exemplo.com' });
    expect(historico.json().RES.at(-1)).toMatchObject({ usuario: null });
    expect((await chamar(operador, 'GET', caminhoDe(ROTAS_ALERTAS.historico, { id }))).statusCode).toBe(200);
    expect(await historicoDe(t, id)).toHaveLength(6);
  });

  it('answers 409 to a change made on a version someone changed first, and to a change of a resolved alert', async () => {
    const { id } = await umAlerta();
    expect((await acao(operador, ROTAS_ALERTAS.reconhecer, id, { version: 1 })).statusCode).toBe(200);
    const velho = await acao(admin, ROTAS_ALERTAS.adiar, id, { version: 1, ate: toIsoSP(t.relogio.agora.getTime() + HORA) });
    expect(velho.statusCode).toBe(409);
    expect(velho.json().RES).toBe(MENSAGENS_ALERTAS.versao);
    expect((await acao(admin, ROTAS_ALERTAS.resolver, id, { version: 2, nota: 'ok' })).statusCode).toBe(200);
    const depois = await acao(admin, ROTAS_ALERTAS.reconhecer, id, { version: 3 });
    expect(depois.statusCode).toBe(409);
    expect(depois.json().RES).toBe(MENSAGENS_ALERTAS.resolvido);
  });

  it('refuses a snooze past 7 days or in the past, a note left empty and an owner from outside the group, naming the field', async () => {
    const { id } = await umAlerta();
    const agora = t.relogio.agora.getTime();
    const longe = await acao(operador, ROTAS_ALERTAS.adiar, id, { version: 1, ate: toIsoSP(agora + 8 * 24 * HORA) });
    expect(longe.statusCode).toBe(400);
    expect(longe.json().validation.body.keys).toEqual(['ate']);
    expect((await acao(operador, ROTAS_ALERTAS.adiar, id, { version: 1, ate: toIsoSP(agora - HORA) })).statusCode).toBe(400);
    const semNota = await acao(operador, ROTAS_ALERTAS.resolver, id, { version: 1, nota: '   ' });
    expect(semNota.statusCode).toBe(400);
    expect(semNota.json().validation.body.keys).toEqual(['nota']);
    const idOutro = await t.sql.valor<number>('SELECT id FROM users WHERE email = ?', 'outro.alertas@exemplo.com');
    const estranho = await acao(operador, ROTAS_ALERTAS.responsavel, id, { version: 1, id_usuario: idOutro });
    expect(estranho.statusCode).toBe(400);
    expect(estranho.json().validation.body.keys).toEqual(['id_usuario']);
    expect((await alertasDa(t, 'pedido_parado'))[0]?.estado).toBe('aberto');
  });
});

describe('who may', () => {
  it('401 without a session, 403 without the key; only an administrator edits a rule', async () => {
    const { id } = await umAlerta();
    expect((await chamar(null, 'PUT', ROTAS_ALERTAS.lista.caminho, {})).statusCode).toBe(401);
    expect((await chamar(semChave, 'GET', ROTAS_ALERTAS.contagem.caminho)).statusCode).toBe(403);
    expect((await acao(semChave, ROTAS_ALERTAS.reconhecer, id, { version: 1 })).statusCode).toBe(403);
    const regra = caminhoDe(ROTAS_ALERTAS.alterarRegra, { regra: 'pago_sem_nfce' });
    const corpo = { version: 1, ativa: true, severidade: 'critica', email: false, parametros: { minutos: 60 } };
    expect((await chamar(operador, 'PUT', regra, corpo)).statusCode).toBe(403);
    expect((await chamar(operador, 'GET', ROTAS_ALERTAS.regras.caminho)).statusCode).toBe(200);
  });

  it("another group's user sees none of group 1's alerts and cannot touch them (404)", async () => {
    const { id } = await umAlerta();
    expect((await chamar(outroGrupo, 'PUT', ROTAS_ALERTAS.lista.caminho, {})).json().RES).toEqual([]);
    expect((await chamar(outroGrupo, 'GET', ROTAS_ALERTAS.contagem.caminho)).json().RES.abertos).toBe(0);
    expect((await acao(outroGrupo, ROTAS_ALERTAS.reconhecer, id, { version: 1 })).statusCode).toBe(404);
    expect((await chamar(outroGrupo, 'GET', caminhoDe(ROTAS_ALERTAS.historico, { id }))).statusCode).toBe(404);
    expect((await alertasDa(t, 'pedido_parado'))[0]?.estado).toBe('aberto');
    // the other group's rules are its own
    const regra = caminhoDe(ROTAS_ALERTAS.alterarRegra, { regra: 'pedido_parado' });
    const corpo = { version: 1, ativa: false, severidade: 'media', email: false, parametros: { horas_aguardando_pagamento: 48, horas_pago: 24, horas_em_separacao: 48, horas_enviado: 240 } };
    expect((await chamar(outroGrupo, 'PUT', regra, corpo)).statusCode).toBe(200);
    const doGrupo1 = (await chamar(admin, 'GET', ROTAS_ALERTAS.regras.caminho)).json().RES.find((r: { regra: string }) => r.regra === 'pedido_parado');
    expect(doGrupo1).toMatchObject({ ativa: true, version: 1 });
  });
});

describe('the rules', () => {
  it('an administrator changes thresholds within bounds (400 naming the parameter outside them) and a stale version gets 409', async () => {
    const url = caminhoDe(ROTAS_ALERTAS.alterarRegra, { regra: 'pago_sem_nfce' });
    const fora = await chamar(admin, 'PUT', url, { version: 1, ativa: true, severidade: 'critica', email: true, parametros: { minutos: 2 } });
    expect(fora.statusCode).toBe(400);
    expect(fora.json().validation.body.keys).toEqual(['parametros.minutos']);
    const ok = await chamar(admin, 'PUT', url, { version: 1, ativa: true, severidade: 'alta', email: false, parametros: { minutos: 60 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().RES).toEqual({ regra: 'pago_sem_nfce', ativa: true, severidade: 'alta', email: false, parametros: { minutos: 60 }, version: 2 });
    expect((await chamar(admin, 'PUT', url, { version: 1, ativa: false, severidade: 'alta', email: false, parametros: { minutos: 60 } })).statusCode).toBe(409);

    // the new threshold is what the evaluation applies: 40 minutes is no longer late
    await inserirPedido(t, { status: STATUS.pago.id, ha: 40 * 60_000 });
    expect(await avaliar(t, 'pago_sem_nfce')).toEqual({ abertos: 0, fechados: 0 });
  });
});
