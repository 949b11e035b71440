import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, useNotify } from 'react-admin';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { Notificacoes } from '../../../src/reactAdmin/Notificacoes';

function Disparar({ quantas }: { quantas: number }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => Array.from({ length: quantas }, (_, i) => notify(`Aviso ${i + 1}`, { type: 'info' }))}>
      disparar
    </button>
  );
}

/** Advances fake time in small steps so React renders (and MUI's transitions start) between them. */
async function passar(ms: number) {
  for (let t = 0; t < ms; t += 50) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(50, ms - t));
    });
  }
}

const avisos = () => screen.queryAllByText(/^Aviso \d$/).map((e) => e.textContent);

afterEach(() => vi.useRealTimers());

describe('notifications', () => {
  it('shows at most 3 at once, 4000 ms each, then the ones waiting', async () => {
    vi.useFakeTimers();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Disparar quantas={5} />
        <Notificacoes />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'disparar' }));
    await passar(10);
    expect(avisos()).toEqual(['Aviso 1', 'Aviso 2', 'Aviso 3']);

    await passar(3850);
    expect(avisos()).toEqual(['Aviso 1', 'Aviso 2', 'Aviso 3']);

    await passar(500);
    expect(avisos()).toEqual(['Aviso 4', 'Aviso 5']);

    await passar(5000);
    expect(avisos()).toEqual([]);
  });

  it('closes one on request and announces errors as alerts', async () => {
    function Erro() {
      const notify = useNotify();
      return (
        <button type="button" onClick={() => notify('Falhou', { type: 'error' })}>
          erro
        </button>
      );
    }
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Erro />
        <Notificacoes />
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'erro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Falhou');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
