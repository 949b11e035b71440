import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MENSAGENS_COMUNS } from '../../src/api/envelope';
import EntradaApp from '../../src/auth/EntradaApp';
import { tituloDaRota } from '../../src/layout/TituloDaRota';
import { server } from '../mocks/server';
import { URL_LOGAR } from '../mocks/handlers';
import { SENHA_TESTE, usuarioAdmin } from '../mocks/fixtures';
import { servidorRealSobDemanda } from './pedidos/apoio';
import { renderApp } from './renderApp';
import { ADMIN, renderComServidor } from './renderComServidor';

/** Only the order list's title needs it; the other tests run on the session mocks. */
const servidorReal = servidorRealSobDemanda();

describe('the browser tab names the screen', () => {
  it('derives a route title from the module registry', () => {
    expect(tituloDaRota('/')).toBe('Início');
    expect(tituloDaRota('/vendas/gestao-pedidos')).toBe('Gestão de pedidos');
    expect(tituloDaRota('/vendas/gestao-pedidos/19987')).toBe('Gestão de pedidos');
    expect(tituloDaRota('/financeiro/contas-pagar/')).toBe('Contas a pagar');
    expect(tituloDaRota('/vendas/gestao-pedidos-antigos')).toBeNull();
  });

  it('shows "Gestão de pedidos · Retaguarda" on the order list', async () => {
    const real = await servidorReal();
    await renderComServidor(real, '/vendas/gestao-pedidos', { email: ADMIN });
    // the list is up, on the server's answer
    await screen.findByRole('region', { name: 'Quantidade de pedidos' });
    expect(real.corposPara('PUT', '/v2/vendas/lista-pedidos')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Gestão de pedidos · Retaguarda'));
  });

  it('names a module under construction, and goes back to the route title when the screen leaves', async () => {
    renderApp('/estoque/gestao-estoque', { usuario: usuarioAdmin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestão de estoque' })).toBeInTheDocument();
    expect(document.title).toBe('Gestão de estoque · Retaguarda');
    await userEvent.click(screen.getByRole('link', { name: 'Voltar ao início' }));
    await waitFor(() => expect(document.title).toBe('Início · Retaguarda'));
  });

  it('names the sign-in pages too', async () => {
    renderApp('/auth/forgot-password', { usuario: null });
    const titulo = await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(`${titulo.textContent} · Retaguarda`);
  });
});

describe('sign-in of an inactive user', () => {
  it('tells the person what to do next', async () => {
    server.use(http.post(URL_LOGAR, () => HttpResponse.json({ RES: MENSAGENS_COMUNS.usuarioInativo }, { status: 403 })));
    window.history.replaceState(null, '', '/auth/login');
    const abrirPainel = vi.fn();
    render(<EntradaApp abrirPainel={abrirPainel} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'inativo@retaguarda.dev');
    await userEvent.type(screen.getByLabelText('Senha'), SENHA_TESTE);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Seu acesso está inativo. Peça ao administrador da sua loja para reativá-lo.')).toBeInTheDocument();
    expect(abrirPainel).not.toHaveBeenCalled();
  });
});
