import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { ferramentas } from '../../server/recursos/ferramentas';
import { ADMIN, renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

/**
 * A register is one declaration: a test declares a throwaway resource and drives it end to end
 * through the server and the panel. The declaration is the server tests' (tests/server/recursos/ferramentas.ts, a
 * field of every type); the server serves and migrates it as it does the contract's; the panel
 * gets it as a module would, by one declaration added to the registry, and every screen below
 * is generated: nothing else is written for it.
 */
vi.mock('../../../src/registro/modulos', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/registro/modulos')>();
  const { telasDoModulo } = await import('../../../src/registro/telasDoModulo');
  const { defineModulo } = await import('@retaguarda/contrato/modulos/declaracao');
  const { ferramentas } = await import('../../server/recursos/ferramentas');
  const declaracao = defineModulo({
    nome: 'cadastros/ferramentas',
    area: 'cadastros',
    menu: { rota: '/cadastros/ferramentas', rotulo: 'Ferramentas', icone: 'Inventory2', chave: 'cadastros_produtos' },
    recurso: 'ferramentas',
  });
  return { ...original, MODULES: [...original.MODULES, telasDoModulo(declaracao, {}, { ferramentas })] };
});

const real = servidorRealDoArquivo({ recursos: { ferramentas } });
const LISTA = '/cadastros/ferramentas';

const campo = (nome: string) => screen.findByRole('textbox', { name: new RegExp(`^${nome}`) });

async function lerNoServidor(id: number): Promise<Registro> {
  const res = await real().chamar('GET', `${ferramentas.caminho}/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ RES: Registro }>().RES;
}

describe('a throwaway resource, declared once, through the real server and the generated screens', () => {
  it('lists none, creates one, shows it, edits it and lists it, each call answered by the server', async () => {
    const user = userEvent.setup();
    await renderComServidor(real(), LISTA, { email: ADMIN });

    // the list: the module's title, its empty state, the create button named from the declaration
    expect(await screen.findByRole('heading', { level: 1, name: 'Ferramentas' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma ferramenta cadastrada')).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Nova ferramenta' })[0]);

    // create: the declared inputs, the defaults filled in, the Brazilian masks
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova ferramenta' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nova' })).toBeChecked();
    await user.type(await campo('Nome'), 'Furadeira de impacto');
    await user.type(await campo('E-mail'), 'oficina@exemplo.com.br');
    await user.type(await campo('Data de compra'), '15032026');
    await user.type(await campo('Estoque'), '7');
    await user.click(screen.getByRole('radio', { name: 'Usada' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    // show: the record page the server's answer opens, its values displayed as the declaration says
    expect(await screen.findByRole('heading', { level: 1, name: 'Furadeira de impacto' })).toBeInTheDocument();
    const id = Number(/\/cadastros\/ferramentas\/(\d+)\/show$/.exec(window.location.pathname)?.[1]);
    expect(id).toBeGreaterThan(0);
    expect(real().corposPara('POST', ferramentas.caminho)).toEqual([
      expect.objectContaining({ nome: 'Furadeira de impacto', email: 'oficina@exemplo.com.br', compra: '15/03/2026', estoque: 7, estado: 'usada' }),
    ]);
    const salvo = await lerNoServidor(id);
    expect(salvo).toMatchObject({ nome: 'Furadeira de impacto', compra: '15/03/2026', estoque: 7, estado: 'usada', version: 1, ativo: true });
    const ficha = document.querySelector('main') ?? document.body;
    expect(ficha).toHaveTextContent('oficina@exemplo.com.br');
    expect(ficha).toHaveTextContent('15/03/2026');
    expect(ficha).toHaveTextContent('Usada');

    // edit: the form filled from the server, saved with the version it was read at
    await user.click(screen.getByRole('link', { name: 'Editar' }));
    const nome = await campo('Nome');
    await waitFor(() => expect(nome).toHaveValue('Furadeira de impacto'));
    const estoque = await campo('Estoque');
    await user.clear(estoque);
    await user.type(estoque, '12');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Furadeira de impacto' })).toBeInTheDocument();
    expect(real().corposPara('PUT', `${ferramentas.caminho}/${id}`)).toEqual([expect.objectContaining({ version: 1, estoque: 12 })]);
    expect(await lerNoServidor(id)).toMatchObject({ estoque: 12, version: 2 });
    // the history the server kept, shown on the record page
    const historico = await screen.findByRole('list', { name: 'Histórico' });
    await waitFor(() => expect(historico).toHaveTextContent('Estoque: 7 → 12'));

    // back to the list through the breadcrumb: the record is a row, its title a link to it
    const trilha = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    await user.click(within(trilha).getByRole('link', { name: 'Ferramentas' }));
    const linha = await screen.findByRole('link', { name: 'Furadeira de impacto' });
    expect(linha).toHaveAttribute('href', `${LISTA}/${id}/show`);
  });
});
