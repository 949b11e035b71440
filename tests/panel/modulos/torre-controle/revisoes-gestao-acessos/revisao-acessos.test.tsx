import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';

const real = servidorRealDoArquivo();

describe('/torre-controle/revisoes-gestao-acessos', () => {
  it('shows users × areas with the signs, filters by sign, and says when no access changed yet', async () => {
    await renderComServidor(real(), '/torre-controle/revisoes-gestao-acessos', { email: ADMIN });
    const matriz = within(await screen.findByRole('table', { name: 'Matriz de acessos' }));
    const vitor = matriz.getByRole('row', { name: /Vitor Vendas/ });
    expect(within(vitor).getByRole('cell', { name: 'Vendas: 5 de 5 telas' })).toBeInTheDocument();
    expect(within(vitor).getByRole('cell', { name: 'Financeiro: 0 de 5 telas' })).toHaveTextContent('—');
    expect(within(vitor).getByText('Nunca entrou')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Inativo com sessão aberta: 0/ }));
    expect(await screen.findByText('Nenhum usuário com estes filtros.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma mudança de acesso registrada.')).toBeInTheDocument();
  });
});
