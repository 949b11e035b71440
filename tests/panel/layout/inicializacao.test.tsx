import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { iniciarSessao } from '../../../src/authProvider/sessao';
import { Inicializacao } from '../../../src/layout/Inicializacao';
import { VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

// Counts the panel's own start-up without changing it: a second start would call this.
vi.mock('../../../src/authProvider/sessao', async (original) => {
  const modulo = await original<typeof import('../../../src/authProvider/sessao')>();
  return { ...modulo, iniciarSessao: vi.fn(modulo.iniciarSessao) };
});

const real = servidorRealDoArquivo();

describe('Inicializacao with a start-up call already begun (src/main.tsx starts it while the panel downloads)', () => {
  it('waits for that call instead of making another, then shows the panel', async () => {
    // Signed in for real: a second start-up call would be answered, and show up below.
    await real().entrar(VENDAS);
    let concluir = () => {};
    const inicio = new Promise<void>((ok) => {
      concluir = ok;
    });
    render(
      <Inicializacao minMs={0} iniciada={false} inicio={inicio}>
        <p>Painel</p>
      </Inicializacao>,
    );
    // Effects have run and every settled promise has been handled: only `inicio` is pending.
    await act(async () => {});
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Painel')).not.toBeInTheDocument();
    expect(iniciarSessao).not.toHaveBeenCalled();

    concluir();
    expect(await screen.findByText('Painel')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(iniciarSessao).not.toHaveBeenCalled();
    expect(real().chamadas).toEqual([]);
  });
});
