import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAGENS_PEDIDO, STATUS } from '@retaguarda/contrato/api';
import { AGORA } from '../../../../renderPedidos';
import { gravarPedido, noBanco, type NovoPedidoPainel } from '../../../../pedidosNoBanco';
import { ADMIN, renderComServidor } from '../../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../../servidorReal';

const real = servidorRealDoArquivo();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AGORA);
});
afterEach(() => vi.useRealTimers());

const nomesDasOpcoes = (dialogo: HTMLElement) => within(dialogo).getAllByRole('radio').map((r) => r.closest('label')?.textContent);
const leiturasDo = (id: number) => real().chamadas.filter((c) => c.metodo === 'GET' && c.caminho === `/v2/vendas/lista-pedidos/${id}`);

async function abrirDetalhe(dados: NovoPedidoPainel = {}) {
  const id = await gravarPedido(real(), dados);
  await renderComServidor(real(), `/vendas/gestao-pedidos/${id}`);
  const titulo = await screen.findByRole('heading', { level: 1, name: `Pedido ${id}` });
  return { id, titulo };
}

describe('status change', () => {
  it('offers only the allowed statuses, asks a reason to cancel, sends the exact body and shows the new status without reloading', async () => {
    const user = userEvent.setup();
    const { id, titulo } = await abrirDetalhe();
    await user.click(screen.getByRole('button', { name: 'Alterar status' }));
    const dialogo = await screen.findByRole('dialog', { name: `Alterar status do pedido ${id}` });
    await within(dialogo).findByText('Status atual: Aguardando pagamento');
    expect(nomesDasOpcoes(dialogo)).toEqual(['Pago', 'Cancelado']);

    await user.click(within(dialogo).getByRole('radio', { name: 'Cancelado' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialogo).getByText(MENSAGENS_PEDIDO.motivoObrigatorio)).toBeInTheDocument();
    expect(real().corposPara('PUT', '/v2/vendas/status/update')).toHaveLength(0);

    await user.type(within(dialogo).getByRole('textbox', { name: 'Motivo' }), 'Cliente desistiu da compra');
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(real().corposPara('PUT', '/v2/vendas/status/update')).toEqual([
      { id_pedido: id, id_status: STATUS.cancelado.id, motivo: 'Cliente desistiu da compra', version: 1, justificativa_nfce: null },
    ]);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Status do pedido' })).toHaveTextContent('Cancelado'));
    const historico = within(screen.getByRole('table', { name: 'Histórico de status' })).getAllByRole('row');
    expect(historico[1]).toHaveTextContent('21/11/2026 12:00Vitor VendasAguardando pagamentoCanceladoCliente desistiu da compra');
    expect(noBanco(real(), id)).toMatchObject({ id_status: STATUS.cancelado.id, version: 2 });
    // the same page, refreshed in place: the heading was never unmounted
    expect(titulo).toBeInTheDocument();
    expect(leiturasDo(id)).toHaveLength(2);
  });

  it('sends no reason for Pago and gives the focus back to the button on close', async () => {
    const user = userEvent.setup();
    const { id } = await abrirDetalhe();
    // the bulk bar loads with the first selection
    const botao = await screen.findByRole('button', { name: 'Alterar status' });
    await user.click(botao);
    const dialogo = await screen.findByRole('dialog', { name: `Alterar status do pedido ${id}` });
    await user.click(await within(dialogo).findByRole('radio', { name: 'Pago' }));
    expect(within(dialogo).queryByRole('textbox', { name: 'Motivo' })).not.toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Status do pedido' })).toHaveTextContent('Pago'));
    expect(real().corposPara('PUT', '/v2/vendas/status/update')).toEqual([{ id_pedido: id, id_status: STATUS.pago.id, motivo: null, version: 1, justificativa_nfce: null }]);
    expect(noBanco(real(), id).id_status).toBe(STATUS.pago.id);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alterar status' })).toHaveFocus());
  });

  it("shows the server's message on 409 when someone else changed the order first, with a reload", async () => {
    const user = userEvent.setup();
    const { id } = await abrirDetalhe();
    // someone else saves the order (a note) after the page read it
    const outra = await real().outraSessao(ADMIN);
    expect((await outra('PUT', `/v2/vendas/lista-pedidos/${id}`, { version: 1, observacao_interna: 'Conferido' })).statusCode).toBe(200);
    await user.click(screen.getByRole('button', { name: 'Alterar status' }));
    const dialogo = await screen.findByRole('dialog', { name: `Alterar status do pedido ${id}` });
    await user.click(await within(dialogo).findByRole('radio', { name: 'Pago' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialogo).findByText(MENSAGENS_PEDIDO.versaoConflitante)).toBeInTheDocument();
    expect(real().corposPara('PUT', '/v2/vendas/status/update')).toEqual([{ id_pedido: id, id_status: STATUS.pago.id, motivo: null, version: 1, justificativa_nfce: null }]);
    expect(noBanco(real(), id)).toMatchObject({ id_status: STATUS.aguardandoPagamento.id, version: 2 });
    await user.click(within(dialogo).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(leiturasDo(id)).toHaveLength(2));
    expect(within(dialogo).queryByText(MENSAGENS_PEDIDO.versaoConflitante)).not.toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alterar status' })).toHaveFocus());
    expect(screen.getByRole('status', { name: 'Status do pedido' })).toHaveTextContent('Aguardando pagamento');
  });

  it('changes the status from the row menu of the list and updates the row in place', async () => {
    const user = userEvent.setup();
    const id = await gravarPedido(real());
    await gravarPedido(real(), { id_status: STATUS.entregue.id });
    await renderComServidor(real(), '/vendas/gestao-pedidos');
    const menu = await screen.findByRole('button', { name: `Ações do pedido ${id}` });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Alterar status' }));
    const dialogo = await screen.findByRole('dialog', { name: `Alterar status do pedido ${id}` });
    await user.click(await within(dialogo).findByRole('radio', { name: 'Pago' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    const linha = () => screen.getByRole('link', { name: String(id) }).closest('tr') as HTMLElement;
    await waitFor(() => expect(linha()).toHaveTextContent('Pago'));
    expect(window.location.pathname).toBe('/vendas/gestao-pedidos');
    expect(real().corposPara('PUT', '/v2/vendas/status/update')).toEqual([{ id_pedido: id, id_status: STATUS.pago.id, motivo: null, version: 1, justificativa_nfce: null }]);
    expect(noBanco(real(), id).id_status).toBe(STATUS.pago.id);
    await waitFor(() => expect(screen.getByRole('button', { name: `Ações do pedido ${id}` })).toHaveFocus());
  });
});

describe('cancelling an order that has an NFC-e', () => {
  /** A paid counter sale whose NFC-e was issued (through the API, by another person) at the server's "now". */
  async function comNfce() {
    const id = await gravarPedido(real(), { canal: 'loja', id_status: STATUS.pago.id });
    const outra = await real().outraSessao(ADMIN);
    const res = await outra('POST', '/v2/nfce/emitir/nped', { id_pedido: id });
    if (res.statusCode !== 200) throw new Error(`emissão falhou: ${res.body}`);
    return { id, ...noBanco(real(), id) };
  }

  it('asks for the NFC-e justification (15+ characters), sends it, and shows the NFC-e cancelled in the history and its block', async () => {
    const user = userEvent.setup();
    const { id, nfce_numero, nfce_serie } = await comNfce();
    await renderComServidor(real(), `/vendas/gestao-pedidos/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Alterar status' }));
    const dialogo = await screen.findByRole('dialog', { name: `Alterar status do pedido ${id}` });
    await user.click(await within(dialogo).findByRole('radio', { name: 'Cancelado' }));
    expect(within(dialogo).getByText(new RegExp(`A NFC-e ${nfce_numero} \\(série ${nfce_serie}\\) será cancelada junto com o pedido`))).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('textbox', { name: 'Motivo' }));
    await user.paste('Desistência');
    const justificativa = within(dialogo).getByRole('textbox', { name: /Justificativa do cancelamento da NFC-e/ });
    await user.click(justificativa);
    await user.paste('curta');
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialogo).getByText(MENSAGENS_PEDIDO.justificativaNfce)).toBeInTheDocument();
    expect(real().corposPara('PUT', '/v2/vendas/status/update')).toHaveLength(0);

    await user.click(justificativa);
    await user.paste(': cliente desistiu no caixa');
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(real().corposPara('PUT', '/v2/vendas/status/update')).toEqual([
      { id_pedido: id, id_status: STATUS.cancelado.id, motivo: 'Desistência', version: 1, justificativa_nfce: 'curta: cliente desistiu no caixa' },
    ]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'NFC-e' })).toHaveTextContent('SituaçãoCancelada'));
    expect(screen.getByRole('table', { name: 'Histórico de status' })).toHaveTextContent(`NFC-e ${nfce_numero} (série ${nfce_serie}) cancelada`);
    expect(screen.getAllByText(/status alterado para Cancelado/)).toHaveLength(1);
    const agora = noBanco(real(), id);
    expect(agora.id_status).toBe(STATUS.cancelado.id);
    expect(agora.nfce_cancelada_em).not.toBeNull();
  });

  it("past the state's window says what to do instead and does not let the order be cancelled", async () => {
    const user = userEvent.setup();
    const { id } = await comNfce();
    // SP allows cancelling an NFC-e for 30 minutes after its issue
    real().relogio.avancar(31 * 60_000);
    await renderComServidor(real(), `/vendas/gestao-pedidos/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Alterar status' }));
    const dialogo = await screen.findByRole('dialog', { name: `Alterar status do pedido ${id}` });
    await user.click(await within(dialogo).findByRole('radio', { name: 'Cancelado' }));
    expect(within(dialogo).getByText(/Prazo de cancelamento da NFC-e encerrado \(30 min\): emita uma NF-e de devolução\/entrada/)).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });
});

describe('status history', () => {
  it('says in a sentence that there is no change yet instead of an empty table', async () => {
    await abrirDetalhe({ criacao: false });
    expect(screen.getByText('Nenhuma mudança de status registrada para este pedido até agora.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Histórico de status' })).not.toBeInTheDocument();
  });
});

describe('bulk status change', () => {
  it('changes the selected orders that may take the status and lists the refused ones with the reason', async () => {
    const user = userEvent.setup();
    const aguardando = await gravarPedido(real());
    const pago = await gravarPedido(real(), { id_status: STATUS.pago.id });
    const cancelado = await gravarPedido(real(), { id_status: STATUS.cancelado.id });
    await renderComServidor(real(), '/vendas/gestao-pedidos');
    for (const id of [aguardando, pago, cancelado]) await user.click(await screen.findByRole('checkbox', { name: `Selecionar pedido ${id}` }));
    // the bulk bar loads with the first selection
    const botao = await screen.findByRole('button', { name: 'Alterar status' });
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
