import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderComServidor, VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';
import { segurarTemporizador, type TemporizadorSegurado } from '../temporizadorSegurado';
import { comMascara, cpfDe, criarCliente, lerCliente } from './clientesNoServidor';

const real = servidorRealDoArquivo();
const LISTA = '/vendas/gestao-clientes';

const campo = (nome: RegExp | string) => screen.findByRole('textbox', { name: typeof nome === 'string' ? new RegExp(`^${nome}`) : nome });
const historico = () => screen.findByRole('list', { name: 'Histórico' });
/** The history's entries (each entry's own list of changes aside). */
const eventos = async () => {
  const lista = await historico();
  return within(lista).getAllByRole('listitem').filter((li) => li.parentElement === lista);
};

// The toasts stay until the test has read them: their 4-second close is held (temporizadorSegurado.ts).
let toasts: TemporizadorSegurado | undefined;
const segurarToasts = () => (toasts = segurarTemporizador(4000));
afterEach(() => {
  toasts?.restaurar();
  toasts = undefined;
});
const criacoes = () => real().corposPara('POST', '/v2/logins');

describe('the generated create form', () => {
  it('refuses an invalid CPF under its field without sending, then saves the fixed one and opens the record with its history', async () => {
    const user = userEvent.setup();
    segurarToasts();
    const cpf = cpfDe('529982247');
    await renderComServidor(real(), `${LISTA}/create`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo cliente' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pessoa física' })).toBeChecked();

    await user.type(await campo('Nome ou razão social'), 'Maria das Dores');
    const documento = await campo('CPF/CNPJ');
    await user.type(documento, '52998224700');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(documento).toHaveAccessibleDescription('CPF inválido'));
    expect(criacoes()).toEqual([]);

    await user.clear(documento);
    await user.type(documento, cpf);
    await user.type(await campo('E-mail'), 'maria@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Maria das Dores' })).toBeInTheDocument();
    expect(window.location.pathname).toMatch(new RegExp(`^${LISTA}/\\d+/show$`));
    expect(await screen.findByText('Cliente criado')).toBeInTheDocument();
    const identificacao = screen.getByRole('region', { name: 'Identificação' });
    expect(identificacao).toHaveTextContent(comMascara(cpf));
    expect(identificacao).toHaveTextContent('Pessoa física');
    expect(screen.getByRole('region', { name: 'Contato' })).toHaveTextContent('maria@exemplo.com.br');
    expect((await eventos())[0]).toHaveTextContent(/^Criação · .* · Vitor Vendas/);
    expect(criacoes()).toEqual([expect.objectContaining({ nome: 'Maria das Dores', documento: cpf, tipo_pessoa: 'fisica', email: 'maria@exemplo.com.br' })]);
  });

  it('says "O campo é obrigatório" under a required field left empty, and sends nothing', async () => {
    const user = userEvent.setup();
    await renderComServidor(real(), `${LISTA}/create`);
    const nome = await campo('Nome ou razão social');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(nome).toHaveAccessibleDescription('O campo é obrigatório'));
    expect(await campo('CPF/CNPJ')).toHaveAccessibleDescription('O campo é obrigatório');
    expect(criacoes()).toEqual([]);
  });

  it("puts the server's 409 for a CPF already registered under CPF/CNPJ and keeps what was typed", async () => {
    const user = userEvent.setup();
    const cpf = cpfDe('111444777');
    await real().entrar(VENDAS);
    await criarCliente(real(), { nome: 'Já Cadastrado', documento: cpf });
    await renderComServidor(real(), `${LISTA}/create`);

    await user.type(await campo('Nome ou razão social'), 'Outro Nome');
    const documento = await campo('CPF/CNPJ');
    await user.type(documento, cpf);
    await user.type(await campo('Observações'), 'Cliente de balcão');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(documento).toHaveAccessibleDescription('Já existe um cliente com este CPF/CNPJ.'));
    expect(criacoes()).toHaveLength(1);
    expect(window.location.pathname).toBe(`${LISTA}/create`);
    expect(await campo('Nome ou razão social')).toHaveValue('Outro Nome');
    expect(documento).toHaveValue(comMascara(cpf));
    expect(await campo('Observações')).toHaveValue('Cliente de balcão');
  });

  it('saves an address typed in its seven inputs as one value and shows it on one line', async () => {
    const user = userEvent.setup();
    const cpf = cpfDe('714602385');
    await renderComServidor(real(), '/cadastros/clientes/create', { email: ADMIN });
    await user.type(await campo('Nome ou razão social'), 'João do Endereço');
    await user.type(await campo('CPF/CNPJ'), cpf);
    const endereco = screen.getByRole('group', { name: 'Endereço' });
    // under the section 'Endereço' the group's legend is for screen readers only: the eye reads the title once
    expect(getComputedStyle(within(endereco).getByText('Endereço')).position).toBe('absolute');
    expect(getComputedStyle(within(endereco).getByText('Endereço')).height).toBe('1px');
    await user.type(within(endereco).getByRole('textbox', { name: 'CEP' }), '80010000');
    await user.type(within(endereco).getByRole('textbox', { name: 'Logradouro' }), 'Rua das Flores');
    await user.type(within(endereco).getByRole('textbox', { name: 'Número' }), '120');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    // a started address needs its district, city and UF
    await waitFor(() => expect(within(endereco).getByRole('textbox', { name: /^Bairro/ })).toHaveAccessibleDescription('O campo é obrigatório'));
    expect(criacoes()).toEqual([]);

    await user.type(within(endereco).getByRole('textbox', { name: /^Complemento/ }), 'ap. 3');
    await user.type(within(endereco).getByRole('textbox', { name: /^Bairro/ }), 'Centro');
    await user.type(within(endereco).getByRole('textbox', { name: /^Cidade/ }), 'Curitiba');
    await user.click(within(endereco).getByRole('combobox', { name: /^UF/ }));
    await user.click(await screen.findByRole('option', { name: 'PR' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'João do Endereço' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Endereço' })).toHaveTextContent('Rua das Flores, 120, ap. 3 — Centro, Curitiba/PR — 80010-000');
    expect(criacoes()[0]).toMatchObject({
      endereco: { cep: '80010000', logradouro: 'Rua das Flores', numero: '120', complemento: 'ap. 3', bairro: 'Centro', cidade: 'Curitiba', uf: 'PR' },
    });
  });
});

describe('leaving the form', () => {
  it('asks before Cancelar drops what was typed: staying keeps it, confirming goes back to the list', async () => {
    const user = userEvent.setup();
    const confirmar = vi.spyOn(window, 'confirm').mockReturnValue(false);
    try {
      await renderComServidor(real(), `${LISTA}/create`);
      await user.type(await campo('Nome ou razão social'), 'Rascunho');
      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(confirmar).toHaveBeenCalledWith('Algumas alterações não foram salvas. Deseja mesmo descartá-las?');
      expect(window.location.pathname).toBe(`${LISTA}/create`);
      expect(await campo('Nome ou razão social')).toHaveValue('Rascunho');

      confirmar.mockReturnValue(true);
      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(window.location.pathname).toBe(LISTA));
      expect(criacoes()).toEqual([]);
    } finally {
      confirmar.mockRestore();
    }
  });
});

describe('the generated edit form', () => {
  it('saves a changed field and the record page shows it with "Nome: antes → depois" in the history', async () => {
    const user = userEvent.setup();
    await real().entrar(VENDAS);
    segurarToasts();
    const cliente = await criarCliente(real(), { nome: 'Carlos Antigo', documento: cpfDe('390533447') });
    await renderComServidor(real(), `${LISTA}/${cliente.id}`);
    const nome = await campo('Nome ou razão social');
    await waitFor(() => expect(nome).toHaveValue('Carlos Antigo'));
    await user.clear(nome);
    await user.type(nome, 'Carlos Novo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Carlos Novo' })).toBeInTheDocument();
    expect(await screen.findByText('Cliente salvo')).toBeInTheDocument();
    await waitFor(async () => expect(await eventos()).toHaveLength(2));
    const [edicao] = await eventos();
    expect(edicao).toHaveTextContent(/^Edição/);
    expect(edicao).toHaveTextContent('Nome ou razão social: Carlos Antigo → Carlos Novo');
    expect(real().corposPara('PUT', `/v2/logins/${cliente.id}`)).toEqual([expect.objectContaining({ version: 1, nome: 'Carlos Novo' })]);
    expect((await lerCliente(real(), cliente.id)).nome).toBe('Carlos Novo');
  });

  it('answers a version changed meanwhile with a dialog, keeping what was typed until Recarregar brings the current values', async () => {
    const user = userEvent.setup();
    await real().entrar(VENDAS);
    const cliente = await criarCliente(real(), { nome: 'Beatriz Original', documento: cpfDe('868719490') });
    await renderComServidor(real(), `${LISTA}/${cliente.id}`);
    const nome = await campo('Nome ou razão social');
    await waitFor(() => expect(nome).toHaveValue('Beatriz Original'));

    // another person saves the record after the form was opened
    const outra = await real().outraSessao(VENDAS);
    expect((await outra('PUT', `/v2/logins/${cliente.id}`, { version: 1, nome: 'Beatriz da Outra Pessoa' })).statusCode).toBe(200);

    await user.clear(nome);
    await user.type(nome, 'Beatriz Minha');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Este registro foi alterado por outra pessoa' });
    expect(nome).toHaveValue('Beatriz Minha');

    await user.click(within(dialogo).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(nome).toHaveValue('Beatriz Minha');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Recarregar' }));
    await waitFor(async () => expect(await campo('Nome ou razão social')).toHaveValue('Beatriz da Outra Pessoa'));
    expect(window.location.pathname).toBe(`${LISTA}/${cliente.id}`);
    expect((await lerCliente(real(), cliente.id)).nome).toBe('Beatriz da Outra Pessoa');
  });
});
