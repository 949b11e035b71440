/** /auth/forgot-password and /auth/reset-password: neutral answers, link states, back to sign-in. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MENSAGENS_CONTA } from '@retaguarda/contrato/api/conta';
import { JANELA_FALHAS_MS } from '../../../server/modulos/sessao/auth/limite-login';
import { MENSAGEM_LIMITE, URL_VALIDAR_TOKEN } from '../../mocks/conta';
import { renderApp } from '../renderApp';
import { servidorRealDoArquivo } from '../servidorReal';
import { esgotarLimite, pedirAcesso, pedirLink, segurar, SOLICITACAO } from './contaNoServidor';

const real = servidorRealDoArquivo();
/** The account the reset links of these tests are for. */
const EMAIL_DO_TOKEN = 'financeiro@retaguarda.dev';

const pedidosDeLink = () => real().corposPara('POST', '/v1/login_erp/esqueci-senha');
const redefinicoes = () => real().corposPara('POST', '/v1/login_erp/redefinir-senha');

function abrir(url: string): UserEvent {
  renderApp(url, { usuario: null });
  return userEvent.setup({ delay: null });
}

describe('forgot password (/auth/forgot-password)', () => {
  const enviar = () => screen.getByRole('button', { name: 'Enviar link' });

  it('asks for a valid e-mail before sending', async () => {
    const user = abrir('/auth/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Informe o e-mail')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'rita@loja');
    await user.click(enviar());
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(pedidosDeLink()).toHaveLength(0);
  });

  it('always answers with the neutral message', async () => {
    const user = abrir('/auth/forgot-password');
    await user.type(await screen.findByLabelText('E-mail'), '  quem@quer.que.seja.com ');
    await user.click(enviar());
    expect(await screen.findByText(MENSAGENS_CONTA.linkEnviado)).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/auth/login');
    expect(pedidosDeLink()).toEqual([{ email: 'quem@quer.que.seja.com' }]);
    // Nobody has that e-mail: the server sent nothing, and said so in no other way.
    expect(await real().outbox()).toEqual([]);
  });

  it('says when there were too many attempts', async () => {
    await esgotarLimite(real(), '/v1/login_erp/esqueci-senha', { email: 'rita@loja.com.br' });
    const user = abrir('/auth/forgot-password');
    await user.type(await screen.findByLabelText('E-mail'), 'rita@loja.com.br');
    await user.click(enviar());
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAGEM_LIMITE);
  });
});

describe('reset password (/auth/reset-password)', () => {
  const redefinir = () => screen.getByRole('button', { name: 'Redefinir senha' });

  async function preencher(user: UserEvent, nova: string, confirmacao = nova) {
    await user.type(await screen.findByLabelText('Nova senha'), nova);
    await user.type(screen.getByLabelText('Confirme a nova senha'), confirmacao);
  }

  it.each([
    ['an unknown or expired token', '/auth/reset-password?token=desconhecido'],
    ['no token', '/auth/reset-password'],
  ])('shows a clear page with a link to ask again for %s', async (_caso, url) => {
    abrir(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
  });

  it('checks the link first with a spinner, then drops the token from the address bar', async () => {
    const token = await pedirLink(real(), EMAIL_DO_TOKEN);
    const chamada = segurar(URL_VALIDAR_TOKEN);
    abrir(`/auth/reset-password?token=${token}`);
    expect(await screen.findByRole('progressbar', { name: 'Verificando o link' })).toBeInTheDocument();
    chamada.soltar();
    expect(await screen.findByLabelText('Nova senha')).toBeInTheDocument();
    expect(screen.getByText(`Conta: ${EMAIL_DO_TOKEN}`)).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('applies the password rules: length, common passwords, confirmation', async () => {
    const user = abrir(`/auth/reset-password?token=${await pedirLink(real(), EMAIL_DO_TOKEN)}`);
    await preencher(user, 'curta');
    await user.click(redefinir());
    expect(await screen.findByText('A senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'iloveyou');
    await user.clear(screen.getByLabelText('Confirme a nova senha'));
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'iloveyou');
    await user.click(redefinir());
    expect(await screen.findByText('Esta senha está entre as mais usadas. Escolha outra.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Nova senha'));
    await user.type(screen.getByLabelText('Nova senha'), 'Tr0ca-de-Senha!');
    await user.click(redefinir());
    expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
    expect(redefinicoes()).toHaveLength(0);
  });

  it('sets the password and sends the person to sign in, with the message and the e-mail filled', async () => {
    const token = await pedirLink(real(), EMAIL_DO_TOKEN);
    const user = abrir(`/auth/reset-password?token=${token}`);
    await preencher(user, 'Tr0ca-de-Senha!');
    expect(await screen.findByText(/Força da senha:/)).toBeInTheDocument();
    await user.click(redefinir());
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar no Retaguarda' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/login');
    expect(screen.getByText(MENSAGENS_CONTA.senhaRedefinida)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue(EMAIL_DO_TOKEN);
    expect(screen.getByLabelText('Senha', { exact: true })).toHaveFocus();
    expect(redefinicoes()).toEqual([{ token, nova_senha: 'Tr0ca-de-Senha!', confirmacao: 'Tr0ca-de-Senha!' }]);
    await expect(real().entrar(EMAIL_DO_TOKEN, 'Tr0ca-de-Senha!')).resolves.toBeDefined();
  });

  it('turns into the invalid-link page when the link was used meanwhile', async () => {
    const token = await pedirLink(real(), EMAIL_DO_TOKEN);
    const user = abrir(`/auth/reset-password?token=${token}`);
    await preencher(user, 'Tr0ca-de-Senha!');
    // Someone used the link in another tab after the page checked it.
    const outraAba = await real().chamar('POST', '/v1/login_erp/redefinir-senha', { token, nova_senha: 'Outra-aba-mais-rapida', confirmacao: 'Outra-aba-mais-rapida' });
    expect(outraAba.statusCode).toBe(200);
    await user.click(redefinir());
    expect(await screen.findByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeInTheDocument();
  });

  it('with a "definir senha" link (access just activated) speaks of setting the first password', async () => {
    // The whole way there on the server: Rita asks for access, confirms her e-mail, and an operator
    // activates her (npm run user:activate), which e-mails her the link to set a password.
    const confirmacao = await pedirAcesso(real());
    expect((await real().chamar('POST', '/v1/login_erp/confirmar-email', { token: confirmacao })).statusCode).toBe(200);
    expect(await real().ativarAcesso(SOLICITACAO.email)).toMatchObject({ ok: true });
    const token = await real().tokenDoLink(SOLICITACAO.email, '/auth/reset-password');
    const user = abrir(`/auth/reset-password?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Definir senha' })).toBeInTheDocument();
    expect(screen.getByText('Seu acesso foi liberado. Escolha a senha da sua conta.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Senha', { exact: true }), 'Primeira-Senha-da-Loja');
    await user.type(screen.getByLabelText('Confirme a senha', { exact: true }), 'Primeira-Senha-da-Loja');
    await user.click(screen.getByRole('button', { name: 'Definir senha' }));
    expect(await screen.findByText(MENSAGENS_CONTA.senhaDefinida)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/login');
    expect(redefinicoes()).toEqual([{ token, nova_senha: 'Primeira-Senha-da-Loja', confirmacao: 'Primeira-Senha-da-Loja' }]);
    await expect(real().entrar(SOLICITACAO.email, 'Primeira-Senha-da-Loja')).resolves.toBeDefined();
  });

  it('offers to try again when the link could not be checked', async () => {
    const token = await pedirLink(real(), EMAIL_DO_TOKEN);
    // Wrong links from this address until the server's limiter answers 429 to the next check.
    await esgotarLimite(real(), '/v1/login_erp/redefinir-senha/validar', { token: 'x'.repeat(43) });
    const user = abrir(`/auth/reset-password?token=${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAGEM_LIMITE);
    // The limit's window passes; the link (30 minutes) is still good.
    real().relogio.avancar(JANELA_FALHAS_MS + 1000);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByLabelText('Nova senha')).toBeInTheDocument());
  });
});
