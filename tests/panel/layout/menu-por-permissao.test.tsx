import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermissionKey } from '@retaguarda/contrato/api/permissions';
import { ADMIN, renderComServidor, VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

const real = servidorRealDoArquivo();
const FINANCEIRO = 'financeiro@retaguarda.dev';

/** Signs in as a user the server holds with just these keys (created for the test), at `url`. */
async function comPermissoes(permissoes: PermissionKey[], url = '/') {
  const email = 'chaves@retaguarda.dev';
  await real().criarUsuario({ email, permissoes });
  return renderComServidor(real(), url, { email });
}

const AREAS = ['Dashboard', 'Cadastros', 'Financeiro', 'Compras', 'Estoque', 'Vendas', 'Marketing', 'Torre de controle'];

async function menu() {
  return within(await screen.findByRole('navigation', { name: 'Menu principal' }));
}

/** The area entries of the menu (the buttons that open a group), in order. */
async function areasDoMenu(): Promise<string[]> {
  const nav = await menu();
  return nav.queryAllByRole('button').map((b) => b.textContent ?? '');
}

describe('menu filtered by permission keys', () => {
  it('shows Início and every area, in SPEC order, to a user with every key', async () => {
    await renderComServidor(real(), '/', { email: ADMIN });
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(await areasDoMenu()).toEqual(AREAS);
  });

  it('shows only Início and Vendas to a sales-only user, with every sales module inside', async () => {
    await renderComServidor(real(), '/', { email: VENDAS });
    expect(await areasDoMenu()).toEqual(['Vendas']);
    const nav = await menu();
    await userEvent.click(nav.getByRole('button', { name: 'Vendas' }));
    const links = nav.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')]);
    expect(links).toEqual([
      ['Início', '/'],
      ['Gestão de pedidos', '/vendas/gestao-pedidos'],
      ['Catálogo de produtos', '/vendas/catalogo-produtos'],
      ['Gestão de clientes', '/vendas/gestao-clientes'],
      ['Relatórios de vendas', '/vendas/relatorios-vendas'],
      ['Integrações e-commerce e marketplaces', '/vendas/integracoes-ecommerce-marketplaces'],
    ]);
  });

  it('shows only Início and Financeiro to a finance-only user', async () => {
    await renderComServidor(real(), '/', { email: FINANCEIRO });
    expect(await areasDoMenu()).toEqual(['Financeiro']);
  });

  it('hides a child without its key', async () => {
    await comPermissoes(['menu_principal_vendas', 'vendas_gestao_de_pedidos']);
    const nav = await menu();
    await userEvent.click(nav.getByRole('button', { name: 'Vendas' }));
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual(['Início', 'Gestão de pedidos']);
  });

  it('hides a parent without its key even when a child key is present', async () => {
    await comPermissoes(['vendas_gestao_de_pedidos', 'menu_principal_estoque', 'estoque_gestao_de_estoque']);
    expect(await areasDoMenu()).toEqual(['Estoque']);
  });

  it('hides a parent whose children are all hidden', async () => {
    await comPermissoes(['menu_principal_marketing']);
    expect(await areasDoMenu()).toEqual([]);
    expect((await menu()).getByRole('link', { name: 'Início' })).toBeInTheDocument();
  });

  it('opens the group of the current module and marks its entry as the current page', async () => {
    await renderComServidor(real(), '/vendas/catalogo-produtos', { email: VENDAS });
    const nav = await menu();
    expect(nav.getByRole('button', { name: 'Vendas' })).toHaveAttribute('aria-expanded', 'true');
    expect(await nav.findByRole('link', { name: 'Catálogo de produtos' })).toHaveAttribute('aria-current', 'page');
  });
});
