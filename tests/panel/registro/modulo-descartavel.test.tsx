import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermissionKey } from '@retaguarda/contrato/api/permissions';
import { DIRETORIO_MODULOS } from '../../../server/modulos/carregar';
import { renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

/*
 * A module is its declaration in the contract, its server folder and the screens its panel folder
 * binds: the registry is built from what it finds. The throwaway module of
 * tests/fixtures/modulo-descartavel (two endpoints under two keys, one screen) is added to what the
 * globs found, through the same builder, and the server serves its folder: the menu, the title,
 * the guard, the screen's calls and its button follow from the declarations alone.
 */
vi.mock('../../../src/registro/modulos', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/registro/modulos')>();
  const { construirModulos } = await import('../../../src/registro/construirModulos');
  const { DECLARACOES_ENCONTRADAS } = await import('../../../src/registro/declaracoes');
  const { default: declaracao } = await import('../../fixtures/modulo-descartavel/contrato/modulos/estoque/etiquetas-gondola');
  const { default: telas } = await import('../../fixtures/modulo-descartavel/src/modulos/estoque/etiquetas-gondola');
  return {
    ...original,
    MODULES: construirModulos(
      { ...DECLARACOES_ENCONTRADAS, '../../contrato/modulos/estoque/etiquetas-gondola.ts': declaracao },
      { ...original.TELAS_ENCONTRADAS, '../modulos/estoque/etiquetas-gondola/index.ts': telas },
    ),
  };
});

const real = servidorRealDoArquivo({
  // from the file's path, not new URL(…, import.meta.url): jsdom's URL is not the one node:url accepts
  modulos: [DIRETORIO_MODULOS, join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/modulo-descartavel/server/modulos')],
});
const ROTA = '/estoque/etiquetas-gondola';

// The panel's server holds stores and users only: two of group 1's products to label.
beforeAll(async () => {
  const vazio = { ncm: null, produto_base: null, fornecedor: null, ean: null, cor: null, tamanho: null, custo: null, cest: null, peso_kg: null, altura_cm: null, largura_cm: null, profundidade_cm: null };
  await real()
    .db.kysely.insertInto('products')
    .values([
      { ...vazio, id_grupo: 1, sku: 'ETQ-CAFE', nome: 'Café torrado 500 g', preco_centavos: 1890 },
      { ...vazio, id_grupo: 1, sku: 'ETQ-ARROZ', nome: 'Arroz tipo 1 5 kg', preco_centavos: 2749 },
    ])
    .execute();
});

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

describe('a module found by convention: its declaration and its folders, nothing else edited', () => {
  it("appears in the menu and opens its screen, whose list comes from its server folder, without the button another key opens", async () => {
    await comPermissoes(['menu_principal_estoque', 'estoque_ajustes_e_movimentacoes'], '/');
    expect(await linksDoEstoque()).toEqual(['Início /', 'Ajustes e movimentações /estoque/ajustes-movimentacoes', `Etiquetas de gôndola ${ROTA}`]);
    await userEvent.click(screen.getByRole('link', { name: 'Etiquetas de gôndola' }));
    const etiquetas = await screen.findByRole('list', { name: 'Etiquetas' });
    expect(within(etiquetas).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Café torrado 500 gR$\u00a018,90', 'Arroz tipo 1 5 kgR$\u00a027,49']);
    expect(document.title).toMatch(/^Etiquetas de gôndola/);
    expect(screen.queryByRole('button', { name: 'Imprimir etiquetas' })).not.toBeInTheDocument();
  });

  it('offers the print button to a user holding its endpoint\'s key, and the server prints the listed labels', async () => {
    await comPermissoes(['menu_principal_estoque', 'estoque_ajustes_e_movimentacoes', 'estoque_gestao_de_estoque'], ROTA);
    await screen.findByRole('list', { name: 'Etiquetas' });
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir etiquetas' }));
    expect(await screen.findByText('2 etiquetas enviadas para impressão.')).toBeInTheDocument();
  });

  it("is hidden from the menu, and refused by URL, without its module's key", async () => {
    await comPermissoes(['menu_principal_estoque', 'estoque_gestao_de_estoque'], ROTA);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesso negado' })).toBeInTheDocument();
    expect(screen.getByText('Seu usuário não tem permissão para abrir Etiquetas de gôndola.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Etiquetas' })).not.toBeInTheDocument();
    expect(await linksDoEstoque()).toEqual(['Início /', 'Gestão de estoque /estoque/gestao-estoque']);
  });
});
