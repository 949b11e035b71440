/** /auth/register: validation with the shared schemas, no password asked (it is set from the e-mailed link), server answers. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MENSAGENS_CONTA } from '@retaguarda/contrato/api/conta';
import { server } from '../../mocks/server';
import { MENSAGEM_LIMITE, URL_SOLICITAR_ACESSO, erroDeValidacao } from '../../mocks/conta';
import { esgotarLimite, segurar, SOLICITACAO } from './contaNoServidor';
import { renderApp } from '../renderApp';
import { servidorRealDoArquivo } from '../servidorReal';

const real = servidorRealDoArquivo();

/** The bodies the panel sent to the request-for-access endpoint in this test. */
const solicitacoes = () => real().corposPara('POST', '/v1/login_erp/solicitar-acesso');

const botao = () => screen.getByRole('button', { name: 'Solicitar acesso' });

async function abrir(): Promise<UserEvent> {
  // No pause between keystrokes: the forms re-render on each one.
  const user = userEvent.setup({ delay: null });
  renderApp('/auth/register', { usuario: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Solicitar acesso' })).toBeInTheDocument();
  return user;
}

async function preencher(user: UserEvent, dados: Partial<Record<'nome' | 'email' | 'telefone' | 'cnpj', string>> = {}) {
  const d = { nome: 'Rita Ramos', email: 'rita@loja.com.br', telefone: '11987654321', cnpj: '12ABC34501DE35', ...dados };
  const campos: [string, string][] = [
    ['Nome completo', d.nome],
    ['E-mail', d.email],
    ['Telefone', d.telefone],
    ['CNPJ da loja', d.cnpj],
  ];
  for (const [rotulo, valor] of campos) {
    const campo = screen.getByLabelText(rotulo, { exact: true });
    await user.clear(campo);
    if (valor) await user.type(campo, valor);
  }
}

describe('request access (/auth/register)', () => {
  it('names every missing field on submit, in Portuguese, and sends nothing', async () => {
    const user = await abrir();
    await user.click(botao());
    expect(await screen.findByText('Informe o nome')).toBeInTheDocument();
    expect(screen.getByText('Informe o e-mail')).toBeInTheDocument();
    expect(screen.getByText('Telefone inválido: use (00) 00000-0000')).toBeInTheDocument();
    expect(screen.getByText('CNPJ deve ter 14 caracteres')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo')).toHaveAttribute('aria-invalid', 'true');
    expect(solicitacoes()).toHaveLength(0);
  });

  it('refuses a bad e-mail and a CNPJ with wrong check digits', async () => {
    const user = await abrir();
    await preencher(user, { email: 'rita@', cnpj: '11222333000182' });
    await user.click(botao());
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('CNPJ inválido')).toBeInTheDocument();
    expect(solicitacoes()).toHaveLength(0);
  });

  it('asks for no password: whoever fills the form may not own the e-mail', async () => {
    await abrir();
    expect(screen.queryByLabelText('Senha', { exact: true })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirme a senha', { exact: true })).not.toBeInTheDocument();
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(screen.getByText(/Enviaremos um link para confirmar seu e-mail/)).toBeInTheDocument();
  });

  it('masks phone and CNPJ, sends the clean body and says a confirmation link was e-mailed', async () => {
    const user = await abrir();
    await preencher(user);
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('CNPJ da loja')).toHaveValue('12.ABC.345/01DE-35');

    await user.click(botao());
    expect(await screen.findByText(MENSAGENS_CONTA.solicitacaoRecebida)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirme seu e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/outro e-mail para definir sua senha/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/auth/login');
    expect(solicitacoes()).toEqual([{ nome: 'Rita Ramos', email: 'rita@loja.com.br', telefone: '11987654321', cnpj: '12ABC34501DE35' }]);
    // What the page says happened: the server e-mailed Rita the confirmation link.
    await expect(real().tokenDoLink('rita@loja.com.br', '/auth/confirmar-email')).resolves.toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('puts the server field errors on their fields', async () => {
    // Injected: the panel checks the same schema first, so the real server never names a field here.
    server.use(
      http.post(URL_SOLICITAR_ACESSO, () =>
        HttpResponse.json(erroDeValidacao(['email', 'cnpj'], 'Verifique este campo'), { status: 400 }),
      ),
    );
    const user = await abrir();
    await preencher(user);
    await user.click(botao());
    await waitFor(() => expect(screen.getAllByText('Verifique este campo')).toHaveLength(2));
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('CNPJ da loja')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is busy while sending and says when there were too many attempts', async () => {
    // Rita already asked as many times as the server's limiter allows; the panel's call is held
    // until the busy button has been seen, then the server answers its 429.
    await esgotarLimite(real(), '/v1/login_erp/solicitar-acesso', { ...SOLICITACAO, email: 'rita@loja.com.br' });
    const chamada = segurar(URL_SOLICITAR_ACESSO);
    const user = await abrir();
    await preencher(user);
    await user.click(botao());
    expect(await screen.findByRole('button', { name: 'Enviando…' })).toBeDisabled();
    chamada.soltar();
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAGEM_LIMITE);
    expect(botao()).toBeEnabled();
  });

  it('links back to sign-in', async () => {
    await abrir();
    expect(screen.getByRole('link', { name: 'Já tenho conta: entrar' })).toHaveAttribute('href', '/auth/login');
  });
});
