import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EntradaApp from '../../../src/auth/EntradaApp';
import { tituloDaRota } from '../../../src/layout/TituloDaRota';
import { SENHA } from '../../server/helpers';
import { renderApp } from '../renderApp';
import { ADMIN, renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

/** The signed-in screens ask it for their start data, and the inactive user's login is its own answer. */
const real = servidorRealDoArquivo();

describe('the browser tab names the screen', () => {
  it('derives a route title from the module registry', () => {
    expect(tituloDaRota('/')).toBe('Início');
    expect(tituloDaRota('/vendas/gestao-pedidos')).toBe('Gestão de pedidos');
    expect(tituloDaRota('/vendas/gestao-pedidos/19987')).toBe('Gestão de pedidos');
    expect(tituloDaRota('/financeiro/contas-pagar/')).toBe('Contas a pagar');
    expect(tituloDaRota('/vendas/gestao-pedidos-antigos')).toBeNull();
  });

  it('shows "Gestão de pedidos · Retaguarda" on the order list', async () => {
    await renderComServidor(real(), '/vendas/gestao-pedidos', { email: ADMIN });
    // the list is up, on the server's answer
    await screen.findByRole('region', { name: 'Quantidade de pedidos' });
    expect(real().corposPara('PUT', '/v2/vendas/lista-pedidos')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Gestão de pedidos · Retaguarda'));
  });

  it('names a module under construction, and goes back to the route title when the screen leaves', async () => {
    await renderComServidor(real(), '/financeiro/fluxo-caixa', { email: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fluxo de caixa' })).toBeInTheDocument();
    expect(document.title).toBe('Fluxo de caixa · Retaguarda');
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
    window.history.replaceState(null, '', '/auth/login');
    const abrirPainel = vi.fn();
    render(<EntradaApp abrirPainel={abrirPainel} />);
    // the seed's inactive user (server/db/seed/cadastros.ts), with its right password: the server answers 403
    await userEvent.type(screen.getByLabelText('E-mail'), 'inativo@retaguarda.dev');
    await userEvent.type(screen.getByLabelText('Senha'), SENHA);
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Seu acesso está inativo. Peça ao administrador da sua loja para reativá-lo.')).toBeInTheDocument();
    expect(abrirPainel).not.toHaveBeenCalled();
  });
});
