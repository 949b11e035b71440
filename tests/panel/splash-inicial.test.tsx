import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { server } from '../mocks/server';
import { URL_DADOS_START, URL_RENOVAR } from '../mocks/handlers';
import { metadataPadrao, usuarioVendas } from '../mocks/fixtures';
import { DadosStart } from '../../src/api';
import { SPLASH_MIN_MS } from '../../src/config';
import { getMetadata, getUsuario } from '../../src/session/store';
import { gerarPedidos, metadataDemo, mockDadosStart, mockListaPedidos, usuarioDemo } from '../mocks/pedidos';
import { AGORA } from './pedidos/renderPedidos';
import { renderApp } from './renderApp';

const splash = () => screen.queryByRole('status');

describe('initialising splash', () => {
  it(`stays at least ${SPLASH_MIN_MS} ms even when the start data answers at once`, async () => {
    const inicio = performance.now();
    renderApp('/', { usuario: usuarioVendas, splashMinMs: SPLASH_MIN_MS });
    expect(splash()).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Carregando o painel' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, SPLASH_MIN_MS - 200));
    expect(splash()).toBeInTheDocument();
    await screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 3000 });
    expect(performance.now() - inicio).toBeGreaterThanOrEqual(SPLASH_MIN_MS);
    expect(splash()).not.toBeInTheDocument();
  });

  it('waits for the start data when it takes longer than the minimum, and stores the fresh data', async () => {
    const novos = DadosStart.parse({ ...metadataPadrao, forma_pagto: [{ id: 9, descricao: 'Boleto' }] });
    server.use(
      http.get(URL_DADOS_START, async () => {
        await delay(300);
        return HttpResponse.json({ RES: novos });
      }),
    );
    renderApp('/', { usuario: usuarioVendas, splashMinMs: 50 });
    await new Promise((r) => setTimeout(r, 150));
    expect(splash()).toBeInTheDocument();
    await screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 3000 });
    expect(getMetadata()).toEqual(novos);
  });

  it('keeps the stored metadata and opens the panel when the start data fails', async () => {
    server.use(http.get(URL_DADOS_START, () => HttpResponse.json({ RES: 'Indisponível' }, { status: 503 })));
    renderApp('/', { usuario: usuarioVendas });
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(getMetadata()).toEqual(metadataPadrao);
  });

  it('signs out and goes to login when the stored session cannot be renewed', async () => {
    server.use(
      http.get(URL_DADOS_START, () => HttpResponse.json({ RES: 'Sessão expirada. Entre novamente.' }, { status: 401 })),
      http.post(URL_RENOVAR, () => HttpResponse.json({ RES: 'Sessão expirada. Entre novamente.' }, { status: 401 })),
    );
    renderApp('/vendas/gestao-pedidos', { usuario: usuarioVendas });
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(window.location.search).get('redirectTo')).toBe('/vendas/gestao-pedidos');
    expect(getUsuario()).toBeNull();
    expect(getMetadata()).toBeNull();
  });

  it('calls no start data without a stored user', async () => {
    let chamadas = 0;
    server.use(
      http.get(URL_DADOS_START, () => {
        chamadas += 1;
        return HttpResponse.json({ RES: metadataPadrao });
      }),
    );
    renderApp('/auth/login', { usuario: null });
    await screen.findByRole('heading', { name: 'Entrar no Retaguarda' });
    expect(chamadas).toBe(0);
  });

  it('starts the screen under the splash: the orders are fetched during the minimum and shown once it lifts, fetched once', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(AGORA);
    const lista = mockListaPedidos(gerarPedidos(12));
    server.use(lista.handler, mockDadosStart(metadataDemo));
    const inicio = performance.now();
    renderApp('/vendas/gestao-pedidos', { usuario: usuarioDemo, metadata: metadataDemo, splashMinMs: SPLASH_MIN_MS });
    // the orders are painted underneath, out of reach of the keyboard and of assistive technology
    await waitFor(() => expect(document.querySelector('[inert][aria-hidden=true]')?.textContent ?? '').toContain('1001'), {
      timeout: SPLASH_MIN_MS - 100,
    });
    expect(performance.now() - inicio).toBeLessThan(SPLASH_MIN_MS);
    expect(lista.corpos).toHaveLength(1);
    expect(splash()).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();

    await screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 3000 });
    expect(performance.now() - inicio).toBeGreaterThanOrEqual(SPLASH_MIN_MS);
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.getByRole('link', { name: '1001' })).toBeVisible();
    expect(lista.corpos).toHaveLength(1);
    vi.useRealTimers();
  });
});
