import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Usuario } from '@retaguarda/contrato/api';
import { getMetadata, getUsuario } from '../../../src/session/store';
import { SENHA } from '../../server/helpers';
import { renderApp } from '../renderApp';
import { VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

const real = servidorRealDoArquivo();

/** The user the server answers for a sign-in (read before the test's own, which replaces the cookies). */
async function usuarioDoServidor(email: string): Promise<Usuario> {
  const { usuario } = await real().entrar(email);
  real().cookies.limpar();
  return usuario;
}

async function entrar(email: string, senha = SENHA) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), senha);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('redirect to login and back', () => {
  it('replaces the history entry with /auth/login?redirectTo={path with query} when logged out', async () => {
    const entradasAntes = window.history.length;
    renderApp('/vendas/gestao-pedidos?page=2&perPage=25', { usuario: null });
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(window.location.search).get('redirectTo')).toBe('/vendas/gestao-pedidos?page=2&perPage=25');
    expect(window.history.length).toBe(entradasAntes);
    expect(await screen.findByRole('heading', { name: 'Entrar no Retaguarda' })).toBeInTheDocument();
  });

  it("turns react-admin's own /login address into the panel's sign-in page", async () => {
    renderApp('/login', { usuario: null });
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(await screen.findByRole('heading', { name: 'Entrar no Retaguarda' })).toBeInTheDocument();
  });

  it('sends a logged-out visitor of an unknown path to login as well', async () => {
    renderApp('/qualquer/coisa', { usuario: null });
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(window.location.search).get('redirectTo')).toBe('/qualquer/coisa');
  });

  it('signs in, stores user and start data, and goes to the redirectTo path', async () => {
    const esperado = await usuarioDoServidor(VENDAS);
    renderApp('/auth/login?redirectTo=%2Fvendas%2Fcatalogo-produtos%3Fx%3D1', { usuario: null });
    await entrar(VENDAS);
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/vendas/catalogo-produtos?x=1'));
    expect(getUsuario()).toEqual(esperado);
    // The demo group's four sellers, as the server's start data lists them.
    expect(getMetadata()?.sellers.map((s) => s.id_pessoa)).toEqual([1, 2, 3, 4]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Catálogo de produtos' })).toBeInTheDocument();
  });

  it.each([
    ['an absolute URL', 'https://malicioso.example/roubo'],
    ['a protocol-relative URL', '//malicioso.example'],
    ['a backslash trick', '/\\malicioso.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('refuses %s as redirectTo and goes to Início', async (_caso, destino) => {
    renderApp(`/auth/login?redirectTo=${encodeURIComponent(destino)}`, { usuario: null });
    await entrar(VENDAS);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(window.location.origin).toBe('http://localhost:3000');
    // The demo sales user is Vitor Vendas (server/db/seed/cadastros.ts).
    expect(await screen.findByText(/Vitor!/)).toBeInTheDocument();
  });

  it('shows the server message for wrong credentials and stays on the page', async () => {
    renderApp('/auth/login', { usuario: null });
    await entrar(VENDAS, 'senha-errada');
    expect(await screen.findByText('E-mail ou senha inválidos')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/login');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(getUsuario()).toBeNull();
  });

  it('validates the fields before calling the server', async () => {
    renderApp('/auth/login', { usuario: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'nao-e-email');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha')).toBeInTheDocument();
    expect(real().chamadas).toEqual([]);
  });

  it('sends a signed-in user who opens the login page on to Início', async () => {
    const { usuario, metadata } = await real().entrar(VENDAS);
    renderApp('/auth/login', { usuario, metadata });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
