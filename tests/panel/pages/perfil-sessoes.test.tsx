import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderComServidor, VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

const real = servidorRealDoArquivo();

const listaDeSessoes = async () => within(await screen.findByRole('list', { name: 'Sessões abertas' }));

describe('profile page: Minhas sessões', () => {
  it('lists the open sessions, this one marked, and ending all the others takes them off the list and signs them out', async () => {
    const outra = await real().outraSessao(VENDAS);
    const segunda = await real().outraSessao(VENDAS);
    await renderComServidor(real(), '/profile', { email: VENDAS });
    const lista = await listaDeSessoes();
    expect(lista.getAllByRole('listitem')).toHaveLength(3);
    expect(lista.getByText('Esta sessão')).toBeInTheDocument();
    expect(lista.getAllByRole('button', { name: 'Encerrar esta sessão' })).toHaveLength(2);
    expect(lista.getAllByText(/Iniciada em \d\d\/\d\d\/\d{4} \d\d:\d\d · Última atividade \d\d\/\d\d\/\d{4} \d\d:\d\d/)).toHaveLength(3);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Encerrar todas as outras sessões' }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Encerrar todas as outras sessões?' }));
    expect(dialogo.getByText(/As 2 outras sessões precisarão entrar de novo/)).toBeInTheDocument();
    await user.click(dialogo.getByRole('button', { name: 'Encerrar' }));
    expect(await screen.findByText('2 sessões encerradas.')).toBeInTheDocument();
    await waitFor(async () => expect((await listaDeSessoes()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Nenhuma outra sessão aberta.')).toBeInTheDocument();
    expect((await outra('GET', '/v2/config/erp/dados-start')).statusCode).toBe(401);
    expect((await segunda('GET', '/v2/config/erp/dados-start')).statusCode).toBe(401);
    expect((await real().chamar('GET', '/v2/config/erp/dados-start')).statusCode).toBe(200);
  });

  it('ends one other session after confirming; cancelling ends nothing', async () => {
    const outra = await real().outraSessao(VENDAS);
    await renderComServidor(real(), '/profile', { email: VENDAS });
    const user = userEvent.setup();
    await user.click((await listaDeSessoes()).getByRole('button', { name: 'Encerrar esta sessão' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Encerrar esta sessão?' })).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await outra('GET', '/v2/config/erp/dados-start')).statusCode).toBe(200);

    await user.click((await listaDeSessoes()).getByRole('button', { name: 'Encerrar esta sessão' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Encerrar esta sessão?' })).getByRole('button', { name: 'Encerrar' }));
    expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
    await waitFor(async () => expect((await listaDeSessoes()).getAllByRole('listitem')).toHaveLength(1));
    expect((await outra('GET', '/v2/config/erp/dados-start')).statusCode).toBe(401);
  });
});
