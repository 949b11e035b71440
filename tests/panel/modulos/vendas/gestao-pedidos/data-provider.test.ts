import { describe, expect, it } from 'vitest';
import { STATUS, type ListaPedidosResposta } from '@retaguarda/contrato/api';
import { corpoListaPedidos, numerosNfceSemVazios, pedidosDataProvider, type PedidosMeta } from '../../../../../src/dataProvider/pedidos';
import { nomeDoArquivo } from '../../../../../src/http/arquivoDaResposta';
import { colunasVisiveis } from '../../../../../src/modulos/vendas/gestao-pedidos/colunas';
import { dataBRparaDate, dateParaDataBR } from '../../../../../src/modulos/vendas/gestao-pedidos/filtros/DataBRPickerInput';
import { gravarPedido } from '../../../pedidosNoBanco';
import { listasDaSessao, VENDAS } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';
import { metadataDoSeed, usuarioVendasDoSeed } from '../../../sessaoDoSeed';

describe('order list request body', () => {
  it('takes page and limit from the pagination and only the contract filter fields', () => {
    const corpo = corpoListaPedidos({ pagination: { page: 3, perPage: 50 }, filter: { status_pedido: [2], q: 'ignorado', data_from_pedido: '20/11/2026' } });
    expect(corpo).toEqual({ page: 3, limit: 50, status_pedido: [2], data_from_pedido: '20/11/2026' });
  });

  it('sends the search trimmed, the sort as ordenar_por/ordem, and the full lists where nothing is chosen', () => {
    const padroes = { id_pessoa: [3, 4], status_pedido: [1, 2, 3], forma_pagto: [1, 2] };
    const corpo = corpoListaPedidos({
      pagination: { page: 1, perPage: 10 },
      filter: { busca: '  Maria  ', status_pedido: [2], id_pessoa: [] },
      sort: { field: 'valor_total', order: 'DESC' },
      meta: { padroes },
    });
    expect(corpo).toEqual({ page: 1, limit: 10, busca: 'Maria', status_pedido: [2], id_pessoa: [3, 4], forma_pagto: [1, 2], ordenar_por: 'valor_total', ordem: 'desc' });
    expect(corpoListaPedidos({ filter: { busca: '   ' }, sort: { field: 'status_pedido', order: 'ASC' } })).toEqual({ page: 1, limit: 10, ordenar_por: 'status', ordem: 'asc' });
    // a column the server cannot sort by sends no sort
    expect(corpoListaPedidos({ filter: {}, sort: { field: 'canal', order: 'ASC' } })).toEqual({ page: 1, limit: 10 });
  });

  it('removes empty numero_nfce entries and reads digit strings as numbers', () => {
    expect(numerosNfceSemVazios(['', 1203, null, ' ', '1204', 'abc', undefined])).toEqual([1203, 1204]);
  });
});

describe('getList against the real server', () => {
  const real = servidorRealDoArquivo();

  it('the session the pure tests build from the seed is the one the server answers', async () => {
    const { usuario, metadata } = await real().entrar(VENDAS);
    expect(usuario).toEqual(usuarioVendasDoSeed);
    expect(metadata).toEqual(metadataDoSeed);
  });

  it("answers the server's page, total and summary as react-admin's data, total and meta", async () => {
    // web R$ 150,70 awaiting payment, counter R$ 134,80 paid
    const web = await gravarPedido(real());
    await gravarPedido(real(), { canal: 'loja', id_status: STATUS.pago.id });
    const { metadata } = await real().entrar(VENDAS);
    const params = { pagination: { page: 1, perPage: 1 }, sort: { field: 'valor_total', order: 'DESC' as const }, filter: { data_from_pedido: '20/11/2026', data_to_pedido: '21/11/2026' }, meta: { padroes: listasDaSessao(metadata) } };
    const getList = pedidosDataProvider.getList;
    if (!getList) throw new Error('sem getList');
    const lista = await getList('vendas/gestao-pedidos', params);
    // the dearest first, one per page
    expect(lista.data.map((p) => p.id)).toEqual([web]);
    expect(lista.total).toBe(2);
    const dashboard = (lista.meta as PedidosMeta).dashboard;
    expect([dashboard.quantidade_pedidos, dashboard.valor_total, dashboard.ticket_medio]).toEqual([2, 285.5, 142.75]);
    // exactly what the server answers for the same body
    const direto = (await real().chamar('PUT', '/v2/vendas/lista-pedidos', corpoListaPedidos(params))).json<ListaPedidosResposta>();
    expect(lista.data).toEqual(direto.RES.pedidos);
    expect(dashboard).toEqual(direto.RES.dashboard);
  });
});

describe('export helpers', () => {
  it('reads the file name of Content-Disposition, preferring filename*', () => {
    expect(nomeDoArquivo('attachment; filename="pedidos.xlsx"', 'padrao.xlsx')).toBe('pedidos.xlsx');
    expect(nomeDoArquivo("attachment; filename=x.xlsx; filename*=UTF-8''pedidos%20de%20novembro.xlsx", 'padrao.xlsx')).toBe('pedidos de novembro.xlsx');
    expect(nomeDoArquivo(null, 'padrao.xlsx')).toBe('padrao.xlsx');
  });

  it('exports the visible columns in the order the user arranged them', () => {
    expect(colunasVisiveis([3, 0, 1, 2], ['canal', 'valor_produtos', 'valor_desconto', 'valor_frete', 'nfce'])).toEqual([
      'cliente', 'cpf_cnpj', 'id', 'data_pedido', 'nome_seller', 'status_pedido', 'forma_pagto', 'quantidade_itens', 'valor_total',
    ]);
  });
});

describe('date picker values', () => {
  it.each(['America/Sao_Paulo', 'America/Los_Angeles', 'Pacific/Honolulu', 'Asia/Tokyo'])(
    'round-trip DD/MM/YYYY without shifting a day in %s',
    (tz) => {
      const antes = process.env.TZ;
      process.env.TZ = tz;
      try {
        for (const dia of ['01/01/2026', '20/11/2026', '31/12/2026', '29/02/2028']) {
          expect(dateParaDataBR(dataBRparaDate(dia))).toBe(dia);
        }
      } finally {
        process.env.TZ = antes;
      }
    },
  );
});
