import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATUS } from '@retaguarda/contrato/api';
import { gravarPedido, noBanco } from '../../../../pedidosNoBanco';
import { AGORA } from '../../../../renderPedidos';
import { capturarDownloads, type ArquivoSalvo } from '../../../../capturaDownloads';
import { ADMIN, renderComServidor } from '../../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../../servidorReal';

const real = servidorRealDoArquivo();

/** A paid counter sale at Loja Centro: the kind of order an NFC-e is for. */
const pago = () => gravarPedido(real(), { canal: 'loja', id_status: STATUS.pago.id });

/** Issues the order's NFC-e through the API, as another person at the counter would. */
async function emitir(id: number) {
  const outra = await real().outraSessao(ADMIN);
  const res = await outra('POST', '/v2/nfce/emitir/nped', { id_pedido: id });
  if (res.statusCode !== 200) throw new Error(`emissão falhou: ${res.body}`);
  return noBanco(real(), id);
}

/** A paid counter sale whose NFC-e was already issued. */
async function comNota() {
  const id = await pago();
  return { id, ...(await emitir(id)) };
}

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

async function abrir(id: number) {
  await renderComServidor(real(), `/vendas/gestao-pedidos/${id}`);
  await screen.findByRole('heading', { level: 1, name: `Pedido ${id}` });
}

const chamadasGet = (caminho: string) => real().chamadas.filter((c) => c.metodo === 'GET' && c.caminho === caminho);

describe('NFC-e actions', () => {
  it('offers no issue, PDF or XML for an order awaiting payment', async () => {
    await abrir(await gravarPedido(real()));
    expect(screen.queryByRole('button', { name: 'Emitir NFC-e' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir DANFE' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'XML' })).not.toBeInTheDocument();
  });

  it('offers no NFC-e for a paid order shipped to the customer, and says it needs an NF-e (model 55)', async () => {
    await abrir(await gravarPedido(real(), { canal: 'marketplace', id_status: STATUS.pago.id }));
    expect(screen.queryByRole('button', { name: 'Emitir NFC-e' })).not.toBeInTheDocument();
    expect(screen.getByText(/Venda com entrega exige NF-e modelo 55/)).toBeInTheDocument();
  });

  it('asks for confirmation before issuing: going back issues nothing, confirming issues once with one announcement', async () => {
    const user = userEvent.setup();
    const id = await pago();
    await abrir(id);
    await user.click(screen.getByRole('button', { name: 'Emitir NFC-e' }));
    const dialogo = await screen.findByRole('dialog', { name: `Emitir a NFC-e do pedido ${id}?` });
    expect(dialogo).toHaveTextContent('não pode ser desfeita');
    await user.click(within(dialogo).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(real().corposPara('POST', '/v2/nfce/emitir/nped')).toEqual([]);
    expect(noBanco(real(), id).nfce_numero).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Emitir NFC-e' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Emitir NFC-e' }));
    await waitFor(() => expect(noBanco(real(), id).nfce_numero).not.toBeNull());
    const { nfce_numero, nfce_serie, version } = noBanco(real(), id);
    expect(await screen.findByText(new RegExp(`NFC-e ${nfce_numero} \\(série ${nfce_serie}\\) emitida para o pedido ${id}`))).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(`emitida para o pedido ${id}`))).toHaveLength(1);
    expect(real().corposPara('POST', '/v2/nfce/emitir/nped')).toEqual([{ id_pedido: id }]);
    // the server does not count the issue as an edit of the order (the old mock bumped the version)
    expect(version).toBe(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Emitir NFC-e' })).not.toBeInTheDocument());
  });

  it('opens the DANFE in a new tab to print and downloads the XML', async () => {
    const user = userEvent.setup();
    const abas = abasAbertas();
    const danfe = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:danfe');
    const { id, nfce_chave } = await comNota();
    await abrir(id);
    await user.click(await screen.findByRole('button', { name: 'Imprimir DANFE' }));
    await waitFor(() => expect(abas[0]?.location.href).toBe('blob:danfe'));
    expect(chamadasGet(`/v2/nfce/pdf/nped/${id}`)).toHaveLength(1);
    // back to the download capture, to read the file the browser would save
    danfe.mockRestore();
    await user.click(screen.getByRole('button', { name: 'XML' }));
    await waitFor(() => expect(salvos).toHaveLength(1));
    expect(salvos[0].nome).toBe(`NFCe-${nfce_chave}.xml`);
    expect(await salvos[0].blob.text()).toContain(`Id="NFe${nfce_chave}"`);
  });

  it("shows the server's refusal in Portuguese when the order already got one meanwhile", async () => {
    const user = userEvent.setup();
    const id = await pago();
    await abrir(id);
    await emitir(id);
    await user.click(screen.getByRole('button', { name: 'Emitir NFC-e' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Emitir NFC-e' }));
    expect(await screen.findByText('Não foi possível emitir a NFC-e: Este pedido já tem NFC-e emitida')).toBeInTheDocument();
  });

  it('offers in the list row menu only the NFC-e actions each order allows', async () => {
    const user = userEvent.setup();
    const aguardando = await gravarPedido(real());
    const semNota = await pago();
    const { id: comNfce } = await comNota();
    await renderComServidor(real(), '/vendas/gestao-pedidos');
    const itensDoMenu = async (id: number) => {
      await user.click(await screen.findByRole('button', { name: `Ações do pedido ${id}` }));
      const menu = await screen.findByRole('menu');
      const nomes = within(menu).getAllByRole('menuitem').map((m) => m.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      return nomes;
    };
    expect(await itensDoMenu(aguardando)).toEqual(['Alterar status']);
    expect(await itensDoMenu(semNota)).toEqual(['Alterar status', 'Emitir NFC-e…']);
    expect(await itensDoMenu(comNfce)).toEqual(['Alterar status', 'Imprimir DANFE', 'XML']);
  });

  it('opens the DANFE in a new tab and issues the NFC-e (after confirming) from the list row menu, staying on the list', async () => {
    const user = userEvent.setup();
    const abas = abasAbertas();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:danfe');
    const semNota = await pago();
    const { id: comNfce } = await comNota();
    await renderComServidor(real(), '/vendas/gestao-pedidos');
    await user.click(await screen.findByRole('button', { name: `Ações do pedido ${comNfce}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Imprimir DANFE' }));
    await waitFor(() => expect(abas[0]?.location.href).toBe('blob:danfe'));
    expect(chamadasGet(`/v2/nfce/pdf/nped/${comNfce}`)).toHaveLength(1);
    expect(window.location.pathname).toBe('/vendas/gestao-pedidos');

    await user.click(screen.getByRole('button', { name: `Ações do pedido ${semNota}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Emitir NFC-e…' }));
    expect(real().corposPara('POST', '/v2/nfce/emitir/nped')).toEqual([]);
    await user.click(within(await screen.findByRole('dialog', { name: `Emitir a NFC-e do pedido ${semNota}?` })).getByRole('button', { name: 'Emitir NFC-e' }));
    await waitFor(() => expect(real().corposPara('POST', '/v2/nfce/emitir/nped')).toEqual([{ id_pedido: semNota }]));
    await waitFor(() => expect(noBanco(real(), semNota).nfce_numero).not.toBeNull());
    const linha = () => screen.getByRole('link', { name: String(semNota) }).closest('tr') as HTMLElement;
    await waitFor(() => expect(linha()).toHaveTextContent(String(noBanco(real(), semNota).nfce_numero)));
  });
});
