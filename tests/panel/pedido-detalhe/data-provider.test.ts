import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '../../../src/config';
import { baixarNfce, pedidosDataProvider } from '../../../src/dataProvider/pedidos';
import { URL_RENOVAR } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { criarDetalhe, mockPedidoDetalhe } from '../../mocks/pedido-detalhe';

describe('order detail data provider', () => {
  it('getOne maps RES of GET /v2/vendas/lista-pedidos/{id} to data', async () => {
    const pedido = criarDetalhe();
    server.use(...mockPedidoDetalhe([pedido]).handlers);
    const resultado = await pedidosDataProvider.getOne?.('vendas/gestao-pedidos', { id: 1001 });
    expect(resultado).toEqual({ data: pedido });
  });

  it('update sends the body as is to PUT /v2/vendas/lista-pedidos/{id} and answers the new detail', async () => {
    const backend = mockPedidoDetalhe([criarDetalhe()]);
    server.use(...backend.handlers);
    const corpo = { version: 3, observacao_interna: 'Ligar antes' };
    const resultado = await pedidosDataProvider.update?.('vendas/gestao-pedidos', { id: 1001, data: corpo, previousData: criarDetalhe() });
    expect(backend.chamadas).toEqual([{ metodo: 'PUT', caminho: '/v2/vendas/lista-pedidos/1001', corpo }]);
    expect(resultado?.data).toMatchObject({ id: 1001, observacao_interna: 'Ligar antes', version: 4 });
  });

  it('downloads an NFC-e file with the version header, after renewing an expired session', async () => {
    let tentativas = 0;
    const cabecalhos: (string | null)[] = [];
    server.use(
      http.post(URL_RENOVAR, () => HttpResponse.json({ RES: 'ok' })),
      http.get('*/v2/nfce/xml/nped/file/:id', ({ request }) => {
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
