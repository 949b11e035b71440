/** /auth/forgot-password and /auth/reset-password: neutral answers, link states, back to sign-in. */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { MENSAGENS_CONTA } from '../../../src/api/conta';
import { server } from '../../mocks/server';
import {
  EMAIL_DO_TOKEN,
  MENSAGEM_LIMITE,
  TOKEN_DEFINIR,
  TOKEN_VALIDO,
  URL_ESQUECI_SENHA,
  URL_REDEFINIR_SENHA,
  URL_VALIDAR_TOKEN,
  handlersConta,
  limiteAtingido,
  novosEnviados,
  type EnviadosConta,
} from '../../mocks/conta';
import { renderApp } from '../renderApp';

let enviados: EnviadosConta;
beforeEach(() => {
  enviados = novosEnviados();
  server.use(...handlersConta(enviados));
});

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
    expect(enviados.pedidosDeLink).toHaveLength(0);
  });

  it('always answers with the neutral message', async () => {
    const user = abrir('/auth/forgot-password');
    await user.type(await screen.findByLabelText('E-mail'), '  quem@quer.que.seja.com ');
    await user.click(enviar());
    expect(await screen.findByText(MENSAGENS_CONTA.linkEnviado)).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/auth/login');
    expect(enviados.pedidosDeLink).toEqual([{ email: 'quem@quer.que.seja.com' }]);
  });

  it('says when there were too many attempts', async () => {
    server.use(limiteAtingido(URL_ESQUECI_SENHA));
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
    server.use(
      http.post(URL_VALIDAR_TOKEN, async () => {
        await delay(100);
        return HttpResponse.json({ RES: { email: EMAIL_DO_TOKEN, expira_em: '2026-11-21T12:30:00-03:00', finalidade: 'redefinir' } });
      }),
    );
    abrir(`/auth/reset-password?token=${TOKEN_VALIDO}`);
    expect(await screen.findByRole('progressbar', { name: 'Verificando o link' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nova senha')).toBeInTheDocument();
    expect(screen.getByText(`Conta: ${EMAIL_DO_TOKEN}`)).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('applies the password rules: length, common passwords, confirmation', async () => {
    const user = abrir(`/auth/reset-password?token=${TOKEN_VALIDO}`);
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
    expect(enviados.redefinicoes).toHaveLength(0);
  });

  it('sets the password and sends the person to sign in, with the message and the e-mail filled', async () => {
    const user = abrir(`/auth/reset-password?token=${TOKEN_VALIDO}`);
    await preencher(user, 'Tr0ca-de-Senha!');
    expect(await screen.findByText(/Força da senha:/)).toBeInTheDocument();
    await user.click(redefinir());
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar no Retaguarda' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/login');
    expect(screen.getByText(MENSAGENS_CONTA.senhaRedefinida)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue(EMAIL_DO_TOKEN);
    expect(screen.getByLabelText('Senha', { exact: true })).toHaveFocus();
    expect(enviados.redefinicoes).toEqual([{ token: TOKEN_VALIDO, nova_senha: 'Tr0ca-de-Senha!', confirmacao: 'Tr0ca-de-Senha!' }]);
  });

  it('turns into the invalid-link page when the link was used meanwhile', async () => {
    server.use(http.post(URL_REDEFINIR_SENHA, () => HttpResponse.json({ RES: MENSAGENS_CONTA.linkInvalido }, { status: 400 })));
    const user = abrir(`/auth/reset-password?token=${TOKEN_VALIDO}`);
    await preencher(user, 'Tr0ca-de-Senha!');
    await user.click(redefinir());
    expect(await screen.findByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeInTheDocument();
  });

  it('with a "definir senha" link (access just activated) speaks of setting the first password', async () => {
    const user = abrir(`/auth/reset-password?token=${TOKEN_DEFINIR}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Definir senha' })).toBeInTheDocument();
    expect(screen.getByText('Seu acesso foi liberado. Escolha a senha da sua conta.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Senha', { exact: true }), 'Primeira-Senha-da-Loja');
    await user.type(screen.getByLabelText('Confirme a senha', { exact: true }), 'Primeira-Senha-da-Loja');
    await user.click(screen.getByRole('button', { name: 'Definir senha' }));
    expect(await screen.findByText(MENSAGENS_CONTA.senhaDefinida)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth/login');
    expect(enviados.redefinicoes).toEqual([{ token: TOKEN_DEFINIR, nova_senha: 'Primeira-Senha-da-Loja', confirmacao: 'Primeira-Senha-da-Loja' }]);
  });

  it('offers to try again when the link could not be checked', async () => {
    let chamadas = 0;
    server.use(
      http.post(URL_VALIDAR_TOKEN, () => {
        chamadas += 1;
        if (chamadas === 1) return HttpResponse.json({ RES: MENSAGEM_LIMITE }, { status: 429, headers: { 'Retry-After': '60' } });
        return HttpResponse.json({ RES: { email: EMAIL_DO_TOKEN, expira_em: '2026-11-21T12:30:00-03:00', finalidade: 'redefinir' } });
      }),
    );
    const user = abrir(`/auth/reset-password?token=${TOKEN_VALIDO}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAGEM_LIMITE);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByLabelText('Nova senha')).toBeInTheDocument());
  });
});
