/** /auth/confirmar-email: the link e-mailed after a request for access (issue 14, finding 5). */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { MENSAGENS_CONTA } from '../../../src/api/conta';
import { server } from '../../mocks/server';
import {
  MENSAGEM_LIMITE,
  TOKEN_CONFIRMACAO,
  TOKEN_CONFIRMACAO_EXPIRADO,
  URL_CONFIRMAR_EMAIL,
  handlersConta,
  novosEnviados,
  type EnviadosConta,
} from '../../mocks/conta';
import { renderApp } from '../renderApp';

let enviados: EnviadosConta;
beforeEach(() => {
  enviados = novosEnviados();
  server.use(...handlersConta(enviados));
});

const abrir = (url: string) => renderApp(url, { usuario: null });

describe('confirm e-mail (/auth/confirmar-email)', () => {
  it('confirms with a spinner first, then says the request goes to an administrator; the token leaves the address bar', async () => {
    server.use(
      http.post(URL_CONFIRMAR_EMAIL, async () => {
        await delay(100);
        return HttpResponse.json({ RES: MENSAGENS_CONTA.emailConfirmado });
      }),
    );
    abrir(`/auth/confirmar-email?token=${TOKEN_CONFIRMACAO}`);
    expect(await screen.findByRole('progressbar', { name: 'Confirmando o e-mail' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeInTheDocument();
    expect(screen.getByText(MENSAGENS_CONTA.emailConfirmado)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/auth/login');
    expect(window.location.search).toBe('');
  });

  it('sends the token from the link', async () => {
    abrir(`/auth/confirmar-email?token=${TOKEN_CONFIRMACAO}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeInTheDocument();
    expect(enviados.confirmacoes).toContain(TOKEN_CONFIRMACAO);
  });

  it('an expired link offers to ask for access again', async () => {
    abrir(`/auth/confirmar-email?token=${TOKEN_CONFIRMACAO_EXPIRADO}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link expirado' })).toBeInTheDocument();
    expect(screen.getByText(/vale por 24 horas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir acesso novamente' })).toHaveAttribute('href', '/auth/register');
  });

  it.each([
    ['an unknown token', '/auth/confirmar-email?token=desconhecido'],
    ['no token', '/auth/confirmar-email'],
  ])('says the link is invalid for %s', async (_caso, url) => {
    abrir(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link inválido' })).toBeInTheDocument();
    expect(screen.getByText(/Confira se abriu o endereço completo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir acesso novamente' })).toHaveAttribute('href', '/auth/register');
  });

  it('offers to try again when the link could not be checked (too many attempts, network)', async () => {
    let chamadas = 0;
    server.use(
      http.post(URL_CONFIRMAR_EMAIL, () => {
        chamadas += 1;
        if (chamadas === 1) return HttpResponse.json({ RES: MENSAGEM_LIMITE }, { status: 429, headers: { 'Retry-After': '60' } });
        return HttpResponse.json({ RES: MENSAGENS_CONTA.emailConfirmado });
      }),
    );
    abrir(`/auth/confirmar-email?token=${TOKEN_CONFIRMACAO}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAGEM_LIMITE);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeInTheDocument();
  });
});
