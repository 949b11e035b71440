import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModuleDefinition } from '../../../src/registro/telasDoModulo';
import { ADMIN, renderComServidor, VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';
import { comMascara, cpfDe, criarCliente, lerCliente } from './clientesNoServidor';

/**
 * Every module that shows the clients today also writes them; a module whose key only reads them
 * (the marketing CRM's, say) is what a read-only user meets, so the test adds one.
 */
const SO_LEITURA = vi.hoisted((): `/${string}` => '/marketing/clientes-leitura');
vi.mock('../../../src/registro/modulos', async (original) => {
  const { MODULES } = await original<{ MODULES: readonly ModuleDefinition[] }>();
  const { telasDoModulo } = await import('../../../src/registro/telasDoModulo');
  const { defineModulo } = await import('@retaguarda/contrato/modulos/declaracao');
  const declaracao = defineModulo({
    nome: 'marketing/clientes-leitura',
    area: 'marketing',
    menu: { rota: SO_LEITURA, rotulo: 'Clientes (leitura)', icone: 'People', chave: 'marketing_crm' },
    recurso: 'clientes',
  });
  return { MODULES: [...MODULES, telasDoModulo(declaracao)] };
});

const real = servidorRealDoArquivo();
const LISTA = '/vendas/gestao-clientes';
const situacao = () => screen.findByRole('status', { name: 'Situação' });

describe('the generated record page', () => {
  it('shows the title, the chip, each section with its values (the document whole, — when empty) and the history', async () => {
    await real().entrar(VENDAS);
    const cpf = cpfDe('246813579');
    const cliente = await criarCliente(real(), {
      nome: 'Helena Ficha',
      documento: cpf,
      telefone: '41988887777',
      nascimento: '02/03/1990',
      consentimento_marketing: true,
    });
    await renderComServidor(real(), `${LISTA}/${cliente.id}/show`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Helena Ficha' })).toBeInTheDocument();
    expect(await situacao()).toHaveTextContent('Ativo');
    const identificacao = screen.getByRole('region', { name: 'Identificação' });
    expect(identificacao).toHaveTextContent(`CPF/CNPJ${comMascara(cpf)}`);
    expect(identificacao).toHaveTextContent('Data de nascimento02/03/1990');
    expect(identificacao).toHaveTextContent('Inscrição estadual—');
    expect(screen.getByRole('region', { name: 'Contato' })).toHaveTextContent('Telefone(41) 98888-7777');
    // the section 'Endereço' holds the address alone: its label is for screen readers, the eye reads the title once
    const endereco = screen.getByRole('region', { name: 'Endereço' });
    const termo = within(endereco).getByRole('term');
    expect(termo).toHaveTextContent('Endereço');
    expect(getComputedStyle(termo).position).toBe('absolute');
    expect(getComputedStyle(within(identificacao).getAllByRole('term')[0] as HTMLElement).position).not.toBe('absolute');
    // the consent's date is stamped by the server at the tests' "now": 21/11/2026 12:00
    expect(screen.getByRole('region', { name: 'Preferências' })).toHaveTextContent('Aceita receber ofertasSim');
    expect(screen.getByRole('region', { name: 'Preferências' })).toHaveTextContent('Consentimento registrado em21/11/2026 12:00');
    const historico = await screen.findByRole('list', { name: 'Histórico' });
    expect(historico).toHaveTextContent('Criação · 21/11/2026 12:00 · Vitor Vendas');
    expect(historico).toHaveTextContent('Nome ou razão social: Helena Ficha');
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `${LISTA}/${cliente.id}`);
  });

  it('inactivates after a confirmation (chip Inativo, no Editar) and Reativar brings it back', async () => {
    const user = userEvent.setup();
    await real().entrar(VENDAS);
    const cliente = await criarCliente(real(), { nome: 'Igor Situação', documento: cpfDe('135792468') });
    await renderComServidor(real(), `${LISTA}/${cliente.id}/show`);

    await user.click(await screen.findByRole('button', { name: 'Inativar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Inativar o cliente?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Inativar' }));
    await waitFor(async () => expect(await situacao()).toHaveTextContent('Inativo'));
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(real().corposPara('POST', `/v2/logins/${cliente.id}/inativar`)).toEqual([{ version: 1 }]);
    expect((await lerCliente(real(), cliente.id)).ativo).toBe(false);
    expect(await screen.findByRole('list', { name: 'Histórico' })).toHaveTextContent('Inativação');

    await user.click(screen.getByRole('button', { name: 'Reativar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reativar o cliente?' })).getByRole('button', { name: 'Reativar' }));
    await waitFor(async () => expect(await situacao()).toHaveTextContent('Ativo'));
    expect(await screen.findByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect((await lerCliente(real(), cliente.id)).ativo).toBe(true);
  });

  it('tells a 409 when the record changed before the inactivation, and reloads it', async () => {
    const user = userEvent.setup();
    await real().entrar(VENDAS);
    const cliente = await criarCliente(real(), { nome: 'Júlia Antes', documento: cpfDe('975318642') });
    await renderComServidor(real(), `${LISTA}/${cliente.id}/show`);
    await screen.findByRole('heading', { level: 1, name: 'Júlia Antes' });
    const outra = await real().outraSessao(VENDAS);
    expect((await outra('PUT', `/v2/logins/${cliente.id}`, { version: 1, nome: 'Júlia Depois' })).statusCode).toBe(200);

    await user.click(screen.getByRole('button', { name: 'Inativar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText(/foi alterado por outra pessoa/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Júlia Depois' })).toBeInTheDocument();
    expect(await situacao()).toHaveTextContent('Ativo');
  });

  it('offers no Editar nor Inativar to a user who may only read the clients', async () => {
    await real().entrar(VENDAS);
    const cliente = await criarCliente(real(), { nome: 'Lia Leitura', documento: cpfDe('314159265') });
    const email = 'crm@retaguarda.dev';
    await real().criarUsuario({ email, permissoes: ['menu_principal_marketing', 'marketing_crm'] });
    await renderComServidor(real(), `${SO_LEITURA}/${cliente.id}/show`, { email });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lia Leitura' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Histórico' })).toHaveTextContent('Criação');
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inativar' })).not.toBeInTheDocument();
  });

  it('shows "Cliente não encontrado" with a link back to the list for a missing id', async () => {
    await renderComServidor(real(), '/cadastros/clientes/999999/show', { email: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cliente não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute('href', '/cadastros/clientes');
  });
});
