import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../mocks/server';
import { URL_DADOS_START } from '../mocks/handlers';
import { metadataPadrao } from '../mocks/fixtures';
import { Inicializacao } from '../../src/layout/Inicializacao';

describe('Inicializacao with a start-up call already begun (src/main.tsx starts it while the panel downloads)', () => {
  it('waits for that call instead of making another, then shows the panel', async () => {
    let chamadas = 0;
    server.use(
      http.get(URL_DADOS_START, () => {
        chamadas += 1;
        return HttpResponse.json({ RES: metadataPadrao });
      }),
    );
    let concluir = () => {};
    const inicio = new Promise<void>((ok) => {
      concluir = ok;
    });
    render(
      <Inicializacao minMs={0} iniciada={false} inicio={inicio}>
        <p>Painel</p>
      </Inicializacao>,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Painel')).not.toBeInTheDocument();

    concluir();
    expect(await screen.findByText('Painel')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(chamadas).toBe(0);
  });
});
