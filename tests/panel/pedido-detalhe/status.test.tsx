import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAGENS_PEDIDO, STATUS, type PedidoDetalhe } from '../../../src/api';
import { server } from '../../mocks/server';
import { criarDetalhe, mockPedidoDetalhe } from '../../mocks/pedido-detalhe';
import { AGORA, renderPedidos } from '../pedidos/renderPedidos';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AGORA);
});
afterEach(() => vi.useRealTimers());

const nomesDasOpcoes = (dialogo: HTMLElement) => within(dialogo).getAllByRole('radio').map((r) => r.closest('label')?.textContent);

async function abrirDetalhe(pedido: PedidoDetalhe = criarDetalhe()) {
  const backend = mockPedidoDetalhe([pedido]);
  server.use(...backend.handlers);
  renderPedidos(`/vendas/gestao-pedidos/${pedido.id}`);
  const titulo = await screen.findByRole('heading', { level: 1, name: `Pedido ${pedido.id}` });
  return { backend, titulo };
}

describe('status change', () => {
  it('offers only the allowed statuses, asks a reason to cancel, sends the exact body and shows the new status without reloading', async () => {
    const user = userEvent.setup();
    const { backend, titulo } = await abrirDetalhe();
    await user.click(screen.getByRole('button', { name: 'Alterar status' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Alterar status do pedido 1001' });
    await within(dialogo).findByText('Status atual: Aguardando pagamento');
    expect(nomesDasOpcoes(dialogo)).toEqual(['Pago', 'Cancelado']);

    await user.click(within(dialogo).getByRole('radio', { name: 'Cancelado' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialogo).getByText(MENSAGENS_PEDIDO.motivoObrigatorio)).toBeInTheDocument();
    expect(backend.chamadasPara('/v2/vendas/status/update')).toHaveLength(0);

    await user.type(within(dialogo).getByRole('textbox', { name: 'Motivo' }), 'Cliente desistiu da compra');
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.chamadasPara('/v2/vendas/status/update').map((c) => c.corpo)).toEqual([
      { id_pedido: 1001, id_status: 7, motivo: 'Cliente desistiu da compra', version: 3, justificativa_nfce: null },
    ]);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Status do pedido' })).toHaveTextContent('Cancelado'));
    const historico = within(screen.getByRole('table', { name: 'Histórico de status' })).getAllByRole('row');
    expect(historico[1]).toHaveTextContent('21/11/2026 11:30Ana SouzaAguardando pagamentoCanceladoCliente desistiu da compra');
    // the same page, refreshed in place: the heading was never unmounted
    expect(titulo).toBeInTheDocument();
    expect(backend.chamadasPara('/v2/vendas/lista-pedidos/1001')).toHaveLength(2);
  });

  it('sends no reason for Pago and gives the focus back to the button on close', async () => {
    const user = userEvent.setup();
    const { backend } = await abrirDetalhe();
    const botao = screen.getByRole('button', { name: 'Alterar status' });
    await user.click(botao);
    const dialogo = await screen.findByRole('dialog', { name: 'Alterar status do pedido 1001' });
    await user.click(await within(dialogo).findByRole('radio', { name: 'Pago' }));
    expect(within(dialogo).queryByRole('textbox', { name: 'Motivo' })).not.toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Status do pedido' })).toHaveTextContent('Pago'));
    expect(backend.chamadasPara('/v2/vendas/status/update').map((c) => c.corpo)).toEqual([{ id_pedido: 1001, id_status: 2, motivo: null, version: 3, justificativa_nfce: null }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alterar status' })).toHaveFocus());
  });

  it("shows the server's message on 409 when someone else changed the order first, with a reload", async () => {
    const user = userEvent.setup();
    const { backend } = await abrirDetalhe();
    const atual = backend.pedidos.get(1001) as PedidoDetalhe;
    backend.pedidos.set(1001, { ...atual, version: 4 });
    await user.click(screen.getByRole('button', { name: 'Alterar status' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Alterar status do pedido 1001' });
    await user.click(await within(dialogo).findByRole('radio', { name: 'Pago' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialogo).findByText(MENSAGENS_PEDIDO.versaoConflitante)).toBeInTheDocument();
    expect(backend.chamadasPara('/v2/vendas/status/update').map((c) => c.corpo)).toEqual([{ id_pedido: 1001, id_status: 2, motivo: null, version: 3, justificativa_nfce: null }]);
    await user.click(within(dialogo).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(backend.chamadasPara('/v2/vendas/lista-pedidos/1001')).toHaveLength(2));
    expect(within(dialogo).queryByText(MENSAGENS_PEDIDO.versaoConflitante)).not.toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alterar status' })).toHaveFocus());
    expect(screen.getByRole('status', { name: 'Status do pedido' })).toHaveTextContent('Aguardando pagamento');
  });

  it('changes the status from the row menu of the list and updates the row in place', async () => {
    const user = userEvent.setup();
    const backend = mockPedidoDetalhe([criarDetalhe(), criarDetalhe({ id: 1002, status_pedido: { id: 6, descricao: 'Entregue' } })]);
    server.use(...backend.handlers);
    renderPedidos();
    const menu = await screen.findByRole('button', { name: 'Ações do pedido 1001' });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Alterar status' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Alterar status do pedido 1001' });
    await user.click(await within(dialogo).findByRole('radio', { name: 'Pago' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    const linha = () => screen.getByRole('link', { name: '1001' }).closest('tr') as HTMLElement;
    await waitFor(() => expect(linha()).toHaveTextContent('Pago'));
    expect(window.location.pathname).toBe('/vendas/gestao-pedidos');
    expect(backend.chamadasPara('/v2/vendas/status/update').map((c) => c.corpo)).toEqual([{ id_pedido: 1001, id_status: 2, motivo: null, version: 3, justificativa_nfce: null }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ações do pedido 1001' })).toHaveFocus());
  });
});

describe('cancelling an order that has an NFC-e', () => {
  const comNfce = () =>
    criarDetalhe({
      status_pedido: { ...STATUS.pago },
      canal: 'loja',
      entrega: null,
      nfce: { numero: 1203, serie: 1, chave: '35261111222333000181650010000012031000012034', data_emissao: '2026-11-21T11:20:00-03:00' },
      nfce_situacao: 'autorizada',
    });

  it('asks for the NFC-e justification (15+ characters), sends it, and shows the NFC-e cancelled in the history and its block', async () => {
    const user = userEvent.setup();
    const { backend } = await abrirDetalhe(comNfce());
    await user.click(screen.getByRole('button', { name: 'Alterar status' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Alterar status do pedido 1001' });
    await user.click(await within(dialogo).findByRole('radio', { name: 'Cancelado' }));
    expect(within(dialogo).getByText(/A NFC-e 1203 \(série 1\) será cancelada junto com o pedido/)).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('textbox', { name: 'Motivo' }));
    await user.paste('Desistência');
    const justificativa = within(dialogo).getByRole('textbox', { name: /Justificativa do cancelamento da NFC-e/ });
    await user.click(justificativa);
    await user.paste('curta');
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialogo).getByText(MENSAGENS_PEDIDO.justificativaNfce)).toBeInTheDocument();
    expect(backend.chamadasPara('/v2/vendas/status/update')).toHaveLength(0);

    await user.click(justificativa);
    await user.paste(': cliente desistiu no caixa');
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.chamadasPara('/v2/vendas/status/update').map((c) => c.corpo)).toEqual([
      { id_pedido: 1001, id_status: 7, motivo: 'Desistência', version: 3, justificativa_nfce: 'curta: cliente desistiu no caixa' },
    ]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'NFC-e' })).toHaveTextContent('SituaçãoCancelada'));
    expect(screen.getByRole('table', { name: 'Histórico de status' })).toHaveTextContent('NFC-e 1203 (série 1) cancelada');
    expect(screen.getAllByText(/status alterado para Cancelado/)).toHaveLength(1);
  });

  it("past the state's window says what to do instead and does not let the order be cancelled", async () => {
    const user = userEvent.setup();
    const backend = mockPedidoDetalhe([comNfce()], { prazoEncerrado: true });
    server.use(...backend.handlers);
    renderPedidos('/vendas/gestao-pedidos/1001');
    await user.click(await screen.findByRole('button', { name: 'Alterar status' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Alterar status do pedido 1001' });
    await user.click(await within(dialogo).findByRole('radio', { name: 'Cancelado' }));
    expect(within(dialogo).getByText(/Prazo de cancelamento da NFC-e encerrado \(30 min\): emita uma NF-e de devolução\/entrada/)).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });
});

describe('status history', () => {
  it('says in a sentence that there is no change yet instead of an empty table', async () => {
    await abrirDetalhe(criarDetalhe({ historico: [] }));
    expect(screen.getByText('Nenhuma mudança de status registrada para este pedido até agora.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Histórico de status' })).not.toBeInTheDocument();
  });
});
