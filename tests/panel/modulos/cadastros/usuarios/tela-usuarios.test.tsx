import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';

const real = servidorRealDoArquivo();

/** A request for access to the demo's second store, its e-mail confirmed as the owner would. */
async function pedidoConfirmado(nome: string, email: string): Promise<void> {
  const cnpj = (real().db.sqlite.prepare('SELECT cnpj FROM sellers WHERE id = 2').get() as { cnpj: string }).cnpj;
  expect((await real().chamar('POST', '/v1/login_erp/solicitar-acesso', { nome, email, telefone: '11987654321', cnpj })).statusCode).toBe(200);
  const token = await real().tokenDoLink(email, '/auth/confirmar-email');
  expect((await real().chamar('POST', '/v1/login_erp/confirmar-email', { token })).statusCode).toBe(200);
}

describe('/cadastros/usuarios', () => {
  it("lists the group's users with seller, profile, situation and last sign-in", async () => {
    await renderComServidor(real(), '/cadastros/usuarios', { email: ADMIN });
    const tabela = within(await screen.findByRole('table', { name: 'Usuários' }));
    const vitor = tabela.getByRole('row', { name: /Vitor Vendas/ });
    expect(within(vitor).getByText('vendas@retaguarda.dev')).toBeInTheDocument();
    expect(within(vitor).getByText('Loja Centro')).toBeInTheDocument();
    expect(within(vitor).getByText('Nunca entrou')).toBeInTheDocument();
    expect(within(vitor).getByRole('button', { name: 'Inativar Vitor Vendas' })).toBeInTheDocument();
    // nobody inactivates themselves: no button on the admin's own row
    expect(within(tabela.getByRole('row', { name: /Ana Administradora/ })).queryByRole('button')).toBeNull();
    expect(tabela.queryByText('inativo@retaguarda.dev')).toBeNull();
  });

  it('switches tabs, keeping the tab in the address: pending requests (empty) and the profiles', async () => {
    await renderComServidor(real(), '/cadastros/usuarios', { email: ADMIN });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Pedidos de acesso' }));
    expect(await screen.findByText('Nenhum pedido de acesso aguardando análise.')).toBeInTheDocument();
    expect(window.location.search).toBe('?aba=pedidos');
    await user.click(screen.getByRole('tab', { name: 'Perfis' }));
    const perfis = within(await screen.findByRole('table', { name: 'Perfis' }));
    expect(perfis.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Administrador', 'Gerente de loja', 'Vendedor', 'Financeiro', 'Estoquista', 'Operador de loja autônoma',
    ]);
    expect(screen.getByRole('tab', { name: 'Perfis' })).toHaveAttribute('aria-selected', 'true');
  });

  it('approves a pending request with a store and the profile Vendedor; the person gets the set-password e-mail', async () => {
    await pedidoConfirmado('Paula Pereira', 'paula@loja.com.br');
    await renderComServidor(real(), '/cadastros/usuarios?aba=pedidos', { email: ADMIN });
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Pedidos de acesso (1 pendentes)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(await screen.findByRole('button', { name: 'Aprovar Paula Pereira' }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Aprovar acesso de Paula Pereira' }));
    expect(dialogo.getByRole('button', { name: 'Aprovar' })).toBeDisabled();
    await user.click(dialogo.getByRole('combobox', { name: /Perfil/ }));
    await user.click(await screen.findByRole('option', { name: 'Vendedor' }));
    await user.click(dialogo.getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Nenhum pedido de acesso aguardando análise.')).toBeInTheDocument();
    const lista = await real().chamar('PUT', '/v1/login_erp', { busca: 'paula@' });
    expect(lista.json().RES.usuarios).toMatchObject([{ email: 'paula@loja.com.br', nome_perfil: 'Vendedor', id_seller: 2 }]);
    await waitFor(async () => expect((await real().outbox()).some((m) => m.para === 'paula@loja.com.br' && m.assunto === 'Seu acesso ao Retaguarda foi liberado')).toBe(true));
  });

  it('creates a user at /cadastros/usuarios/novo and opens their page, which shows read-only what they see', async () => {
    await renderComServidor(real(), '/cadastros/usuarios/novo', { email: ADMIN });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Novo usuário' }));
    await user.type(form.getByRole('textbox', { name: 'E-mail' }), 'carla@loja.com.br');
    await user.type(form.getByRole('textbox', { name: 'Nome' }), 'Carla Caixa');
    await user.click(form.getByRole('combobox', { name: /Perfil/ }));
    await user.click(await screen.findByRole('option', { name: 'Vendedor' }));
    await user.click(within(form.getByRole('group', { name: 'Estoque' })).getByRole('checkbox', { name: 'Gestão de estoque' }));
    await user.click(form.getByRole('button', { name: 'Criar e enviar convite' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Carla Caixa' })).toBeInTheDocument();
    const ve = within(await screen.findByRole('group', { name: 'O que Carla Caixa vê' }));
    expect(ve.getByRole('checkbox', { name: 'Gestão de estoque' })).toBeChecked();
    expect(ve.getByRole('checkbox', { name: 'Gestão de pedidos' })).toBeChecked();
    expect(ve.getByRole('checkbox', { name: 'Contas a pagar' })).not.toBeChecked();
    expect(screen.getByRole('list', { name: 'Histórico de alterações' })).toHaveTextContent('Perfil: — → Vendedor');
  });

  it('says what is wrong when the e-mail is taken', async () => {
    await renderComServidor(real(), '/cadastros/usuarios/novo', { email: ADMIN });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Novo usuário' }));
    await user.type(form.getByRole('textbox', { name: 'E-mail' }), 'vendas@retaguarda.dev');
    await user.type(form.getByRole('textbox', { name: 'Nome' }), 'Outro Vitor');
    await user.click(form.getByRole('button', { name: 'Criar e enviar convite' }));
    expect(await form.findByText('Já existe um usuário com este e-mail')).toBeInTheDocument();
  });
});
