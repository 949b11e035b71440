import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gravarPedido } from '../pedidosNoBanco';
import { ADMIN, renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

const real = servidorRealDoArquivo();
/** A demo user with the finance area only (server/db/seed/cadastros.ts). */
const FINANCEIRO = 'financeiro@retaguarda.dev';

/** The app has rendered its frame (the palette's key listener is mounted with it). */
const pronto = () => screen.findByRole('button', { name: 'Buscar (Ctrl+K)' });

async function abrirPaleta() {
  await userEvent.keyboard('{Control>}k{/Control}');
  return screen.findByRole('combobox', { name: 'Buscar módulo ou pedido' });
}

const opcoes = () => within(screen.getByRole('listbox', { name: 'Resultados' })).getAllByRole('option');

/** The search box the order list renders (helper "lista"): a page of the test's own, with the agreed hook. */
function caixaDeBuscaDaLista(): HTMLInputElement {
  const caixa = document.createElement('input');
  caixa.setAttribute('data-atalho', 'busca');
  caixa.setAttribute('aria-label', 'Buscar pedidos');
  caixa.value = 'texto antigo';
  document.body.append(caixa);
  return caixa;
}

describe('keyboard shortcuts', () => {
  it('Ctrl+K opens an accessible palette; arrows move, Enter opens a module, Escape closes', async () => {
    await renderComServidor(real(), '/', { email: ADMIN });
    await pronto();
    const campo = await abrirPaleta();
    expect(campo).toHaveFocus();
    expect(campo).toHaveAttribute('aria-expanded', 'true');
    expect(campo).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    // every module of the registry is open to the administrator; unbuilt ones are labelled so
    expect(opcoes().map((o) => o.textContent)).toContain('Integrações e-commerce e marketplacesVendas · em construção');
    expect(opcoes().map((o) => o.textContent)).toContain('Relatórios de vendasVendas');
    expect(opcoes().map((o) => o.textContent)).toContain('Gestão de pedidosVendas');
    expect(opcoes().map((o) => o.textContent)).toContain('Catálogo de produtosVendas');

    await userEvent.type(campo, 'gestao');
    // accents do not matter; names that start with the words typed come first
    const nomes = opcoes().map((o) => o.textContent ?? '');
    expect(nomes).toContain('Gestão de pedidosVendas');
    expect(nomes.slice(0, 2)).toEqual(['Gestão fiscal e tributáriaFinanceiro · em construção', 'Gestão de fornecedoresCompras']);
    expect(campo).toHaveAttribute('aria-activedescendant', opcoes()[0].id);
    expect(opcoes()[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(campo).toHaveAttribute('aria-activedescendant', opcoes()[1].id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(campo).toHaveAttribute('aria-activedescendant', opcoes().at(-1)?.id);

    await userEvent.clear(campo);
    await userEvent.type(campo, 'catalogo');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/vendas/catalogo-produtos'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Catálogo de produtos' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Buscar módulo ou pedido' })).not.toBeInTheDocument();

    await abrirPaleta();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Buscar módulo ou pedido' })).not.toBeInTheDocument());
  });

  it('typing a number offers "Abrir pedido N" and Enter opens that order', async () => {
    const id = await gravarPedido(real());
    await renderComServidor(real(), '/', { email: ADMIN });
    await userEvent.click(await pronto());
    const campo = await screen.findByRole('combobox', { name: 'Buscar módulo ou pedido' });
    await userEvent.type(campo, String(id));
    expect(opcoes()[0]).toHaveTextContent(`Abrir pedido ${id}`);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe(`/vendas/gestao-pedidos/${id}`));
    // the order the server holds, opened
    expect(await screen.findByRole('heading', { level: 1, name: `Pedido ${id}` })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cliente e loja' })).toHaveTextContent('Maria Oliveira');
    expect(document.title).toBe(`Pedido ${id} · Retaguarda`);
  });

  it('offers only what the user may open: no order numbers without the order module', async () => {
    await renderComServidor(real(), '/', { email: FINANCEIRO });
    await pronto();
    const campo = await abrirPaleta();
    expect(opcoes().map((o) => o.textContent)).toEqual([
      'InícioPágina inicial',
      'Meu perfilDados da conta e senha',
      'Atalhos do tecladoAjuda',
      'Contas a receberFinanceiro · em construção',
      'Contas a pagarFinanceiro · em construção',
      'Fluxo de caixaFinanceiro · em construção',
      'Relatórios financeirosFinanceiro · em construção',
      'Gestão fiscal e tributáriaFinanceiro · em construção',
    ]);
    await userEvent.type(campo, '123');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nada encontrado para “123”.');
  });

  it("'/' focuses the order list's search box; typed inside a field it is just text", async () => {
    await renderComServidor(real(), '/', { email: ADMIN });
    await pronto();
    const caixa = caixaDeBuscaDaLista();
    await userEvent.keyboard('/');
    expect(caixa).toHaveFocus();
    // selected, so what the user types next replaces the old search
    expect([caixa.selectionStart, caixa.selectionEnd]).toEqual([0, 'texto antigo'.length]);
    await userEvent.keyboard('/?');
    expect(caixa).toHaveValue('/?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    caixa.remove();
  });

  it("'/' away from the list opens the list and focuses its search box once it is there", async () => {
    await renderComServidor(real(), '/', { email: ADMIN });
    await pronto();
    await userEvent.keyboard('/');
    await waitFor(() => expect(window.location.pathname).toBe('/vendas/gestao-pedidos'));
    const caixa = caixaDeBuscaDaLista();
    await waitFor(() => expect(caixa).toHaveFocus());
    caixa.remove();
  });

  it("'?' lists the shortcuts in a dialog", async () => {
    await renderComServidor(real(), '/', { email: ADMIN });
    await pronto();
    await userEvent.keyboard('?');
    const ajuda = await screen.findByRole('dialog', { name: 'Atalhos do teclado' });
    expect(within(ajuda).getByText('Ir para a busca da lista de pedidos')).toBeInTheDocument();
    expect(within(ajuda).getByText(/Buscar um módulo ou abrir um pedido pelo número/)).toBeInTheDocument();
    await userEvent.click(within(ajuda).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
