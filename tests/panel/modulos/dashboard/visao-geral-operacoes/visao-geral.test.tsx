import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { gravarPedido } from '../../../pedidosNoBanco';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo, type ServidorReal } from '../../../servidorReal';

const real = servidorRealDoArquivo();
const ROTA = '/dashboard/visao-geral-operacoes';
const HORA = 60 * 60 * 1000;

/**
 * The server's now is 12:00 of Saturday 21/11/2026 in São Paulo. Today: a store order paid at
 * 09:00 and waiting for its customer at the counter, with no NFC-e (R$ 134,80). The Saturday before
 * at 10:00: a delivered web order (R$ 150,70); at 14:00 another (later in the day than now).
 */
async function gravarDia(r: ServidorReal) {
  const agora = r.relogio.agora.getTime();
  await gravarPedido(r, { canal: 'loja', tipo_entrega: 'retirada', id_status: STATUS.pago.id, data: new Date(agora - 3 * HORA) });
  await gravarPedido(r, { id_status: STATUS.entregue.id, data: new Date(agora - 7 * 24 * HORA - 2 * HORA) });
  await gravarPedido(r, { id_status: STATUS.entregue.id, data: new Date(agora - 7 * 24 * HORA + 2 * HORA) });
}

/** The filter a link to the order list carries (react-admin's `filter` parameter). */
function filtroDoLink(link: HTMLElement): { caminho: string; filtro: Record<string, unknown> } {
  const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
  return { caminho: url.pathname, filtro: JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown> };
}

describe('Visão geral das operações', () => {
  it('lists the orders awaiting action first, each linking to the order list filtered to exactly them', async () => {
    await gravarDia(real());
    await renderComServidor(real(), ROTA, { email: ADMIN });
    // the first render of the file pays the screen chunk's transform
    const tarefas = await screen.findByRole('region', { name: 'Pedidos aguardando ação' }, { timeout: 30_000 });
    const retirada = await within(tarefas).findByRole('heading', { level: 3, name: 'Aguardando retirada' }, { timeout: 10_000 });
    const cartao = retirada.closest('li');
    expect(cartao).not.toBeNull();
    const link = within(cartao as HTMLElement).getByRole('link', { name: 'Ver 1 pedido' });
    expect(filtroDoLink(link)).toEqual({
      caminho: '/vendas/gestao-pedidos',
      filtro: { data_from_pedido: '23/10/2026', data_to_pedido: '21/11/2026', status_pedido: [2, 3], tipo_entrega: ['retirada'] },
    });
    const semNfce = within(tarefas).getByRole('heading', { level: 3, name: 'Pagos sem NFC-e' }).closest('li') as HTMLElement;
    expect(filtroDoLink(within(semNfce).getByRole('link', { name: 'Ver 1 pedido' })).filtro).toMatchObject({ tipo_entrega: ['balcao', 'retirada'], com_nfce: false });
    // a kind with nothing waiting has no link
    const atrasados = within(tarefas).getByRole('heading', { level: 3, name: 'Envios atrasados' }).closest('li') as HTMLElement;
    expect(within(atrasados).queryByRole('link')).toBeNull();
    // the tasks come before today's figures
    const hoje = screen.getByRole('region', { name: 'Hoje até 12:00' });
    expect(tarefas.compareDocumentPosition(hoje) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(tarefas).getByText(/^atualizado há \d+ s$/)).toBeInTheDocument();
  });

  it("says today's revenue against last Saturday and yesterday up to the same time, in words besides the arrow", async () => {
    await gravarDia(real());
    await renderComServidor(real(), ROTA, { email: ADMIN });
    // the first render of the file pays the screen chunk's transform
    const hoje = await screen.findByRole('region', { name: 'Hoje até 12:00' }, { timeout: 30_000 });
    const faturamento = within(hoje).getByRole('article', { name: 'Faturamento' });
    expect(await within(faturamento).findByText('R$ 134,80', {}, { timeout: 10_000 })).toBeInTheDocument();
    const semana = faturamento.querySelector('[data-comparacao="semana_passada"]');
    expect(semana).toHaveTextContent('Sábado passado até 12:00:caiu 10,6% (antes R$ 150,70)');
    expect(faturamento.querySelector('[data-comparacao="ontem"]')).toHaveTextContent('Ontem até 12:00:subiu (antes R$ 0,00)');
    const pedidos = within(hoje).getByRole('article', { name: 'Pedidos' });
    expect(pedidos.querySelector('[data-comparacao="semana_passada"]')).toHaveTextContent('igual (antes 1)');
  });
});
