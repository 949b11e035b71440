import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SENHA_TESTE, usuarioVendas } from '../mocks/fixtures';
import { renderApp } from './renderApp';

async function preencher(nova: string) {
  const user = userEvent.setup();
  renderApp('/profile', { usuario: usuarioVendas });
  const form = within(await screen.findByRole('form', { name: 'Alterar senha' }));
  await user.type(form.getByLabelText('Senha atual'), SENHA_TESTE);
  await user.type(form.getByLabelText('Nova senha'), nova);
  await user.type(form.getByLabelText('Confirme a nova senha'), nova);
  return { user, form };
}

describe('change password form (issue 14, finding 7)', () => {
  it('shows the strength hint and refuses a common password like the reset page', async () => {
    const { user, form } = await preencher('12345678');
    expect(await form.findByText(/Força da senha:/)).toBeInTheDocument();
    expect(form.getByRole('progressbar', { name: 'Força da senha' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Alterar senha' }));
    expect(await form.findByText('Esta senha está entre as mais usadas. Escolha outra.')).toBeInTheDocument();
  });

  it('says, once changed, that the other sessions ended and this one stays', async () => {
    const { user, form } = await preencher('Cadeira-azul-77');
    await user.click(form.getByRole('button', { name: 'Alterar senha' }));
    expect(await form.findByText('Senha alterada. As outras sessões abertas foram encerradas; esta continua conectada.')).toBeInTheDocument();
    expect(form.getByLabelText('Nova senha')).toHaveValue('');
  });
});
