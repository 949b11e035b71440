/**
 * The order domain's endpoints (list, record, status, NFC-e, printing, export), declared once:
 * the server registers them and the panel calls them from here (through ./rotas.ts's registry for
 * the server and tests). Apart so the order list carries only the order schemas.
 */
import { ARQUIVO } from './arquivo';
import { envelope } from './envelope';
import {
  AtualizarPedidoBody, AtualizarStatusBody, AtualizarStatusEmLoteBody, AtualizarStatusEmLoteResposta, AtualizarStatusResposta, EmitirNfceBody,
  EmitirNfceResposta, ImprimirPedidosBody, PedidoDetalhe, PedidoIdParams, ProximosStatusBody, ProximosStatusResposta,
} from './pedidoDetalhe';
import { ExportPedidosBody, FiltroPedidos, ListaPedidosResposta } from './pedidos';
import type { RotaApi } from './rotas';

const pedidos = {
  lista: { metodo: 'PUT', caminho: '/v2/vendas/lista-pedidos', corpo: FiltroPedidos, resposta: ListaPedidosResposta },
  obter: { metodo: 'GET', caminho: '/v2/vendas/lista-pedidos/:id', parametros: PedidoIdParams, resposta: envelope(PedidoDetalhe) },
  editar: { metodo: 'PUT', caminho: '/v2/vendas/lista-pedidos/:id', parametros: PedidoIdParams, corpo: AtualizarPedidoBody, resposta: envelope(PedidoDetalhe) },
} as const;

const status = {
  seguintes: { metodo: 'POST', caminho: '/v2/vendas/status/seguintes', corpo: ProximosStatusBody, resposta: envelope(ProximosStatusResposta) },
  atualizar: { metodo: 'PUT', caminho: '/v2/vendas/status/update', corpo: AtualizarStatusBody, resposta: envelope(AtualizarStatusResposta) },
  atualizarEmLote: { metodo: 'PUT', caminho: '/v2/vendas/status/update-lote', corpo: AtualizarStatusEmLoteBody, resposta: envelope(AtualizarStatusEmLoteResposta) },
} as const;

/** Inline for the browser's viewer (the DANFE opened to print is recorded in the order's history), or as a download. */
const nfce = {
  emitir: { metodo: 'POST', caminho: '/v2/nfce/emitir/nped', corpo: EmitirNfceBody, resposta: envelope(EmitirNfceResposta) },
  pdf: { metodo: 'GET', caminho: '/v2/nfce/pdf/nped/:id', parametros: PedidoIdParams, resposta: ARQUIVO },
  xml: { metodo: 'GET', caminho: '/v2/nfce/xml/nped/:id', parametros: PedidoIdParams, resposta: ARQUIVO },
  baixarPdf: { metodo: 'GET', caminho: '/v2/nfce/pdf/nped/file/:id', parametros: PedidoIdParams, resposta: ARQUIVO },
  baixarXml: { metodo: 'GET', caminho: '/v2/nfce/xml/nped/file/:id', parametros: PedidoIdParams, resposta: ARQUIVO },
} as const;

const impressao = {
  /** The list's batch print (DANFEs or picking list) in one PDF. */
  imprimir: { metodo: 'PUT', caminho: '/v2/vendas/lista-pedidos/impressao', corpo: ImprimirPedidosBody, resposta: ARQUIVO },
} as const;

const exportacao = {
  /** The filtered list as an .xlsx, streamed. */
  xlsx: { metodo: 'PUT', caminho: '/v2/vendas/lista-pedidos/xls', corpo: ExportPedidosBody, resposta: ARQUIVO },
} as const;

export const ROTAS_PEDIDOS = { pedidos, status, nfce, impressao, exportacao } satisfies Record<string, Record<string, RotaApi>>;
