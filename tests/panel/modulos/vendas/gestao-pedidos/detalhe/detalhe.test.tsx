import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PedidoDetalhe, STATUS } from '@retaguarda/contrato/api';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@retaguarda/contrato/api/versao';
import { baixarNfce, pedidosDataProvider } from '../../../../../../src/dataProvider/pedidos';
import { setUsuario } from '../../../../../../src/session/store';
import { URL_RENOVAR } from '../../../../../mocks/handlers';
import { URL_XML_NFCE } from '../../../../../mocks/pedido-detalhe';
import { server } from '../../../../../mocks/server';
import { gravarPedido, noBanco, SELLER } from '../../../../pedidosNoBanco';
import { renderComServidor, VENDAS } from '../../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../../servidorReal';

const texto = (el: Element | null) => el?.textContent?.replace(/\u00a0/g, ' ');
const real = servidorRealDoArquivo();

/** 10:15 in São Paulo on 20/11/2026, the day before the server's "now". */
const ONTEM_10H15 = new Date('2026-11-20T13:15:00Z');

describe('order detail', () => {
  it('shows the order formatted: money in R$, dates DD/MM/YYYY HH:mm, masked CPF, items, delivery and history', async () => {
    const id = await gravarPedido(real(), { observacao_interna: 'Cliente pediu embrulho', data: ONTEM_10H15 });
    await renderComServidor(real(), `/vendas/gestao-pedidos/${id}`);

    expect(await screen.findByRole('heading', { level: 1, name: `Pedido ${id}` })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Status do pedido' })).toHaveTextContent('Aguardando pagamento');

    const resumo = screen.getByRole('region', { name: 'Resumo' });
    expect(resumo).toHaveTextContent('20/11/2026 10:15');
    expect(texto(resumo)).toContain('R$ 150,70');
    expect(texto(resumo)).toContain('R$ 15,90');

    const pessoas = screen.getByRole('region', { name: 'Cliente e loja' });
    expect(pessoas).toHaveTextContent('Maria Oliveira');
    expect(pessoas).toHaveTextContent('***.982.247-**');
    expect(pessoas).toHaveTextContent('Retaguarda Online');
    expect(pessoas).toHaveTextContent('12.345.678/0003-57');

    const itens = within(screen.getByRole('table', { name: 'Itens do pedido' })).getAllByRole('row');
    expect(itens).toHaveLength(3);
    // the server spreads the order's R$ 5,00 off over the items by value: R$ 3,56 on the shirts, R$ 1,44 on the mug
    expect(texto(itens[1])).toBe('Camiseta básicaSKU CAM-0012R$ 49,90R$ 3,56R$ 96,24');
    expect(texto(itens[2])).toBe('Caneca de cerâmicaSKU CAN-0021R$ 40,00R$ 1,44R$ 38,56');

    expect(screen.getByRole('region', { name: 'Entrega' })).toHaveTextContent('Avenida Paulista, 1000 – Apto 12');
    expect(screen.getByRole('region', { name: 'Entrega' })).toHaveTextContent('CEP 01310-100');
    expect(screen.getByRole('region', { name: 'NFC-e' })).toHaveTextContent('Nenhuma NFC-e emitida');

    const historico = within(screen.getByRole('table', { name: 'Histórico de status' })).getAllByRole('row');
    // an entry without a user was written by the system
    expect(texto(historico[1])).toBe('20/11/2026 10:15Sistema—Aguardando pagamentoPedido criado no site');
    expect(screen.getByRole('textbox', { name: 'Observação interna' })).toHaveValue('Cliente pediu embrulho');
  });

  it('says how each kind of order reaches its customer: counter sale, pickup, or an address', async () => {
    const balcao = await gravarPedido(real(), { canal: 'manual', id_status: STATUS.retirado.id });
    real().db.sqlite.prepare("UPDATE orders SET tipo_entrega = 'balcao' WHERE id = ?").run(balcao);
    const retirada = await gravarPedido(real(), { canal: 'manual', id_status: STATUS.pago.id });
    real().db.sqlite.prepare("UPDATE orders SET tipo_entrega = 'retirada' WHERE id = ?").run(retirada);
    const esperado: [number, string][] = [
      [balcao, 'Venda no balcão: o cliente levou os produtos na loja Loja Centro.'],
      [retirada, 'Retirada na loja Loja Centro: o cliente vem buscar os produtos.'],
    ];
    for (const [id, frase] of esperado) {
      cleanup();
      await renderComServidor(real(), `/vendas/gestao-pedidos/${id}`);
      await screen.findByRole('heading', { level: 1, name: `Pedido ${id}` });
      expect(texto(screen.getByRole('region', { name: 'Entrega' }))).toBe(`Entrega${frase}`);
    }
  });

  it('shows the NFC-e number, series, date and access key in blocks of 4', async () => {
    const id = await gravarPedido(real(), { canal: 'loja', id_status: STATUS.pago.id });
    await real().entrar('vendas@retaguarda.dev');
    const emissao = await real().chamar('POST', '/v2/nfce/emitir/nped', { id_pedido: id });
    expect(emissao.body).toContain('"chave"');
    const { nfce_numero, nfce_serie, nfce_chave } = noBanco(real(), id);
    expect(nfce_chave).toMatch(/^\d{44}$/);

    await renderComServidor(real(), `/vendas/gestao-pedidos/${id}`);
    const nfce = await screen.findByRole('region', { name: 'NFC-e' });
    expect(nfce).toHaveTextContent(`Número${nfce_numero}`);
    expect(nfce).toHaveTextContent(`Série${nfce_serie}`);
    expect(nfce).toHaveTextContent('21/11/2026 12:00');
    expect(nfce).toHaveTextContent(String(nfce_chave).replace(/(\d{4})(?=\d)/g, '$1 '));
  });

  it('shows a "Pedido não encontrado" page with a link back to the list for a 404', async () => {
    await renderComServidor(real(), '/vendas/gestao-pedidos/999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute('href', '/vendas/gestao-pedidos');
    expect(window.location.pathname).toBe('/vendas/gestao-pedidos/999999');
  });

  it('shows an "Acesso negado" page for an order of a seller outside the group', async () => {
    const id = await gravarPedido(real(), { canal: 'loja', id_seller: SELLER.outroGrupo });
    await renderComServidor(real(), `/vendas/gestao-pedidos/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesso negado' })).toBeInTheDocument();
    expect(screen.getByText(/loja fora do seu grupo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toBeInTheDocument();
  });

  it('goes back to the list with the filters it had', async () => {
    const user = userEvent.setup();
    const id = await gravarPedido(real());
    const corpos: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname === '/v2/vendas/lista-pedidos') void request.clone().json().then((c) => corpos.push(c));
    });
    const filtro = { id_pessoa: [SELLER.online], data_from_pedido: '01/11/2026', data_to_pedido: '30/11/2026', status_pedido: [STATUS.aguardandoPagamento.id] };
    await renderComServidor(real(), `/vendas/gestao-pedidos?filter=${encodeURIComponent(JSON.stringify(filtro))}&page=1&perPage=25`);
    await user.click(await screen.findByRole('link', { name: String(id) }));
    await screen.findByRole('heading', { level: 1, name: `Pedido ${id}` });
    await user.click(await screen.findByRole('link', { name: 'Voltar para a lista' }));
    expect(await screen.findByRole('link', { name: String(id) })).toBeInTheDocument();
    await waitFor(() => expect(corpos).toHaveLength(2));
    server.events.removeAllListeners();
    expect(corpos[0]).toMatchObject({ page: 1, limit: 25, ...filtro });
    expect(corpos[1]).toEqual(corpos[0]);
  });
});

/** The detail as the server answers it to the signed-in user. */
async function detalheNoServidor(id: number): Promise<PedidoDetalhe> {
  const res = await real().chamar('GET', `/v2/vendas/lista-pedidos/${id}`);
  return PedidoDetalhe.parse(res.json<{ RES: unknown }>().RES);
}

describe('order detail data provider', () => {
  it('getOne maps RES of GET /v2/vendas/lista-pedidos/{id} to data', async () => {
    const id = await gravarPedido(real(), { observacao_interna: 'Cliente pediu embrulho' });
    await real().entrar(VENDAS);
    const resultado = await pedidosDataProvider.getOne?.('vendas/gestao-pedidos', { id });
    expect(resultado).toEqual({ data: await detalheNoServidor(id) });
    expect(resultado?.data).toMatchObject({ id, observacao_interna: 'Cliente pediu embrulho', version: 1 });
  });

  it('update sends the body as is to PUT /v2/vendas/lista-pedidos/{id} and answers the new detail', async () => {
    const id = await gravarPedido(real());
    await real().entrar(VENDAS);
    const anterior = await detalheNoServidor(id);
    const corpo = { version: 1, observacao_interna: 'Ligar antes' };
    const resultado = await pedidosDataProvider.update?.('vendas/gestao-pedidos', { id, data: corpo, previousData: anterior });
    expect(real().chamadas).toEqual([{ metodo: 'PUT', caminho: `/v2/vendas/lista-pedidos/${id}`, corpo }]);
    expect(resultado?.data).toMatchObject({ id, observacao_interna: 'Ligar antes', version: 2 });
    expect(resultado?.data).toEqual(await detalheNoServidor(id));
    expect(noBanco(real(), id)).toMatchObject({ observacao_interna: 'Ligar antes', version: 2 });
  });

  it('downloads an NFC-e file with the version header, after renewing an expired session', async () => {
    // a session this panel holds (only such a session is renewed)
    setUsuario((await real().entrar(VENDAS)).usuario);
    let tentativas = 0;
    const cabecalhos: (string | null)[] = [];
    server.use(
      http.post(URL_RENOVAR, () => HttpResponse.json({ RES: 'ok' })),
      http.get(URL_XML_NFCE, ({ request }) => {
        tentativas += 1;
        cabecalhos.push(request.headers.get(CLIENT_VERSION_HEADER));
        if (tentativas === 1) return HttpResponse.json({ RES: 'Sessão expirada. Entre novamente.' }, { status: 401 });
        return new HttpResponse('<NFe/>', { headers: { 'Content-Type': 'application/xml', 'Content-Disposition': 'attachment; filename="NFCe-123.xml"' } });
      }),
    );
    const arquivo = await baixarNfce('xml', 1001);
    expect(tentativas).toBe(2);
    expect(cabecalhos).toEqual([CLIENT_VERSION, CLIENT_VERSION]);
    expect(arquivo.nomeArquivo).toBe('NFCe-123.xml');
    expect(await arquivo.blob.text()).toBe('<NFe/>');
  });
});
