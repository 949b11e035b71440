import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAGENS_PEDIDO, STATUS } from '../../../src/api';
import { AGORA } from '../pedidos/renderPedidos';
import { gravarPedido, noBanco } from '../pedidosNoBanco';
import { renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

const real = servidorRealDoArquivo();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AGORA);
});
afterEach(() => vi.useRealTimers());

describe('bulk status change', () => {
  it('changes the selected orders that may take the status and lists the refused ones with the reason', async () => {
    const user = userEvent.setup();
    const aguardando = await gravarPedido(real());
    const pago = await gravarPedido(real(), { id_status: STATUS.pago.id });
    const cancelado = await gravarPedido(real(), { id_status: STATUS.cancelado.id });
    await renderComServidor(real(), '/vendas/gestao-pedidos');
    for (const id of [aguardando, pago, cancelado]) await user.click(await screen.findByRole('checkbox', { name: `Selecionar pedido ${id}` }));
    const botao = screen.getByRole('button', { name: 'Alterar status' });
    await user.click(botao);

    const dialogo = await screen.findByRole('dialog', { name: 'Alterar status de 3 pedidos' });
    await user.click(within(dialogo).getByRole('radio', { name: 'Cancelado' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialogo).getByText(MENSAGENS_PEDIDO.motivoObrigatorio)).toBeInTheDocument();
    expect(real().corposPara('PUT', '/v2/vendas/status/update-lote')).toEqual([]);
    await user.click(within(dialogo).getByRole('radio', { name: 'Em separação' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));

    const resultado = await screen.findByRole('dialog', { name: 'Resultado da alteração de status' });
    expect(real().corposPara('PUT', '/v2/vendas/status/update-lote')).toEqual([{ ids: [aguardando, pago, cancelado], id_status: STATUS.emSeparacao.id, motivo: null }]);
    expect(resultado).toHaveTextContent(`1 pedido com status alterado: ${pago}.`);
    const recusados = within(within(resultado).getByRole('list', { name: 'Pedidos recusados' })).getAllByRole('listitem');
    expect(recusados.map((r) => r.textContent)).toEqual([
      `Pedido ${aguardando}Transição de Aguardando pagamento para Em separação não é permitida`,
      `Pedido ${cancelado}Pedido cancelado não pode mudar de status`,
    ]);
    // what the server holds: only the paid order moved
    expect([aguardando, pago, cancelado].map((id) => noBanco(real(), id).id_status)).toEqual([STATUS.aguardandoPagamento.id, STATUS.emSeparacao.id, STATUS.cancelado.id]);
    await user.click(within(resultado).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.getByRole('link', { name: String(pago) }).closest('tr')).toHaveTextContent('Em separação'));
    // the refused orders stay selected for another try, and the focus goes back to the bulk button
    expect(screen.getByRole('checkbox', { name: `Selecionar pedido ${aguardando}` })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: `Selecionar pedido ${pago}` })).not.toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alterar status' })).toHaveFocus());
  });
});
