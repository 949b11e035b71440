import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PermissionKey } from '@retaguarda/contrato/api/permissions';
import { renderApp } from '../renderApp';
import { ADMIN, renderComServidor, VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

/** Every signed-in screen asks the server for its start data (and Início for its summary): the session is the real server's. */
const real = servidorRealDoArquivo();
const FINANCEIRO = 'financeiro@retaguarda.dev';

const entrar = (url: string, email: string) => renderComServidor(real(), url, { email });

/** Signs in as a user the server holds with just these keys (created for the test), at `url`. */
async function comPermissoes(permissoes: PermissionKey[], url: string) {
  const email = 'chaves@retaguarda.dev';
  await real().criarUsuario({ email, permissoes });
  return entrar(url, email);
}

const titulo = (nome: string) => screen.findByRole('heading', { level: 1, name: nome });

describe('module routes, guards and fallback pages', () => {
  it("shows 'Acesso negado' in place when the user lacks the module's key, keeping the URL", async () => {
    await entrar('/financeiro/contas-pagar', VENDAS);
    expect(await titulo('Acesso negado')).toBeInTheDocument();
    expect(screen.getByText('Seu usuário não tem permissão para abrir Contas a pagar.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/financeiro/contas-pagar');
    expect(screen.queryByText('Em construção')).not.toBeInTheDocument();
  });

  it('denies the order list without its keys, before any order is requested', async () => {
    // the list skips react-admin's own access check (src/modulos/vendas/gestao-pedidos/PedidoList.tsx): the guard is the check
    // a demo user with the finance area only
    await entrar('/vendas/gestao-pedidos', FINANCEIRO);
    expect(await titulo('Acesso negado')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resumo dos pedidos' })).not.toBeInTheDocument();
    expect(real().chamadas.filter((c) => c.caminho.startsWith('/v2/vendas/'))).toEqual([]);
  });

  it('denies a module whose child key is present but whose area key is not', async () => {
    await comPermissoes(['vendas_catalogo_de_produtos'], '/vendas/catalogo-produtos');
    expect(await titulo('Acesso negado')).toBeInTheDocument();
  });

  it('denies the extra routes of a module too', async () => {
    await entrar('/cadastros/usuarios/novo', FINANCEIRO);
    expect(await titulo('Acesso negado')).toBeInTheDocument();
  });

  it("shows a module without screens as 'Em construção' with its title and breadcrumb", async () => {
    await entrar('/financeiro/contas-pagar', FINANCEIRO);
    expect(await titulo('Contas a pagar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Em construção' })).toBeInTheDocument();
    const trilha = within(screen.getByRole('navigation', { name: 'Trilha de navegação' }));
    expect(trilha.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(trilha.getByText('Financeiro')).toBeInTheDocument();
    expect(trilha.getByText('Contas a pagar')).toHaveAttribute('aria-current', 'page');
  });

  it('resolves every control-tower route under /torre-controle/', async () => {
    await entrar('/torre-controle/revisoes-gestao-acessos', ADMIN);
    expect(await titulo('Revisões e gestão de acessos')).toBeInTheDocument();
  });

  it("serves /cadastros/usuarios/novo with the users register's form", async () => {
    await entrar('/cadastros/usuarios/novo', ADMIN);
    expect(await titulo('Novo usuário')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Novo usuário' })).toBeInTheDocument();
  });

  it('shows the not-found page for any unknown path', async () => {
    await entrar('/nao/existe', VENDAS);
    expect(await titulo('Página não encontrada')).toBeInTheDocument();
    expect(screen.getByText('/nao/existe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  });

  it('greets the user by name on Início with shortcuts only to the modules they can open', async () => {
    await entrar('/', VENDAS);
    // the demo sales user is Vitor Vendas (server/db/seed/cadastros.ts)
    expect(await screen.findByRole('heading', { level: 1, name: /Vitor!$/ })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Gestão de pedidos' })).toHaveAttribute('href', '/vendas/gestao-pedidos');
    expect(within(main).queryByRole('link', { name: 'Contas a pagar' })).not.toBeInTheDocument();
  });

  it('tells a user without any module what to do instead of showing an empty page', async () => {
    await comPermissoes([], '/');
    expect(await screen.findByText('Nenhum módulo liberado')).toBeInTheDocument();
  });

  it('opens /landing without a session and outside the admin layout', async () => {
    renderApp('/landing', { usuario: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'A retaguarda da sua operação de varejo' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/landing'));
  });
});
