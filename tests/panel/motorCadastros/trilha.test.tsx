import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ADMIN, renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';
import { cpfDe, criarCliente } from './clientesNoServidor';

const real = servidorRealDoArquivo();

/** The breadcrumb's steps as read: each step's text, and where a link goes (null for a step that is no link). */
async function passos(): Promise<[string, string | null][]> {
  const trilha = await screen.findByRole('navigation', { name: 'Trilha de navegação' });
  return within(trilha)
    .getAllByRole('listitem')
    .map((li) => {
      const link = within(li).queryByRole('link');
      return [li.textContent ?? '', link?.getAttribute('href') ?? null];
    });
}

describe('the breadcrumb of the generated record and form pages', () => {
  it('reads Início › Cadastros › Clientes › the record on its page, the register and home as links', async () => {
    await real().entrar(ADMIN);
    const cliente = await criarCliente(real(), { nome: 'Rita Trilha', documento: cpfDe('275114366') });
    await renderComServidor(real(), `/cadastros/clientes/${cliente.id}/show`, { email: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rita Trilha' })).toBeInTheDocument();
    expect(await passos()).toEqual([
      ['Início', '/'],
      ['Cadastros', null],
      ['Clientes', '/cadastros/clientes'],
      ['Rita Trilha', null],
    ]);
    expect(screen.getByText('Rita Trilha', { selector: '[aria-current="page"]' })).toBeInTheDocument();
  });

  it('ends the edit form on Editar, under a link to its record', async () => {
    await real().entrar(ADMIN);
    const cliente = await criarCliente(real(), { nome: 'Rui Trilha', documento: cpfDe('385224477') });
    await renderComServidor(real(), `/cadastros/clientes/${cliente.id}`, { email: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Rui Trilha' })).toBeInTheDocument();
    expect(await passos()).toEqual([
      ['Início', '/'],
      ['Cadastros', null],
      ['Clientes', '/cadastros/clientes'],
      ['Rui Trilha', `/cadastros/clientes/${cliente.id}/show`],
      ['Editar', null],
    ]);
  });

  it('names the area the module lives in: a new client from Vendas › Gestão de clientes', async () => {
    await renderComServidor(real(), '/vendas/gestao-clientes/create', { email: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo cliente' })).toBeInTheDocument();
    expect(await passos()).toEqual([
      ['Início', '/'],
      ['Vendas', null],
      ['Gestão de clientes', '/vendas/gestao-clientes'],
      ['Novo cliente', null],
    ]);
  });

  it('keeps the way back on a record that cannot be found', async () => {
    await renderComServidor(real(), '/cadastros/clientes/999999/show', { email: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cliente não encontrado' })).toBeInTheDocument();
    expect((await passos()).slice(0, 3)).toEqual([
      ['Início', '/'],
      ['Cadastros', null],
      ['Clientes', '/cadastros/clientes'],
    ]);
  });

  it('labels the address inputs as one group named by its legend', async () => {
    await renderComServidor(real(), '/cadastros/clientes/create', { email: ADMIN });
    const endereco = await screen.findByRole('group', { name: 'Endereço' });
    for (const parte of ['CEP', 'Logradouro', 'Número', 'Complemento', 'Bairro', 'Cidade']) {
      expect(within(endereco).getByRole('textbox', { name: new RegExp(`^${parte}`) })).toBeInTheDocument();
    }
  });
});
