import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../mocks/server';
import { URL_ALTERAR_SENHA } from '../mocks/handlers';
import { SENHA_TESTE, usuarioVendas } from '../mocks/fixtures';
import { renderApp } from './renderApp';

async function alterarSenha(atual: string, nova: string, confirmacao = nova) {
  const user = userEvent.setup();
  const form = within(await screen.findByRole('form', { name: 'Alterar senha' }));
  if (atual) await user.type(form.getByLabelText('Senha atual'), atual);
  if (nova) await user.type(form.getByLabelText('Nova senha'), nova);
  if (confirmacao) await user.type(form.getByLabelText('Confirme a nova senha'), confirmacao);
  await user.click(form.getByRole('button', { name: 'Alterar senha' }));
  return form;
}

describe('profile page', () => {
  it("shows the user's data", async () => {
    renderApp('/profile', { usuario: usuarioVendas });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeInTheDocument();
    expect(screen.getByText(usuarioVendas.email)).toBeInTheDocument();
    expect(screen.getByText('Loja Centro, Loja Norte, E-commerce')).toBeInTheDocument();
  });

  it('changes the password and says so', async () => {
    renderApp('/profile', { usuario: usuarioVendas });
    const form = await alterarSenha(SENHA_TESTE, 'uma-senha-nova');
    expect(await form.findByText(/Senha alterada/)).toBeInTheDocument();
    expect(form.getByLabelText('Senha atual')).toHaveValue('');
  });

  it('puts the server validation message on the field it names', async () => {
    renderApp('/profile', { usuario: usuarioVendas });
    const form = await alterarSenha('senha-errada', 'uma-senha-nova');
    expect(await form.findAllByText('A senha atual está incorreta')).not.toHaveLength(0);
    expect(form.getByLabelText('Senha atual')).toHaveAttribute('aria-invalid', 'true');
  });

  it("gives every named field 'O campo é obrigatório' when the server sends no message", async () => {
    server.use(
      http.post(URL_ALTERAR_SENHA, () =>
        HttpResponse.json({ validation: { body: { source: 'body', keys: ['nova_senha'], message: '' } } }, { status: 400 }),
      ),
    );
    renderApp('/profile', { usuario: usuarioVendas });
    const form = await alterarSenha(SENHA_TESTE, 'uma-senha-nova');
    expect(await form.findByText('O campo é obrigatório')).toBeInTheDocument();
    expect(form.getByLabelText('Nova senha')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the rules before calling the server', async () => {
    renderApp('/profile', { usuario: usuarioVendas });
    const form = await alterarSenha(SENHA_TESTE, 'curta', 'outra');
    expect(await form.findByText('A senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
    expect(form.getByText('As senhas não conferem')).toBeInTheDocument();
  });
});
