import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { URL_DADOS_START, URL_RENOVAR } from '../../mocks/handlers';
import { SPLASH_MIN_MS } from '../../../src/config';
import { getMetadata, getUsuario } from '../../../src/session/store';
import { AGORA } from '../renderPedidos';
import { gravarPedido } from '../pedidosNoBanco';
import { renderApp } from '../renderApp';
import { VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';
import { segurarTemporizador } from '../temporizadorSegurado';

/**
 * The splash's minimum in these tests: the configured one plus a few ms, a delay no other timer
 * uses. react-admin's progress bars wait exactly 1,000 ms before showing, and when a loaded machine
 * kept the list loading that long, their timer was held and counted as the splash's.
 */
const MINIMO = SPLASH_MIN_MS + 7;

const splash = () => screen.queryByRole('status');
/** The stored session is the one its login answered, and every call the splash does not fault is the server's. */
const real = servidorRealDoArquivo();
const CAMINHO_DADOS_START = '/v2/config/erp/dados-start';
/** The demo sales user's session as the server's login and start data answer it. */
const sessaoDeVendas = () => real().entrar(VENDAS);

describe('initialising splash', () => {
  it('stays until its minimum elapses even when the start data answers at once', async () => {
    const { usuario, metadata } = await sessaoDeVendas();
    let respondido = false;
    // the server's answer on its way back to the panel, not just the call received
    const aoResponder = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === CAMINHO_DADOS_START) respondido = true;
    };
    server.events.on('response:mocked', aoResponder);
    const minimo = segurarTemporizador(MINIMO);
    try {
      renderApp('/', { usuario, metadata, splashMinMs: MINIMO });
      expect(splash()).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Carregando o painel' })).toBeInTheDocument();
      // the start data is in and the panel is mounted underneath: only the minimum holds the splash
      await waitFor(() => expect(respondido && document.querySelector('[inert]') !== null).toBe(true));
      expect(minimo.agendados).toBe(1);
      expect(splash()).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
      minimo.liberar();
      await screen.findByRole('navigation', { name: 'Menu principal' });
      expect(splash()).not.toBeInTheDocument();
    } finally {
      minimo.restaurar();
      server.events.removeListener('response:mocked', aoResponder);
    }
  });

  it('waits for the start data when it takes longer than the minimum, and stores the fresh data', async () => {
    const { usuario, metadata } = await sessaoDeVendas();
    // stored from an earlier visit, before the server's payment methods: the fresh data must replace it
    const guardados = { ...metadata, forma_pagto: [] };
    let liberar = () => {};
    const liberado = new Promise<void>((ok) => {
      liberar = ok;
    });
    let pedido = false;
    server.use(
      // held until the test lets it through to the server (a resolver that returns nothing hands it on)
      http.get(URL_DADOS_START, async () => {
        pedido = true;
        await liberado;
      }),
    );
    const minimo = segurarTemporizador(50);
    try {
      renderApp('/', { usuario, metadata: guardados, splashMinMs: 50 });
      await waitFor(() => expect(pedido && minimo.agendados === 1).toBe(true));
      // the minimum is over (act flushes what it sets off), the start data is not: still the splash
      await act(async () => minimo.liberar());
      expect(splash()).toBeInTheDocument();
      liberar();
      await screen.findByRole('navigation', { name: 'Menu principal' });
      expect(metadata.forma_pagto.length).toBeGreaterThan(0);
      expect(getMetadata()).toEqual(metadata);
    } finally {
      minimo.restaurar();
    }
  });

  it('keeps the stored metadata and opens the panel when the start data fails', async () => {
    const { usuario, metadata } = await sessaoDeVendas();
    server.use(http.get(URL_DADOS_START, () => HttpResponse.json({ RES: 'Indisponível' }, { status: 503 })));
    renderApp('/', { usuario, metadata });
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(getMetadata()).toEqual(metadata);
  });

  it('signs out and goes to login when the stored session cannot be renewed', async () => {
    const { usuario, metadata } = await sessaoDeVendas();
    server.use(
      http.get(URL_DADOS_START, () => HttpResponse.json({ RES: 'Sessão expirada. Entre novamente.' }, { status: 401 })),
      http.post(URL_RENOVAR, () => HttpResponse.json({ RES: 'Sessão expirada. Entre novamente.' }, { status: 401 })),
    );
    renderApp('/vendas/gestao-pedidos', { usuario, metadata });
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(window.location.search).get('redirectTo')).toBe('/vendas/gestao-pedidos');
    expect(getUsuario()).toBeNull();
    expect(getMetadata()).toBeNull();
  });

  it('calls no start data without a stored user', async () => {
    renderApp('/auth/login', { usuario: null });
    await screen.findByRole('heading', { name: 'Entrar no Retaguarda' });
    expect(real().chamadas.filter((c) => c.caminho.split('?')[0] === CAMINHO_DADOS_START)).toEqual([]);
  });

  it('starts the screen under the splash: the orders are fetched during the minimum and shown once it lifts, fetched once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(AGORA);
    const id = String(await gravarPedido(real()));
    const { usuario, metadata } = await sessaoDeVendas();
    const corposDaLista = () => real().corposPara('PUT', '/v2/vendas/lista-pedidos');
    const minimo = segurarTemporizador(MINIMO);
    try {
      renderApp('/vendas/gestao-pedidos', { usuario, metadata, splashMinMs: MINIMO });
      // the minimum is held: the orders can only appear here if they are painted under the splash,
      // out of reach of the keyboard and of assistive technology
      await waitFor(() => {
        const sob = document.querySelector<HTMLElement>('[inert][aria-hidden=true]');
        expect(sob ? within(sob).queryByRole('link', { name: id, hidden: true }) : null).not.toBeNull();
      });
      expect(minimo.agendados).toBe(1);
      expect(corposDaLista()).toHaveLength(1);
      expect(splash()).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();

      minimo.liberar();
      await screen.findByRole('navigation', { name: 'Menu principal' });
      expect(document.querySelector('[inert]')).toBeNull();
      expect(screen.getByRole('link', { name: id })).toBeVisible();
      expect(corposDaLista()).toHaveLength(1);
    } finally {
      minimo.restaurar();
      vi.useRealTimers();
    }
  });
});
