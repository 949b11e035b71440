import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATUS, type PedidoDetalhe } from '../../../src/api';
import { server } from '../../mocks/server';
import { criarDetalhe, mockPedidoDetalhe } from '../../mocks/pedido-detalhe';
import { AGORA, renderPedidos } from '../pedidos/renderPedidos';
import { capturarDownloads, type ArquivoSalvo } from '../capturaDownloads';

const CHAVE = '35261111222333000181650010000012031000012034';
/** A paid counter sale: the kind of order an NFC-e is for. */
const pago = (dados: Partial<PedidoDetalhe> = {}) => criarDetalhe({ status_pedido: { ...STATUS.pago }, canal: 'loja', nome_seller: 'Loja Centro', entrega: null, ...dados });
const comNota = (id: number) =>
  pago({ id, nfce: { numero: 1203, serie: 1, chave: CHAVE, data_emissao: '2026-11-20T10:20:00-03:00' }, nfce_situacao: 'autorizada' });

/** window.open stubbed as a browser tab whose address the test reads back. */
function abasAbertas() {
  const abas: { location: { href: string }; close: () => void }[] = [];
  vi.stubGlobal('open', () => {
    const aba = { location: { href: '' }, close: vi.fn() };
    abas.push(aba);
    return aba;
  });
  return abas;
}

let salvos: ArquivoSalvo[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AGORA);
  salvos = capturarDownloads();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function abrir(pedido: PedidoDetalhe) {
  const backend = mockPedidoDetalhe([pedido]);
  server.use(...backend.handlers);
  renderPedidos(`/vendas/gestao-pedidos/${pedido.id}`);
  await screen.findByRole('heading', { level: 1, name: `Pedido ${pedido.id}` });
  return backend;
}

describe('NFC-e actions', () => {
  it('offers no issue, PDF or XML for an order awaiting payment', async () => {
    await abrir(criarDetalhe());
    expect(screen.queryByRole('button', { name: 'Emitir NFC-e' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir DANFE' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'XML' })).not.toBeInTheDocument();
  });

  it('offers no NFC-e for a paid order shipped to the customer, and says it needs an NF-e (model 55)', async () => {
    await abrir(criarDetalhe({ status_pedido: { ...STATUS.pago }, canal: 'marketplace' }));
    expect(screen.queryByRole('button', { name: 'Emitir NFC-e' })).not.toBeInTheDocument();
    expect(screen.getByText(/Venda com entrega exige NF-e modelo 55/)).toBeInTheDocument();
  });

  it('asks for confirmation before issuing: going back issues nothing, confirming issues once with one announcement', async () => {
    const user = userEvent.setup();
    const backend = await abrir(pago());
    await user.click(screen.getByRole('button', { name: 'Emitir NFC-e' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Emitir a NFC-e do pedido 1001?' });
    expect(dialogo).toHaveTextContent('não pode ser desfeita');
    await user.click(within(dialogo).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.chamadasPara('/v2/nfce/emitir/nped')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Emitir NFC-e' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Emitir NFC-e' }));
    expect(await screen.findByText(/NFC-e 1301 \(série 1\) emitida para o pedido 1001/)).toBeInTheDocument();
    expect(screen.getAllByText(/emitida para o pedido 1001/)).toHaveLength(1);
    expect(backend.chamadasPara('/v2/nfce/emitir/nped').map((c) => c.corpo)).toEqual([{ id_pedido: 1001 }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Emitir NFC-e' })).not.toBeInTheDocument());
  });

  it('opens the DANFE in a new tab to print and downloads the XML', async () => {
    const user = userEvent.setup();
    const abas = abasAbertas();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:danfe');
    const backend = await abrir(comNota(1001));
    await user.click(await screen.findByRole('button', { name: 'Imprimir DANFE' }));
    await waitFor(() => expect(abas[0]?.location.href).toBe('blob:danfe'));
    expect(backend.chamadasPara('/v2/nfce/pdf/nped/1001')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'XML' }));
    await waitFor(() => expect(salvos).toHaveLength(1));
    expect(salvos[0].nome).toBe(`NFCe-${CHAVE}.xml`);
  });

  it("shows the server's refusal in Portuguese when the order already got one meanwhile", async () => {
    const user = userEvent.setup();
    const backend = await abrir(pago());
    const atual = backend.pedidos.get(1001) as PedidoDetalhe;
    backend.pedidos.set(1001, { ...atual, nfce: comNota(1001).nfce });
    await user.click(screen.getByRole('button', { name: 'Emitir NFC-e' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Emitir NFC-e' }));
    expect(await screen.findByText('Não foi possível emitir a NFC-e: Este pedido já tem NFC-e emitida')).toBeInTheDocument();
  });

  it('offers in the list row menu only the NFC-e actions each order allows', async () => {
    const user = userEvent.setup();
    const backend = mockPedidoDetalhe([criarDetalhe(), pago({ id: 1002 }), comNota(1003)]);
    server.use(...backend.handlers);
    renderPedidos();
    const itensDoMenu = async (id: number) => {
      await user.click(await screen.findByRole('button', { name: `Ações do pedido ${id}` }));
      const menu = await screen.findByRole('menu');
      const nomes = within(menu).getAllByRole('menuitem').map((m) => m.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      return nomes;
    };
    expect(await itensDoMenu(1001)).toEqual(['Alterar status']);
    expect(await itensDoMenu(1002)).toEqual(['Alterar status', 'Emitir NFC-e…']);
    expect(await itensDoMenu(1003)).toEqual(['Alterar status', 'Imprimir DANFE', 'XML']);
  });

  it('opens the DANFE in a new tab and issues the NFC-e (after confirming) from the list row menu, staying on the list', async () => {
    const user = userEvent.setup();
    const abas = abasAbertas();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:danfe');
    const backend = mockPedidoDetalhe([pago({ id: 1002 }), comNota(1003)]);
    server.use(...backend.handlers);
    renderPedidos();
    await user.click(await screen.findByRole('button', { name: 'Ações do pedido 1003' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Imprimir DANFE' }));
    await waitFor(() => expect(abas[0]?.location.href).toBe('blob:danfe'));
    expect(backend.chamadasPara('/v2/nfce/pdf/nped/1003')).toHaveLength(1);
    expect(window.location.pathname).toBe('/vendas/gestao-pedidos');

    await user.click(screen.getByRole('button', { name: 'Ações do pedido 1002' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Emitir NFC-e…' }));
    expect(backend.chamadasPara('/v2/nfce/emitir/nped')).toEqual([]);
    await user.click(within(await screen.findByRole('dialog', { name: 'Emitir a NFC-e do pedido 1002?' })).getByRole('button', { name: 'Emitir NFC-e' }));
    await waitFor(() => expect(backend.chamadasPara('/v2/nfce/emitir/nped').map((c) => c.corpo)).toEqual([{ id_pedido: 1002 }]));
    const linha = () => screen.getByRole('link', { name: '1002' }).closest('tr') as HTMLElement;
    await waitFor(() => expect(linha()).toHaveTextContent('1301'));
  });
});
