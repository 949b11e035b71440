/**
 * A screen that fails while rendering: the frame (src/reactAdmin/Layout.tsx) keeps the app bar and the
 * menu, shows react-admin's error page in Portuguese in the content area, and leaves it on the
 * next navigation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

vi.mock('../../../src/modulos/vendas/gestao-pedidos/PedidoList', () => ({
  default: () => {
    throw new Error('falha de teste na lista');
  },
}));

const real = servidorRealDoArquivo();

afterEach(() => vi.restoreAllMocks());

describe('a screen that fails', () => {
  it('shows the error page inside the frame, and the menu still leads elsewhere', async () => {
    // React reports the caught error on the console: expected here
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderComServidor(real(), '/vendas/gestao-pedidos', { email: ADMIN });

    const alerta = await screen.findByRole('alert', {});
    expect(alerta).toHaveTextContent('Algo deu errado');
    expect(screen.getByText('Ocorreu um erro e sua solicitação não pôde ser concluída.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu do usuário' })).toBeInTheDocument();

    const menu = within(screen.getByRole('navigation', { name: 'Menu principal' }));
    await user.click(menu.getByRole('link', { name: 'Início' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByText('Algo deu errado')).not.toBeInTheDocument());
  });
});
