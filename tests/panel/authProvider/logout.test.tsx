import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { memoryStore, type Store } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { server } from '../../mocks/server';
import { URL_LOGOUT } from '../../mocks/handlers';
import { getMetadata, getUsuario, STORAGE_KEYS } from '../../../src/session/store';
import { criarStore } from '../../../src/session/preferencias';
import { limparEstadoDoPainel } from '../../../src/authProvider';
import { renderComServidor, VENDAS } from '../renderComServidor';
import { segurarChamada } from '../chamadaSegurada';
import { servidorRealDoArquivo } from '../servidorReal';
import { SENHA } from '../../server/helpers';
import { ROTAS_SESSAO } from '@retaguarda/contrato/api/rotasEntrada';

const real = servidorRealDoArquivo();

async function sairPeloMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Menu do usuário' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByText('v1.0.1')).toBeInTheDocument();
  await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
}

describe('logout', () => {
  it('clears user, metadata, query cache and stored filters, calls the endpoint and goes to login', async () => {
    const store = criarStore(memoryStore());
    store.setItem('vendas/gestao-pedidos.listParams', { filter: { status_pedido: [1] } });
    store.setItem('vendas/gestao-pedidos.savedQueries', [{ label: 'Pix de hoje' }]);
    store.setItem('theme', 'dark');
    const { queryClient, usuario } = await renderComServidor(real(), '/profile', { email: VENDAS, store });
    // a manual order's draft holds a client's name, document and address
    localStorage.setItem(`retaguarda.rascunho.novoPedido.${usuario.id}`, '{"cliente":{"nome":"Marina"}}');
    queryClient.setQueryData(['vendas/gestao-pedidos', 'getList'], { data: [1, 2, 3] });

    await sairPeloMenu();

    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(window.location.search).toBe('');
    expect(getUsuario()).toBeNull();
    expect(getMetadata()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.usuario)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.metadata)).toBeNull();
    await waitFor(() => expect(real().chamadas.filter((c) => c.caminho === '/v1/login_erp/logout')).toHaveLength(1));
    // The server ended the session: the cookies are gone from the browser, and the refresh token no longer renews.
    await waitFor(() => expect(real().cookies.nomes()).toEqual([]));
    expect(real().db.sqlite.prepare('SELECT COUNT(*) FROM refresh_tokens WHERE revogado_em IS NULL').pluck().get()).toBe(0);
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
    expect(store.getItem('vendas/gestao-pedidos.listParams')).toBeUndefined();
    expect(store.getItem('vendas/gestao-pedidos.savedQueries')).toBeUndefined();
    expect(localStorage.getItem(`retaguarda.rascunho.novoPedido.${usuario.id}`)).toBeNull();
    // The theme is the browser's preference, not the user's data.
    expect(store.getItem('theme')).toBe('dark');
  });

  it("clears at once, and a sign-in made while the server's answer is on its way keeps its session and what it stored", async () => {
    const store = criarStore(memoryStore());
    store.setItem('vendas/gestao-pedidos.listParams', { filter: { status_pedido: [1] } });
    const { queryClient, usuario } = await renderComServidor(real(), '/profile', { email: VENDAS, store });
    localStorage.setItem(`retaguarda.rascunho.novoPedido.${usuario.id}`, '{"cliente":{"nome":"Marina"}}');
    // the server's answer to the sign-out held until the test lets it go
    const saida = segurarChamada('post', ROTAS_SESSAO.sair.caminho);
    let loginsComecados = 0;
    const aoComecar = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === ROTAS_SESSAO.logar.caminho) loginsComecados++;
    };
    server.events.on('request:start', aoComecar);
    try {
      await sairPeloMenu();
      await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
      // everything local went before the server answered
      expect(localStorage.getItem(`retaguarda.rascunho.novoPedido.${usuario.id}`)).toBeNull();
      expect(store.getItem('vendas/gestao-pedidos.listParams')).toBeUndefined();

      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('E-mail'), VENDAS);
      await user.type(screen.getByLabelText('Senha'), SENHA);
      await user.click(screen.getByRole('button', { name: 'Entrar' }));
      await screen.findByRole('button', { name: 'Entrando…' });
      // the sign-in waits for the sign-out's answer, whose deletion of the cookies would undo it
      // (sent at once, it would also find its cookies gone below)
      expect(loginsComecados).toBe(0);
      saida.liberar();
      await screen.findByRole('navigation', { name: 'Menu principal' });
      store.setItem('vendas/gestao-pedidos.listParams', { filter: { status_pedido: [2] } });
      await saida.respondida;
      // the old session's answer has arrived: the new session, its cookies and what it stored stay
      await waitFor(() => expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0));
      expect(getUsuario()).not.toBeNull();
      expect(window.location.pathname).toBe('/');
      expect(store.getItem('vendas/gestao-pedidos.listParams')).toEqual({ filter: { status_pedido: [2] } });
      expect(real().cookies.nomes().length).toBeGreaterThan(0);
    } finally {
      saida.liberar();
      server.events.removeListener('request:start', aoComecar);
    }
  });

  it('signs out locally even when the logout endpoint fails', async () => {
    server.use(http.post(URL_LOGOUT, () => HttpResponse.error()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderComServidor(real(), '/', { email: VENDAS });
    await sairPeloMenu();
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(getUsuario()).toBeNull();
    vi.restoreAllMocks();
  });

  it("logs a failure while clearing stored state as 'Erro ao limpar atom' and still clears the rest", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['x'], 1);
    const quebrado: Store = {
      ...memoryStore(),
      reset: () => {
        throw new Error('armazenamento indisponível');
      },
    };
    limparEstadoDoPainel({ queryClient, store: quebrado });
    expect(log).toHaveBeenCalledWith('Erro ao limpar atom', expect.any(Error));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    log.mockRestore();
  });
});
