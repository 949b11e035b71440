import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SENHA } from '../../server/helpers';
import { renderComServidor, VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

const real = servidorRealDoArquivo();

async function preencher(nova: string) {
  const user = userEvent.setup();
  await renderComServidor(real(), '/profile', { email: VENDAS });
  const form = within(await screen.findByRole('form', { name: 'Alterar senha' }));
  await user.type(form.getByLabelText('Senha atual'), SENHA);
  await user.type(form.getByLabelText('Nova senha'), nova);
  await user.type(form.getByLabelText('Confirme a nova senha'), nova);
  return { user, form };
}

const alteracoes = () => real().chamadas.filter((c) => c.caminho === '/v1/login_erp/alterar-senha');

describe('change password form', () => {
  it('shows the strength hint and refuses a common password like the reset page', async () => {
    const { user, form } = await preencher('12345678');
    expect(await form.findByText(/Força da senha:/)).toBeInTheDocument();
    expect(form.getByRole('progressbar', { name: 'Força da senha' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Alterar senha' }));
    expect(await form.findByText('Esta senha está entre as mais usadas. Escolha outra.')).toBeInTheDocument();
    expect(alteracoes()).toHaveLength(0);
  });

  it('says, once changed, that the other sessions ended and this one stays', async () => {
    const outra = await real().outraSessao(VENDAS);
    const { user, form } = await preencher('Cadeira-azul-77');
    await user.click(form.getByRole('button', { name: 'Alterar senha' }));
    expect(await form.findByText('Senha alterada. As outras sessões abertas foram encerradas; esta continua conectada.')).toBeInTheDocument();
    expect(form.getByLabelText('Nova senha')).toHaveValue('');
    // What the message promises, as the server holds it: the other session is gone, this one
    // works, and the new password signs in.
    expect((await outra('POST', '/v1/login_erp/renovar-token')).statusCode).toBe(401);
    expect((await real().chamar('GET', '/v2/config/erp/dados-start')).statusCode).toBe(200);
    await waitFor(() => expect(alteracoes()).toHaveLength(1));
    await expect(real().entrar(VENDAS, 'Cadeira-azul-77')).resolves.toBeDefined();
  });
});
