import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '../../../src/config';
import { baixarNfce, pedidosDataProvider } from '../../../src/dataProvider/pedidos';
import { URL_RENOVAR } from '../../mocks/handlers';
import { PedidoDetalhe } from '../../../src/api';
import { server } from '../../mocks/server';
import { gravarPedido, noBanco } from '../pedidosNoBanco';
import { VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

const real = servidorRealDoArquivo();

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
