import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PermissionKey } from '@retaguarda/contrato/api/permissions';
import { ADMIN, renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

/** Registers with no menu entry of their own, mounted under the module they belong to (src/registro/cadastrosAnexos.ts). */
const real = servidorRealDoArquivo();
const TAXAS = '/dashboard/resumo-financeiro/taxas';
const METAS = '/dashboard/indicadores-desempenho/metas';

const titulo = (nome: string) => screen.findByRole('heading', { level: 1, name: nome });

async function comChaves(permissoes: PermissionKey[], url: string) {
  const email = 'anexos@retaguarda.dev';
  await real().criarUsuario({ email, permissoes });
  return renderComServidor(real(), url, { email });
}

describe("a module's registers under its route", () => {
  it("opens the fee rules' list under Resumo financeiro for a user with its key", async () => {
    await comChaves(['menu_principal_dashboard', 'dashboard_resumo_financeiro'], TAXAS);
    expect(await titulo('Taxas e prazos de recebimento')).toBeInTheDocument();
    // the breadcrumb goes back to the dashboard the register belongs to
    expect(within(screen.getByRole('navigation', { name: 'Trilha de navegação' })).getByRole('link', { name: 'Resumo financeiro' })).toHaveAttribute('href', '/dashboard/resumo-financeiro');
    expect(await screen.findByRole('link', { name: 'Nova regra de recebimento' })).toHaveAttribute('href', `${TAXAS}/create`);
    await waitFor(() => expect(real().chamadas.some((c) => c.metodo === 'PUT' && c.caminho === '/v2/taxas-recebimento/consulta')).toBe(true));
  });

  it("denies the register's screens without the module's key, before any of its data is asked for", async () => {
    await comChaves(['menu_principal_dashboard', 'dashboard_indicadores_de_desempenho'], TAXAS);
    expect(await titulo('Acesso negado')).toBeInTheDocument();
    expect(window.location.pathname).toBe(TAXAS);
    expect(real().chamadas.filter((c) => c.caminho.startsWith('/v2/taxas-recebimento'))).toEqual([]);
  });

  it("denies the goals' create form without the Indicadores de desempenho key", async () => {
    await comChaves(['menu_principal_dashboard', 'dashboard_resumo_financeiro'], `${METAS}/create`);
    expect(await titulo('Acesso negado')).toBeInTheDocument();
  });

  it("opens a goal's record page under Indicadores de desempenho, its edit link under the module too", async () => {
    await real().entrar(ADMIN);
    const criada = await real().chamar('POST', '/v2/metas-lojas', { mes: '01/03/2030', loja: 1, meta_faturamento: 150_000, meta_pedidos: 1_200 });
    expect(criada.statusCode, criada.body).toBe(201);
    const id = (criada.json() as { RES: { id: number } }).RES.id;

    await renderComServidor(real(), `${METAS}/${id}/show`, { email: ADMIN });
    expect(await titulo('01/03/2030')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `${METAS}/${id}`);
    expect(screen.getByRole('link', { name: 'Metas por loja' })).toHaveAttribute('href', METAS);
  });
});
