/** /auth/confirmar-email: the link e-mailed after a request for access, which proves the e-mail is the requester's. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAGENS_CONTA } from '@retaguarda/contrato/api/conta';
import { VALIDADE_CONFIRMACAO_MS } from '../../../server/modulos/sessao/conta/solicitacoes';
import { JANELA_FALHAS_MS } from '../../../server/modulos/sessao/auth/limite-login';
import { MENSAGEM_LIMITE, URL_CONFIRMAR_EMAIL } from '../../mocks/conta';
import { renderApp } from '../renderApp';
import { servidorRealDoArquivo } from '../servidorReal';
import { esgotarLimite, pedirAcesso, segurar, SOLICITACAO } from './contaNoServidor';

const real = servidorRealDoArquivo();

const abrir = (url: string) => renderApp(url, { usuario: null });

/** Whether the server holds the request as confirmed (its e-mail proven). */
const confirmada = (email: string) =>
  real().db.sqlite.prepare('SELECT verificado_em IS NOT NULL FROM access_requests WHERE email = ?').pluck().get(email) === 1;

describe('confirm e-mail (/auth/confirmar-email)', () => {
  it('confirms with a spinner first, then says the request goes to an administrator; the token leaves the address bar', async () => {
    const token = await pedirAcesso(real());
    const chamada = segurar(URL_CONFIRMAR_EMAIL);
    abrir(`/auth/confirmar-email?token=${token}`);
    expect(await screen.findByRole('progressbar', { name: 'Confirmando o e-mail' })).toBeInTheDocument();
    chamada.soltar();
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeInTheDocument();
    expect(screen.getByText(MENSAGENS_CONTA.emailConfirmado)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/auth/login');
    expect(window.location.search).toBe('');
    // What the page promises: the request now waits for an administrator of the store, who was told.
    expect(confirmada(SOLICITACAO.email)).toBe(true);
    expect((await real().outbox()).map((m) => m.para)).toContain('admin@retaguarda.dev');
  });

  it('sends the token from the link', async () => {
    const token = await pedirAcesso(real());
    abrir(`/auth/confirmar-email?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeInTheDocument();
    expect(real().corposPara('POST', '/v1/login_erp/confirmar-email')).toEqual([{ token }]);
  });

  it('an expired link offers to ask for access again', async () => {
    const token = await pedirAcesso(real());
    real().relogio.avancar(VALIDADE_CONFIRMACAO_MS + 1000);
    abrir(`/auth/confirmar-email?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link expirado' })).toBeInTheDocument();
    expect(screen.getByText(/vale por 24 horas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir acesso novamente' })).toHaveAttribute('href', '/auth/register');
    expect(confirmada(SOLICITACAO.email)).toBe(false);
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
    const token = await pedirAcesso(real());
    // Wrong links from this address until the server's limiter answers 429 to the next one.
    await esgotarLimite(real(), '/v1/login_erp/confirmar-email', { token: 'x'.repeat(43) });
    abrir(`/auth/confirmar-email?token=${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAGEM_LIMITE);
    expect(confirmada(SOLICITACAO.email)).toBe(false);
    real().relogio.avancar(JANELA_FALHAS_MS + 1000);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeInTheDocument();
    expect(confirmada(SOLICITACAO.email)).toBe(true);
  });
});
