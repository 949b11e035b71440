import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampoPersonalizado } from '@retaguarda/contrato/recursos/personalizados';
import { ADMIN, renderComServidor, VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';
import { segurarTemporizador, type TemporizadorSegurado } from '../temporizadorSegurado';
import { cpfDe } from './clientesNoServidor';

const real = servidorRealDoArquivo();
const LISTA = '/cadastros/clientes';
const CONFIGURACOES = `${LISTA}/configuracoes`;

let toasts: TemporizadorSegurado | undefined;
afterEach(() => {
  toasts?.restaurar();
  toasts = undefined;
});

const camposNoServidor = async (): Promise<CampoPersonalizado[]> => (await real().chamar('GET', '/v2/logins/campos-personalizados')).json().RES;

/** The admin's 'Data de aniversário', made through the API when the test runs without the first one. */
async function garantirAniversario(): Promise<CampoPersonalizado> {
  await real().entrar(ADMIN);
  const existente = (await camposNoServidor()).find((c) => c.rotulo === 'Data de aniversário');
  if (existente) return existente;
  const res = await real().chamar('POST', '/v2/logins/campos-personalizados', { rotulo: 'Data de aniversário', tipo: 'data', coluna: true });
  return res.json<{ RES: CampoPersonalizado }>().RES;
}

describe('Configurações do cadastro: custom fields', () => {
  it('lets an admin add a field from the list toolbar, then lists it', async () => {
    const user = userEvent.setup();
    toasts = segurarTemporizador(4000);
    await renderComServidor(real(), LISTA, { email: ADMIN });
    await user.click(await screen.findByRole('link', { name: 'Configurações do cadastro' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurações do cadastro' })).toBeInTheDocument();
    expect(await screen.findByText(/Nenhum campo personalizado ainda/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar campo' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Novo campo personalizado' });
    // an empty name is refused by the contract's schema before anything is sent
    await user.click(within(dialogo).getByRole('button', { name: 'Adicionar campo' }));
    expect(within(dialogo).getByRole('textbox', { name: /Nome do campo/ })).toHaveAccessibleDescription('Informe o nome do campo');
    expect(real().corposPara('POST', '/v2/logins/campos-personalizados')).toEqual([]);

    await user.type(within(dialogo).getByRole('textbox', { name: /Nome do campo/ }), 'Data de aniversário');
    await user.click(within(dialogo).getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Data' }));
    await user.click(within(dialogo).getByLabelText('Usar nos filtros da lista'));
    await user.click(within(dialogo).getByRole('button', { name: 'Adicionar campo' }));

    expect(await screen.findByText('Campo criado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const lista = await screen.findByRole('list', { name: 'Campos personalizados' });
    expect(lista).toHaveTextContent('Data de aniversário');
    expect(lista).toHaveTextContent('Data · coluna da lista · filtro');
    expect(await camposNoServidor()).toEqual([expect.objectContaining({ rotulo: 'Data de aniversário', tipo: 'data', coluna: true, filtro: true })]);
  });

  it("shows the server's refusal of a name already taken under the name", async () => {
    const user = userEvent.setup();
    await renderComServidor(real(), CONFIGURACOES, { email: ADMIN });
    // the button waits for the fields the register already has
    const adicionar = await screen.findByRole('button', { name: 'Adicionar campo' });
    await waitFor(() => expect(adicionar).toBeEnabled());
    await user.click(adicionar);
    const dialogo = await screen.findByRole('dialog');
    const nome = within(dialogo).getByRole('textbox', { name: /Nome do campo/ });
    await user.type(nome, 'e-mail');
    await user.click(within(dialogo).getByRole('button', { name: 'Adicionar campo' }));
    await waitFor(() => expect(nome).toHaveAccessibleDescription('Já existe um campo com este nome neste cadastro. Escolha outro nome.'));
    expect(nome).toHaveValue('e-mail');
  });

  it('shows the new field in the create form, the record page and the list', async () => {
    const user = userEvent.setup();
    toasts = segurarTemporizador(4000);
    const campo = await garantirAniversario();
    await renderComServidor(real(), `${LISTA}/create`, { email: ADMIN });
    const secao = await screen.findByRole('region', { name: 'Campos personalizados' });
    const data = within(secao).getByRole('textbox', { name: /Data de aniversário/ });
    await user.type(await screen.findByRole('textbox', { name: /^Nome ou razão social/ }), 'Bruna Aniversariante');
    await user.type(screen.getByRole('textbox', { name: /^CPF\/CNPJ/ }), cpfDe('314159265'));
    await user.type(data, '31021990');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(data).toHaveAccessibleDescription(/Data inválida/));
    await user.clear(data);
    await user.type(data, '15031990');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bruna Aniversariante' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Campos personalizados' })).toHaveTextContent('15/03/1990');
    expect(real().corposPara('POST', '/v2/logins')).toEqual([expect.objectContaining({ [campo.nome]: '15/03/1990' })]);

    await user.click(within(screen.getByRole('navigation', { name: 'Trilha de navegação' })).getByRole('link', { name: 'Clientes' }));
    const tabela = await screen.findByRole('table');
    await waitFor(() => expect(within(tabela).getAllByRole('columnheader').map((c) => c.textContent)).toContain('Data de aniversário'));
    const linha = (await within(tabela).findByRole('link', { name: 'Bruna Aniversariante' })).closest('tr');
    expect(linha).toHaveTextContent('15/03/1990');
  });

  it("edits a record's custom value, and the history names the field by its label", async () => {
    const user = userEvent.setup();
    const campo = await garantirAniversario();
    const criado = await real().chamar('POST', '/v2/logins', { nome: 'Caio Editado', documento: cpfDe('161803398'), [campo.nome]: '15/03/1990' });
    expect(criado.statusCode).toBe(201);
    await renderComServidor(real(), `${LISTA}/${criado.json<{ RES: { id: number } }>().RES.id}`, { email: ADMIN });
    const data = await within(await screen.findByRole('region', { name: 'Campos personalizados' })).findByRole('textbox', { name: /Data de aniversário/ });
    expect(data).toHaveValue('15/03/1990');
    await user.clear(data);
    await user.type(data, '16031990');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Caio Editado' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Campos personalizados' })).toHaveTextContent('16/03/1990');
    expect(await screen.findByRole('list', { name: 'Histórico' })).toHaveTextContent('Data de aniversário: 15/03/1990 → 16/03/1990');
  });

  it("names the settings' icon in a balloon on hover, loaded then (no tooltip in the list's first paint)", async () => {
    const user = userEvent.setup();
    await renderComServidor(real(), LISTA, { email: ADMIN });
    const configuracoes = await screen.findByRole('link', { name: 'Configurações do cadastro' });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(configuracoes);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Configurações do cadastro');
    await user.unhover(configuracoes);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('hides the settings from a user who is not an admin of the register', async () => {
    await renderComServidor(real(), '/vendas/gestao-clientes', { email: VENDAS });
    expect(await screen.findByRole('button', { name: 'Exportar' })).toBeInTheDocument();
    // the list's page answered (nothing left in flight when the file's server closes)
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByRole('link', { name: 'Configurações do cadastro' })).not.toBeInTheDocument();
  });
});
