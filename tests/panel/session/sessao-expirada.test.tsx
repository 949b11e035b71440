import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { clearSessao, getUsuario, setUsuario, STORAGE_KEYS, reloadSessao } from '../../../src/session/store';
import { SENHA } from '../../server/helpers';
import { renderApp } from '../renderApp';
import { renderComServidor, VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

const real = servidorRealDoArquivo();

describe('session lost while the panel is open', () => {
  it('goes to login, keeping the current page as redirectTo, when the session expires', async () => {
    await renderComServidor(real(), '/vendas/catalogo-produtos?aba=2', { email: VENDAS });
    await screen.findByRole('heading', { level: 1, name: 'Catálogo de produtos' });
    act(() => clearSessao());
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(window.location.search).get('redirectTo')).toBe('/vendas/catalogo-produtos?aba=2');
  });

  it('keeps redirectTo when a data call meets a 401 whose refresh fails', async () => {
    // The server's own 401s: the person changed the password in another browser, which ends
    // every other session, this one included (its calls and its refresh answer 401).
    const { usuario, metadata } = await real().entrar(VENDAS);
    const outroNavegador = await real().outraSessao(VENDAS);
    const troca = await outroNavegador('POST', '/v1/login_erp/alterar-senha', { senha_atual: SENHA, nova_senha: 'Cadeira-azul-77' });
    expect(troca.statusCode).toBe(200);
    renderApp('/vendas/gestao-pedidos', { usuario, metadata });
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(window.location.search).get('redirectTo')).toBe('/vendas/gestao-pedidos');
    expect(getUsuario()).toBeNull();
    expect(real().chamadas.filter((c) => c.caminho === '/v1/login_erp/renovar-token')).toHaveLength(1);
  });

  it('follows a logout made in another tab', async () => {
    await renderComServidor(real(), '/', { email: VENDAS });
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
    // The other tab signed in through the real login; this tab hears only the stored user.
    const { usuario } = await real().entrar(VENDAS);
    act(() => setUsuario(usuario));
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
  });
});
