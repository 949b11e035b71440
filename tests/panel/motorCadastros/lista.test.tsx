import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { segurarChamada } from '../chamadaSegurada';
import { renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';
import { CLIENTES, gravarClientes, lerCliente, semClientes } from '../clientesNoBanco';

const real = servidorRealDoArquivo();
const LISTA = '/cadastros/clientes';

beforeEach(() => semClientes(real()));

/** The names on the table, top to bottom (the title column's links). */
const nomesNaTela = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('row')
    .slice(1)
    .map((linha) => within(linha).queryAllByRole('link')[0]?.textContent ?? '');

const filtroDaUrl = (): Record<string, unknown> => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}') as Record<string, unknown>;
const corposDaConsulta = () => real().corposPara('PUT', '/v2/logins') as Record<string, unknown>[];

/** The list as the demo sales user (who may write clients), once the given names are on it. */
async function abrir(url = LISTA, email?: string) {
  const user = userEvent.setup();
  const tela = await renderComServidor(real(), url, { email: email ?? 'admin@retaguarda.dev' });
  return Object.assign(user, { tela });
}

describe('the generated client list', () => {
  it('shows the clients with the default columns, the documents masked', async () => {
    await gravarClientes(real(), CLIENTES);
    await abrir();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Trilha de navegação' })).getByText('Cadastros')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Ana Beatriz Souza' });
    expect(nomesNaTela()).toEqual(['Ana Beatriz Souza', 'Bruno Lima', 'Carla Mendes', 'Construtora Horizonte Ltda']);
    const cabecalhos = within(screen.getByRole('table')).getAllByRole('columnheader').map((c) => c.textContent);
    expect(cabecalhos).toEqual(expect.arrayContaining(['Nome ou razão social', 'CPF/CNPJ', 'E-mail', 'Telefone']));
    expect(cabecalhos).not.toContain('Tipo de pessoa');
    const ana = screen.getByRole('link', { name: 'Ana Beatriz Souza' }).closest('tr')!;
    expect(within(ana).getByText('***.982.247-**')).toBeInTheDocument();
    expect(within(ana).getByText('(41) 99876-5432')).toBeInTheDocument();
    expect(within(ana).queryByText('529.982.247-25')).toBeNull();
    // a company's CNPJ is not personal data: shown whole
    expect(screen.getByText('11.222.333/0001-81')).toBeInTheDocument();
    // 25 per page and the declared sort, active records only
    expect(corposDaConsulta().at(-1)).toMatchObject({ page: 1, limit: 25, ordenar_por: 'nome', ordem: 'asc', situacao: 'ativos' });
    // the title opens the record's page
    expect(screen.getByRole('link', { name: 'Ana Beatriz Souza' })).toHaveAttribute('href', expect.stringMatching(/\/cadastros\/clientes\/\d+\/show$/));
    expect(screen.getByRole('link', { name: /Novo cliente/ })).toHaveAttribute('href', '/cadastros/clientes/create');
  });

  it('finds exactly one client by a CPF typed with its mask, and keeps the search in the URL', async () => {
    await gravarClientes(real(), CLIENTES);
    const user = await abrir();
    await screen.findByRole('link', { name: 'Bruno Lima' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), '111.444.777-35');
    await waitFor(() => expect(nomesNaTela()).toEqual(['Bruno Lima']));
    expect(filtroDaUrl()).toMatchObject({ q: '111.444.777-35' });
    expect(corposDaConsulta().at(-1)).toMatchObject({ busca: '111.444.777-35' });
  });

  it('narrows the list by a declared filter (Pessoa jurídica), shows it as a chip and keeps it in the URL', async () => {
    await gravarClientes(real(), CLIENTES);
    const user = await abrir();
    await screen.findByRole('link', { name: 'Ana Beatriz Souza' });
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await user.click(await screen.findByRole('combobox', { name: 'Tipo de pessoa' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Pessoa jurídica' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(filtroDaUrl()).toMatchObject({ tipo_pessoa: ['juridica'] }));
    await user.click(screen.getByRole('button', { name: 'Fechar filtros' }));
    await waitFor(() => expect(nomesNaTela()).toEqual(['Construtora Horizonte Ltda']));
    expect(corposDaConsulta().at(-1)).toMatchObject({ filtros: { tipo_pessoa: ['juridica'] } });
    expect(screen.getByText('Tipo de pessoa: Pessoa jurídica')).toBeInTheDocument();
    // the chip's × takes the filter off
    await user.click(screen.getByRole('button', { name: 'Remover filtro Tipo de pessoa' }));
    await waitFor(() => expect(nomesNaTela()).toHaveLength(4));
    expect(filtroDaUrl()).not.toHaveProperty('tipo_pessoa');
  });

  it('sorts by name, Z to A, on the server when the header is clicked, and remembers it', async () => {
    await gravarClientes(real(), CLIENTES);
    const user = await abrir();
    await screen.findByRole('link', { name: 'Ana Beatriz Souza' });
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: /ordenar por nome ou razão social/i }));
    await waitFor(() => expect(nomesNaTela()).toEqual(['Construtora Horizonte Ltda', 'Carla Mendes', 'Bruno Lima', 'Ana Beatriz Souza']));
    expect(corposDaConsulta().at(-1)).toMatchObject({ ordenar_por: 'nome', ordem: 'desc' });
    // the next visit starts from it (kept per user in react-admin's store)
    const { store, usuario } = user.tela;
    expect(store.getItem(`cadastros/clientes.ordenacao.u${usuario.id}`)).toEqual({ field: 'nome', order: 'DESC' });
  });

  it('shows an inactivated client under Inativos, marked Inativo, and not under Ativos', async () => {
    const ids = await gravarClientes(real(), CLIENTES);
    const chamar = await real().outraSessao('vendas@retaguarda.dev');
    const { version } = await lerCliente(real(), ids.carla);
    expect((await chamar('POST', `/v2/logins/${ids.carla}/inativar`, { version })).statusCode).toBe(200);
    const user = await abrir();
    await screen.findByRole('link', { name: 'Ana Beatriz Souza' });
    expect(screen.queryByRole('link', { name: 'Carla Mendes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Inativos' }));
    await waitFor(() => expect(nomesNaTela()).toEqual(['Carla Mendes']));
    expect(filtroDaUrl()).toMatchObject({ situacao: 'inativos' });
    expect(within(screen.getByRole('table')).getByText('Inativo')).toBeInTheDocument();
  });

  it('inactivates two selected clients after confirming: they leave the active list and the server holds them inactive', async () => {
    const ids = await gravarClientes(real(), CLIENTES);
    const user = await abrir();
    await screen.findByRole('link', { name: 'Ana Beatriz Souza' });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Ana Beatriz Souza' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' }));
    // the bulk bar's code loads with the first selection
    await user.click(await screen.findByRole('button', { name: 'Inativar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Inativar 2 clientes?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText('2 clientes inativados')).toBeInTheDocument();
    await waitFor(() => expect(nomesNaTela()).toEqual(['Carla Mendes', 'Construtora Horizonte Ltda']));
    expect((await lerCliente(real(), ids.ana)).ativo).toBe(false);
    expect((await lerCliente(real(), ids.bruno)).ativo).toBe(false);
    expect((await lerCliente(real(), ids.carla)).ativo).toBe(true);
  });

  it('reports in Portuguese which client could not be inactivated when someone changed it meanwhile, and inactivates the other', async () => {
    const ids = await gravarClientes(real(), CLIENTES);
    const user = await abrir();
    await screen.findByRole('link', { name: 'Ana Beatriz Souza' });
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Ana Beatriz Souza' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' }));
    // another person edits Bruno after the list was read: the version the list holds is stale
    const outra = await real().outraSessao('vendas@retaguarda.dev');
    const { version } = await lerCliente(real(), ids.bruno);
    expect((await outra('PUT', `/v2/logins/${ids.bruno}`, { version, telefone: '11912345678' })).statusCode).toBe(200);
    await user.click(await screen.findByRole('button', { name: 'Inativar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Inativar 2 clientes?' })).getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText(/^1 de 2 clientes inativados\. Não foi possível inativar 1: Bruno Lima: O cliente foi alterado por outra pessoa/)).toBeInTheDocument();
    expect((await lerCliente(real(), ids.ana)).ativo).toBe(false);
    expect((await lerCliente(real(), ids.bruno)).ativo).toBe(true);
    await waitFor(() => expect(nomesNaTela()).toEqual(['Bruno Lima', 'Carla Mendes', 'Construtora Horizonte Ltda']));
  });

  it('says the register is empty and offers the first client; a search with no match offers to clear it', async () => {
    const user = await abrir();
    expect(await screen.findByText('Nenhum cliente cadastrado')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByRole('link', { name: /Novo cliente/ })).toBeInTheDocument();
    await gravarClientes(real(), { ana: CLIENTES.ana });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), 'Zé Ninguém');
    expect(await screen.findByText('Nenhum cliente encontrado com estes filtros')).toBeInTheDocument();
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByRole('link', { name: 'Ana Beatriz Souza' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar clientes' })).toHaveValue('');
  });

  it('says why the list could not load, and Tentar novamente loads it', async () => {
    await gravarClientes(real(), { ana: CLIENTES.ana });
    server.use(http.put('*/v2/logins', () => HttpResponse.json({ RES: 'Serviço de clientes indisponível' }, { status: 503 }), { once: true }));
    const user = await abrir();
    // the list's own alert (the toast says it too, and may come first: the list's content renders in a transition)
    const alerta = await waitFor(() => {
      const achado = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Não foi possível carregar os clientes'));
      expect(achado).toBeDefined();
      return achado as HTMLElement;
    });
    expect(alerta).toHaveTextContent('Não foi possível carregar os clientes: Serviço de clientes indisponível');
    await user.click(within(alerta).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Ana Beatriz Souza' })).toBeInTheDocument();
  });

  it('shows grey rows while the first page loads', async () => {
    await gravarClientes(real(), { ana: CLIENTES.ana });
    const consulta = segurarChamada('put', '/v2/logins');
    await abrir();
    expect(await screen.findByRole('status', { name: 'Carregando clientes' })).toBeInTheDocument();
    consulta.liberar();
    expect(await screen.findByRole('link', { name: 'Ana Beatriz Souza' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando clientes' })).toBeNull();
  });

  it('asks the server for the rows per page chosen, and remembers them', async () => {
    await gravarClientes(real(), CLIENTES);
    const user = await abrir();
    await screen.findByRole('link', { name: 'Ana Beatriz Souza' });
    await user.click(screen.getByRole('combobox', { name: /por página/i }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '50' }));
    await waitFor(() => expect(corposDaConsulta().at(-1)).toMatchObject({ page: 1, limit: 50 }));
    const { store, usuario } = user.tela;
    await waitFor(() => expect(store.getItem(`cadastros/clientes.porPagina.u${usuario.id}`)).toBe(50));
  });

  it('adds an optional column from the column chooser', async () => {
    await gravarClientes(real(), CLIENTES);
    const user = await abrir();
    await screen.findByRole('link', { name: 'Ana Beatriz Souza' });
    await user.click(screen.getByRole('button', { name: /Colunas/ }));
    await user.click(await screen.findByRole('switch', { name: 'Tipo de pessoa' }).catch(() => screen.findByRole('checkbox', { name: 'Tipo de pessoa' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((c) => c.textContent)).toContain('Tipo de pessoa'));
    const horizonte = screen.getByRole('link', { name: 'Construtora Horizonte Ltda' }).closest('tr')!;
    expect(within(horizonte).getByText('Pessoa jurídica')).toBeInTheDocument();
  });
});
