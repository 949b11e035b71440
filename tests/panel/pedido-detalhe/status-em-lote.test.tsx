import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAGENS_PEDIDO, STATUS } from '../../../src/api';
import { server } from '../../mocks/server';
import { criarDetalhe, mockPedidoDetalhe } from '../../mocks/pedido-detalhe';
import { AGORA, renderPedidos } from '../pedidos/renderPedidos';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AGORA);
});
afterEach(() => vi.useRealTimers());

describe('bulk status change', () => {
  it('changes the selected orders that may take the status and lists the refused ones with the reason', async () => {
    const user = userEvent.setup();
    const backend = mockPedidoDetalhe([
      criarDetalhe(),
      criarDetalhe({ id: 1002, status_pedido: { ...STATUS.pago } }),
      criarDetalhe({ id: 1003, status_pedido: { ...STATUS.cancelado } }),
    ]);
    server.use(...backend.handlers);
    renderPedidos();
    for (const id of [1001, 1002, 1003]) await user.click(await screen.findByRole('checkbox', { name: `Selecionar pedido ${id}` }));
    const botao = screen.getByRole('button', { name: 'Alterar status' });
    await user.click(botao);

    const dialogo = await screen.findByRole('dialog', { name: 'Alterar status de 3 pedidos' });
    await user.click(within(dialogo).getByRole('radio', { name: 'Cancelado' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialogo).getByText(MENSAGENS_PEDIDO.motivoObrigatorio)).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('radio', { name: 'Em separação' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));

    const resultado = await screen.findByRole('dialog', { name: 'Resultado da alteração de status' });
    expect(backend.chamadasPara('/v2/vendas/status/update-lote').map((c) => c.corpo)).toEqual([{ ids: [1001, 1002, 1003], id_status: 3, motivo: null }]);
    expect(resultado).toHaveTextContent('1 pedido com status alterado: 1002.');
    const recusados = within(within(resultado).getByRole('list', { name: 'Pedidos recusados' })).getAllByRole('listitem');
    expect(recusados.map((r) => r.textContent)).toEqual([
      'Pedido 1001Transição de Aguardando pagamento para Em separação não é permitida',
      'Pedido 1003Pedido cancelado não pode mudar de status',
    ]);
    await user.click(within(resultado).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.getByRole('link', { name: '1002' }).closest('tr')).toHaveTextContent('Em separação'));
    // the refused orders stay selected for another try, and the focus goes back to the bulk button
    expect(screen.getByRole('checkbox', { name: 'Selecionar pedido 1001' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Selecionar pedido 1002' })).not.toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alterar status' })).toHaveFocus());
  });
});
