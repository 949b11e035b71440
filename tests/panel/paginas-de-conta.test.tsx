import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../mocks/server';
import { renderApp } from './renderApp';

/** Until issue 8 builds these endpoints the server answers its 404 envelope. */
function semEndpoint(caminho: string) {
  server.use(http.post(`*${caminho}`, () => HttpResponse.json({ RES: 'Recurso não encontrado' }, { status: 404 })));
}

describe('account pages on the split-screen layout', () => {
  it('validates the access request and shows the server answer in Portuguese', async () => {
    semEndpoint('/v1/login_erp/solicitar-acesso');
    const user = userEvent.setup();
    renderApp('/auth/register', { usuario: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitar acesso' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Solicitar acesso' }));
    expect(await screen.findByText('Informe o nome completo')).toBeInTheDocument();
    expect(screen.getByText('Telefone inválido. Use (11) 91234-5678')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome completo'), 'Rita Ramos');
    await user.type(screen.getByLabelText('E-mail'), 'rita@loja.com.br');
    await user.type(screen.getByLabelText('Telefone'), '(11) 91234-5678');
    await user.type(screen.getByLabelText('Senha'), 'senha-forte-1');
    await user.type(screen.getByLabelText('Confirme a senha'), 'senha-forte-1');
    await user.click(screen.getByRole('button', { name: 'Solicitar acesso' }));
    expect(await screen.findByText('Recurso não encontrado')).toBeInTheDocument();
  });

  it('asks for a reset link by e-mail', async () => {
    semEndpoint('/v1/login_erp/esqueci-senha');
    const user = userEvent.setup();
    renderApp('/auth/forgot-password', { usuario: null });
    await user.click(await screen.findByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Informe o e-mail')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'rita@loja.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Recurso não encontrado')).toBeInTheDocument();
  });

  it('says when the reset link has no token, and checks both passwords match', async () => {
    const user = userEvent.setup();
    renderApp('/auth/reset-password', { usuario: null });
    expect(await screen.findByText('Este link não tem o código de redefinição. Peça um novo link.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nova senha'), 'senha-forte-1');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'outra-senha-2');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('As senhas não conferem')).toBeInTheDocument();
  });
});
