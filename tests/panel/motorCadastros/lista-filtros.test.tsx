import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIPOS_CAMPO } from '@retaguarda/contrato/recursos/campos';
import { clientes } from '@retaguarda/contrato/recursos/clientes';
import { FILTRO_POR_TIPO } from '../../../src/motorCadastros/filtros/widgetsFiltro';
import { filtrosPreenchidos, validarFiltros } from '../../../src/motorCadastros/filtros/validarFiltros';
import { descreverFiltro } from '../../../src/motorCadastros/lista/descreverFiltro';
import { renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';
import { CLIENTES, gravarClientes, semClientes } from '../clientesNoBanco';

const real = servidorRealDoArquivo();
beforeEach(() => semClientes(real()));

const nomesNaTela = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('row')
    .slice(1)
    .map((linha) => within(linha).queryAllByRole('link')[0]?.textContent ?? '');
const filtrosEnviados = () => (real().corposPara('PUT', '/v2/logins') as { filtros?: Record<string, unknown> }[]).map((c) => c.filtros);

describe('the list filters of a declared resource', () => {
  it('has a widget for every field type', () => {
    expect(Object.keys(FILTRO_POR_TIPO).sort()).toEqual([...TIPOS_CAMPO].sort());
  });

  it('checks the values with the contract schema: half a CPF is flagged, a whole one with its mask passes', () => {
    expect(validarFiltros(clientes, { documento: '529982' })).toEqual({ documento: expect.stringMatching(/CPF|CNPJ/) });
    expect(validarFiltros(clientes, { documento: '529.982.247-25', tipo_pessoa: ['juridica'] })).toEqual({});
    expect(validarFiltros(clientes, { nascimento: { de: '31/02/1990', ate: '' } })).toEqual({ 'nascimento.de': expect.any(String) });
    expect(validarFiltros(clientes, { nascimento: { de: '01/01/1990', ate: '' }, endereco: { uf: ['SP'], cidade: '' } })).toEqual({});
  });

  it("checks a report's filters by the names it declares, marked as a register's filter or not, and keeps only what holds something", () => {
    const filtros = { nascimento: { ...clientes.campos.nascimento, filtro: false }, documento: clientes.campos.documento };
    const meiaData = { nascimento: { de: '31/02/1990', ate: '' } };
    expect(validarFiltros({ campos: filtros }, meiaData, Object.keys(filtros))).toEqual({ 'nascimento.de': expect.any(String) });
    expect(validarFiltros({ campos: filtros }, meiaData)).toEqual({});
    expect(filtrosPreenchidos(filtros, { nascimento: { de: '01/01/1990', ate: '' }, documento: '', outro: 'x' })).toEqual({ nascimento: { de: '01/01/1990' } });
  });

  it('describes each active filter in words for its chip', () => {
    const { campos } = clientes;
    expect(descreverFiltro(campos.tipo_pessoa, ['fisica', 'juridica'])).toBe('Tipo de pessoa: Pessoa física ou Pessoa jurídica');
    expect(descreverFiltro(campos.nascimento, { de: '01/01/1990', ate: '31/12/1999' })).toBe('Data de nascimento: de 01/01/1990 até 31/12/1999');
    expect(descreverFiltro(campos.nascimento, { ate: '31/12/1999' })).toBe('Data de nascimento: até 31/12/1999');
    expect(descreverFiltro(campos.consentimento_marketing, false)).toBe('Aceita receber ofertas: Não');
    expect(descreverFiltro(campos.endereco, { uf: ['SP', 'RJ'], cidade: 'Campinas' })).toBe('Endereço: SP ou RJ, Campinas');
    expect(descreverFiltro(campos.email, 'exemplo')).toBe('E-mail: contém “exemplo”');
    expect(descreverFiltro(campos.tipo_pessoa, undefined)).toBe('');
  });

  it('filters by CPF only once it is whole, through the masked box', async () => {
    await gravarClientes(real(), CLIENTES);
    const user = userEvent.setup();
    await renderComServidor(real(), '/cadastros/clientes', { email: 'admin@retaguarda.dev' });
    await screen.findByRole('link', { name: 'Ana Beatriz Souza' });
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const cpf = await screen.findByRole('textbox', { name: 'CPF/CNPJ' });
    await user.type(cpf, '529982');
    expect(await screen.findByText(/CPF|CNPJ/, { selector: '.MuiFormHelperText-root, .MuiFormHelperText-root *' })).toBeInTheDocument();
    expect(filtrosEnviados().some((f) => f && 'documento' in f)).toBe(false);
    await user.type(cpf, '24725');
    await waitFor(() => expect(filtrosEnviados().at(-1)).toEqual({ documento: '52998224725' }));
    await user.click(screen.getByRole('button', { name: 'Fechar filtros' }));
    await waitFor(() => expect(nomesNaTela()).toEqual(['Ana Beatriz Souza']));
    expect(screen.getByText('CPF/CNPJ: 529.982.247-25')).toBeInTheDocument();
  });

  it('Limpar filtros goes back to the active clients, no search, no filter', async () => {
    await gravarClientes(real(), CLIENTES);
    const user = userEvent.setup();
    const filtro = encodeURIComponent(JSON.stringify({ situacao: 'todos', q: 'Bruno', tipo_pessoa: ['fisica'] }));
    await renderComServidor(real(), `/cadastros/clientes?filter=${filtro}`, { email: 'admin@retaguarda.dev' });
    await waitFor(() => expect(nomesNaTela()).toEqual(['Bruno Lima']));
    expect(screen.getByRole('searchbox', { name: 'Buscar clientes' })).toHaveValue('Bruno');
    expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(nomesNaTela()).toHaveLength(4));
    expect(screen.getByRole('searchbox', { name: 'Buscar clientes' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Ativos' })).toHaveAttribute('aria-pressed', 'true');
    expect(real().corposPara('PUT', '/v2/logins').at(-1)).toEqual({ page: 1, limit: 25, ordenar_por: 'nome', ordem: 'asc', situacao: 'ativos' });
  });

  it('keeps a filter clicked just before a search sent at once (the list had not rendered the click yet)', async () => {
    await gravarClientes(real(), CLIENTES);
    const filtro = encodeURIComponent(JSON.stringify({ situacao: 'todos' }));
    await renderComServidor(real(), `/cadastros/clientes?filter=${filtro}`, { email: 'admin@retaguarda.dev' });
    await waitFor(() => expect(nomesNaTela().length).toBeGreaterThan(1));
    const busca = screen.getByRole('searchbox', { name: 'Buscar clientes' });
    // one event after another with no pause, as a fast clerk or a loaded machine does it: the
    // navigation the click scheduled has not run when Enter is pressed
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Ativos' })));
    act(() => void fireEvent.change(busca, { target: { value: 'Bruno' } }));
    act(() => void fireEvent.keyDown(busca, { key: 'Enter' }));
    await waitFor(() => expect(real().corposPara('PUT', '/v2/logins').at(-1)).toMatchObject({ situacao: 'ativos', busca: 'Bruno' }));
    await waitFor(() => expect(nomesNaTela()).toEqual(['Bruno Lima']));
    expect(screen.getByRole('button', { name: 'Ativos' })).toHaveAttribute('aria-pressed', 'true');
    expect(busca).toHaveValue('Bruno');
  });

  it('is the same list at /vendas/gestao-clientes for the sales user', async () => {
    await gravarClientes(real(), CLIENTES);
    await renderComServidor(real(), '/vendas/gestao-clientes');
    expect(await screen.findByRole('link', { name: 'Construtora Horizonte Ltda' })).toHaveAttribute('href', expect.stringMatching(/^\/vendas\/gestao-clientes\/\d+\/show$/));
    expect(within(screen.getByRole('navigation', { name: 'Trilha de navegação' })).getByText('Vendas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Novo cliente/ })).toHaveAttribute('href', '/vendas/gestao-clientes/create');
  });
});
