import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENSAGENS_COMUNS, MENSAGENS_PEDIDO } from '@retaguarda/contrato/api';
import { server } from '../mocks/server';
import { gravarPedido, noBanco } from './pedidosNoBanco';
import { AGORA_TESTES } from '../server/helpers';
import { criarServidorReal, type ServidorReal } from './servidorReal';

let real: ServidorReal;
beforeAll(async () => {
  real = await criarServidorReal();
});
afterAll(() => real.fechar());
beforeEach(() => {
  real.reiniciar();
  server.use(...real.handlers);
});

const json = { 'Content-Type': 'application/json', 'X-Client-Version': '1.0.1' };
const logar = (email = 'vendas@retaguarda.dev', senha = 'retaguarda') =>
  fetch('/v1/login_erp/logar', { method: 'POST', credentials: 'include', headers: json, body: JSON.stringify({ email, senha }) });

describe('the bridge to the real server', () => {
  it('keeps the session cookies like a browser: sent after the login, the refresh one only to its path, gone after logout', async () => {
    expect((await fetch('/v2/config/erp/dados-start')).status).toBe(401);
    const login = await logar();
    expect(login.status).toBe(200);
    // the page never sees Set-Cookie; the jar keeps both cookies
    expect(login.headers.get('set-cookie')).toBeNull();
    expect(real.cookies.nomes().sort()).toEqual(['__Host-rtg_acesso', '__Secure-rtg_refresh']);
    expect(real.cookies.para('/v2/config/erp/dados-start')).toMatch(/^__Host-rtg_acesso=[^;]+$/);
    expect(real.cookies.para('/v1/login_erp/renovar-token')).toContain('__Secure-rtg_refresh=');
    expect((await fetch('/v2/config/erp/dados-start')).status).toBe(200);
    expect((await fetch('/v1/login_erp/renovar-token', { method: 'POST', headers: json })).status).toBe(200);
    expect((await fetch('/v1/login_erp/logout', { method: 'POST', headers: json })).status).toBe(200);
    expect(real.cookies.nomes()).toEqual([]);
    expect((await fetch('/v2/config/erp/dados-start')).status).toBe(401);
  });

  it('lets the access cookie expire on the server clock', async () => {
    await logar();
    real.relogio.avancar(24 * 60 * 60_000);
    expect(real.cookies.para('/v2/config/erp/dados-start')).toBeUndefined();
    expect((await fetch('/v2/config/erp/dados-start')).status).toBe(401);
  });

  it('passes a binary body through byte for byte, with its headers', async () => {
    const id = await gravarPedido(real);
    await logar();
    const res = await fetch('/v2/vendas/lista-pedidos/impressao', { method: 'PUT', headers: json, body: JSON.stringify({ ids: [id], tipo: 'separacao' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const recebido = new Uint8Array(await res.arrayBuffer());
    const direto = await real.chamar('PUT', '/v2/vendas/lista-pedidos/impressao', { ids: [id], tipo: 'separacao' });
    expect(new TextDecoder().decode(recebido.slice(0, 5))).toBe('%PDF-');
    expect(recebido.some((b) => b > 127)).toBe(true);
    expect(Buffer.from(recebido).equals(direto.rawPayload)).toBe(true);
  });

  it('passes a 4xx through with its JSON body', async () => {
    await logar();
    const res = await fetch('/v2/vendas/lista-pedidos/999999');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ RES: MENSAGENS_PEDIDO.naoEncontrado });
    const semVersao = await fetch('/v2/vendas/lista-pedidos', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(semVersao.status).toBe(400);
    expect(await semVersao.json()).toEqual({ RES: MENSAGENS_COMUNS.versaoCliente });
  });

  it('starts each test from the seed: the orders a test wrote are gone with their summary, the clock is back', async () => {
    real.relogio.avancar(60_000);
    const id = await gravarPedido(real);
    await logar();
    const corpo = { page: 1, limit: 10, id_pessoa: [1, 2, 3, 4], data_from_pedido: '21/11/2026', data_to_pedido: '21/11/2026', status_pedido: [1, 2, 3, 4, 5, 6, 7, 8], forma_pagto: [1, 2, 3, 4, 5, 6] };
    const lista = async () => (await (await fetch('/v2/vendas/lista-pedidos', { method: 'PUT', headers: json, body: JSON.stringify(corpo) })).json()) as { PAG: { total: number } };
    expect((await lista()).PAG.total).toBeGreaterThan(0);
    real.reiniciar();
    expect(noBanco(real, id)).toBeUndefined();
    expect(real.relogio.agora).toEqual(AGORA_TESTES);
    await logar();
    expect((await lista()).PAG.total).toBe(0);
  });
});
