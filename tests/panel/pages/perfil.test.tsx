import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { URL_ALTERAR_SENHA } from '../../mocks/handlers';
import { SENHA } from '../../server/helpers';
import { renderComServidor, VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

const real = servidorRealDoArquivo();

async function alterarSenha(atual: string, nova: string, confirmacao = nova) {
  const user = userEvent.setup();
  const form = within(await screen.findByRole('form', { name: 'Alterar senha' }));
  if (atual) await user.type(form.getByLabelText('Senha atual'), atual);
  if (nova) await user.type(form.getByLabelText('Nova senha'), nova);
  if (confirmacao) await user.type(form.getByLabelText('Confirme a nova senha'), confirmacao);
  await user.click(form.getByRole('button', { name: 'Alterar senha' }));
  return form;
}

const alteracoes = () => real().chamadas.filter((c) => c.caminho === '/v1/login_erp/alterar-senha');

describe('profile page', () => {
  it("shows the user's data", async () => {
    const { usuario } = await renderComServidor(real(), '/profile', { email: VENDAS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu Perfil' })).toBeInTheDocument();
    expect(screen.getByText(usuario.email)).toBeInTheDocument();
    // The demo group's four sellers (server/db/seed/cadastros.ts); the partner in Campinas is another group.
    expect(screen.getByText('Loja Centro, Loja Shopping Eldorado, Retaguarda Online, Loja Autônoma Vila Madalena')).toBeInTheDocument();
  });

  it('changes the password and says so', async () => {
    await renderComServidor(real(), '/profile', { email: VENDAS });
    const form = await alterarSenha(SENHA, 'uma-senha-nova');
    expect(await form.findByText(/Senha alterada/)).toBeInTheDocument();
    expect(form.getByLabelText('Senha atual')).toHaveValue('');
    await expect(real().entrar(VENDAS, 'uma-senha-nova')).resolves.toBeDefined();
  });

  it('puts the server validation message on the field it names', async () => {
    await renderComServidor(real(), '/profile', { email: VENDAS });
    const form = await alterarSenha('senha-errada', 'uma-senha-nova');
    expect(await form.findAllByText('A senha atual está incorreta')).not.toHaveLength(0);
    expect(form.getByLabelText('Senha atual')).toHaveAttribute('aria-invalid', 'true');
    await expect(real().entrar(VENDAS)).resolves.toBeDefined();
  });

  it("gives every named field 'O campo é obrigatório' when the server sends no message", async () => {
    // A fault: the server always names its message; the panel must still cope with an empty one.
    server.use(
      http.post(URL_ALTERAR_SENHA, () =>
        HttpResponse.json({ validation: { body: { source: 'body', keys: ['nova_senha'], message: '' } } }, { status: 400 }),
      ),
    );
    await renderComServidor(real(), '/profile', { email: VENDAS });
    const form = await alterarSenha(SENHA, 'uma-senha-nova');
    expect(await form.findByText('O campo é obrigatório')).toBeInTheDocument();
    expect(form.getByLabelText('Nova senha')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the rules before calling the server', async () => {
    await renderComServidor(real(), '/profile', { email: VENDAS });
    const form = await alterarSenha(SENHA, 'curta', 'outra');
    expect(await form.findByText('A senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
    expect(form.getByText('As senhas não conferem')).toBeInTheDocument();
    expect(alteracoes()).toHaveLength(0);
  });
});
