import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermissionKey } from '@retaguarda/contrato/api/permissions';
import { renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

/*
 * A module is its declaration in the contract and the screens its panel folder binds: the registry
 * is built from what it finds. Here a throwaway declaration and a one-screen binding are added to
 * what the globs found, through the same builder, and the menu, the title and the guard follow.
 */
vi.mock('../../../src/registro/modulos', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/registro/modulos')>();
  const { createElement } = await import('react');
  const { construirModulos } = await import('../../../src/registro/construirModulos');
  const { DECLARACOES_ENCONTRADAS } = await import('../../../src/registro/declaracoes');
  const { telasDoModulo } = await import('../../../src/registro/telasDoModulo');
  const { defineModulo } = await import('@retaguarda/contrato/modulos/declaracao');
  const declaracao = defineModulo({
    nome: 'estoque/etiquetas-gondola',
    area: 'estoque',
    menu: { rota: '/estoque/etiquetas-gondola', rotulo: 'Etiquetas de gôndola', icone: 'Warehouse', chave: 'estoque_ajustes_e_movimentacoes' },
  });
  const TelaEtiquetas = () => createElement('p', null, 'Nenhuma etiqueta a imprimir.');
  return {
    ...original,
    MODULES: construirModulos(
      { ...DECLARACOES_ENCONTRADAS, '../../contrato/modulos/estoque/etiquetas-gondola.ts': declaracao },
      { ...original.TELAS_ENCONTRADAS, '../modulos/estoque/etiquetas-gondola/index.ts': telasDoModulo(declaracao, { list: TelaEtiquetas }) },
    ),
  };
});

const real = servidorRealDoArquivo();
const ROTA = '/estoque/etiquetas-gondola';

/** Signs in as a user the server holds with just these keys (created for the test), at `url`. */
async function comPermissoes(permissoes: PermissionKey[], url: string) {
  const email = 'etiquetas@retaguarda.dev';
  await real().criarUsuario({ email, permissoes });
  return renderComServidor(real(), url, { email });
}

async function linksDoEstoque(): Promise<string[]> {
  const nav = within(await screen.findByRole('navigation', { name: 'Menu principal' }));
  await userEvent.click(nav.getByRole('button', { name: 'Estoque' }));
  return nav.getAllByRole('link').map((l) => `${l.textContent} ${l.getAttribute('href')}`);
}

describe('a module found by convention: one declaration and one folder, nothing else edited', () => {
  it('appears in the menu and opens its screen for a user with its area and module keys', async () => {
    await comPermissoes(['menu_principal_estoque', 'estoque_ajustes_e_movimentacoes'], '/');
    expect(await linksDoEstoque()).toEqual(['Início /', 'Ajustes e movimentações /estoque/ajustes-movimentacoes', `Etiquetas de gôndola ${ROTA}`]);
    await userEvent.click(screen.getByRole('link', { name: 'Etiquetas de gôndola' }));
    expect(await screen.findByText('Nenhuma etiqueta a imprimir.')).toBeInTheDocument();
    expect(document.title).toMatch(/^Etiquetas de gôndola/);
  });

  it("is hidden from the menu, and refused by URL, without its module's key", async () => {
    await comPermissoes(['menu_principal_estoque', 'estoque_gestao_de_estoque'], ROTA);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesso negado' })).toBeInTheDocument();
    expect(screen.getByText('Seu usuário não tem permissão para abrir Etiquetas de gôndola.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma etiqueta a imprimir.')).not.toBeInTheDocument();
    expect(await linksDoEstoque()).toEqual(['Início /', 'Gestão de estoque /estoque/gestao-estoque']);
  });
});
