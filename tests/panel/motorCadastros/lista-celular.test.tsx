import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';
import { telaPequena } from '../telaPequena';
import { CLIENTES, gravarClientes, semClientes } from '../clientesNoBanco';

const real = servidorRealDoArquivo();

beforeEach(() => {
  semClientes(real());
  telaPequena();
});
afterEach(() => vi.unstubAllGlobals());

describe('the generated client list on a phone', () => {
  it('shows one card per client with its document masked, e-mail and phone, each opening the record', async () => {
    const ids = await gravarClientes(real(), CLIENTES);
    await renderComServidor(real(), '/cadastros/clientes', { email: 'admin@retaguarda.dev' });
    const cartoes = await screen.findByRole('list', { name: 'Clientes' });
    expect(screen.queryByRole('table')).toBeNull();
    const ana = within(cartoes).getByRole('link', { name: /Ana Beatriz Souza/ });
    expect(ana).toHaveTextContent('***.982.247-**');
    expect(ana).toHaveTextContent('ana.souza@exemplo.com.br');
    expect(ana).toHaveTextContent('(41) 99876-5432');
    expect(ana).toHaveAttribute('href', `/cadastros/clientes/${ids.ana}/show`);
    expect(within(cartoes).getAllByRole('link')).toHaveLength(4);
  });

  it('sorts from the Ordenar menu, the cards having no headers', async () => {
    await gravarClientes(real(), CLIENTES);
    const user = userEvent.setup();
    await renderComServidor(real(), '/cadastros/clientes', { email: 'admin@retaguarda.dev' });
    await screen.findByRole('list', { name: 'Clientes' });
    await user.click(screen.getByRole('button', { name: /^Ordenar/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Nome ou razão social, Z a A' }));
    await waitFor(() => {
      const nomes = within(screen.getByRole('list', { name: 'Clientes' }))
        .getAllByRole('link')
        .map((l) => l.querySelector('.cartao-titulo')?.textContent);
      expect(nomes).toEqual(['Construtora Horizonte Ltda', 'Carla Mendes', 'Bruno Lima', 'Ana Beatriz Souza']);
    });
  });
});
