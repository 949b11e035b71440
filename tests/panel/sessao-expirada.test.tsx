import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../mocks/server';
import { URL_RENOVAR } from '../mocks/handlers';
import { usuarioVendas } from '../mocks/fixtures';
import { clearSessao, getUsuario, setUsuario, STORAGE_KEYS, reloadSessao } from '../../src/session/store';
import { renderApp } from './renderApp';

describe('session lost while the panel is open', () => {
  it('goes to login, keeping the current page as redirectTo, when the session expires', async () => {
    renderApp('/vendas/catalogo-produtos?aba=2', { usuario: usuarioVendas });
    await screen.findByRole('heading', { level: 1, name: 'Catálogo de produtos' });
    act(() => clearSessao());
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(window.location.search).get('redirectTo')).toBe('/vendas/catalogo-produtos?aba=2');
  });

  it('keeps redirectTo when a data call meets a 401 whose refresh fails', async () => {
    server.use(
      http.put('*/v2/vendas/lista-pedidos', () => HttpResponse.json({ RES: 'Sessão expirada. Entre novamente.' }, { status: 401 })),
      http.post(URL_RENOVAR, () => HttpResponse.json({ RES: 'Sessão expirada. Entre novamente.' }, { status: 401 })),
    );
    renderApp('/vendas/gestao-pedidos', { usuario: usuarioVendas });
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(window.location.search).get('redirectTo')).toBe('/vendas/gestao-pedidos');
    expect(getUsuario()).toBeNull();
  });

  it('follows a logout made in another tab', async () => {
    renderApp('/', { usuario: usuarioVendas });
    await screen.findByRole('navigation', { name: 'Menu principal' });
    // What the other tab leaves in the shared localStorage, then the storage event this tab hears.
    localStorage.removeItem(STORAGE_KEYS.usuario);
    act(() => reloadSessao());
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(getUsuario()).toBeNull();
  });

  it('follows a sign-in made in another tab', async () => {
    renderApp('/auth/login?redirectTo=%2Fprofile', { usuario: null });
    await screen.findByRole('heading', { name: 'Entrar no Retaguarda' });
    act(() => setUsuario(usuarioVendas));
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
  });
});
