/**
 * The order domain's endpoints (list, record, status, NFC-e, printing, export), declared once:
 * the server's order module registers each with rotaDoContrato and the panel calls them from here.
 * Apart so the order list carries only the order schemas.
 */
import { ARQUIVO } from './arquivo';
import { envelope } from './envelope';
import { defineEndpoints, type Endpoints } from '../modulos/declaracao';
import {
  AtualizarPedidoBody, AtualizarStatusBody, AtualizarStatusEmLoteBody, AtualizarStatusEmLoteResposta, AtualizarStatusResposta, EmitirNfceBody,
  EmitirNfceResposta, ImprimirPedidosBody, PedidoDetalhe, PedidoIdParams, ProximosStatusBody, ProximosStatusResposta,
} from './pedidoDetalhe';
import { ExportPedidosBody, FiltroPedidos, ListaPedidosResposta } from './pedidos';

/** Every order route asks for the order module's key; the home summary too (rotasEntrada.ts). */
const PEDIDOS = { chave: 'vendas_gestao_de_pedidos' } as const;

const pedidos = defineEndpoints({
  lista: { metodo: 'PUT', caminho: '/v2/vendas/lista-pedidos', corpo: FiltroPedidos, resposta: ListaPedidosResposta, acesso: PEDIDOS, escopo: 'grupo' },
  obter: { metodo: 'GET', caminho: '/v2/vendas/lista-pedidos/:id', parametros: PedidoIdParams, resposta: envelope(PedidoDetalhe), acesso: PEDIDOS, escopo: 'grupo' },
  editar: { metodo: 'PUT', caminho: '/v2/vendas/lista-pedidos/:id', parametros: PedidoIdParams, corpo: AtualizarPedidoBody, resposta: envelope(PedidoDetalhe), acesso: PEDIDOS, escopo: 'grupo' },
});

const status = defineEndpoints({
  seguintes: { metodo: 'POST', caminho: '/v2/vendas/status/seguintes', corpo: ProximosStatusBody, resposta: envelope(ProximosStatusResposta), acesso: PEDIDOS, escopo: 'grupo' },
  atualizar: { metodo: 'PUT', caminho: '/v2/vendas/status/update', corpo: AtualizarStatusBody, resposta: envelope(AtualizarStatusResposta), seguranca: ['nfce_cancelada'], acesso: PEDIDOS, escopo: 'grupo' },
  atualizarEmLote: { metodo: 'PUT', caminho: '/v2/vendas/status/update-lote', corpo: AtualizarStatusEmLoteBody, resposta: envelope(AtualizarStatusEmLoteResposta), seguranca: ['nfce_cancelada'], acesso: PEDIDOS, escopo: 'grupo' },
});

/** Inline for the browser's viewer (the DANFE opened to print is recorded in the order's history), or as a download. */
const nfce = defineEndpoints({
  emitir: { metodo: 'POST', caminho: '/v2/nfce/emitir/nped', corpo: EmitirNfceBody, resposta: envelope(EmitirNfceResposta), seguranca: ['nfce_emitida'], acesso: PEDIDOS, escopo: 'grupo' },
  pdf: { metodo: 'GET', caminho: '/v2/nfce/pdf/nped/:id', parametros: PedidoIdParams, resposta: ARQUIVO, seguranca: ['impressao'], acesso: PEDIDOS, escopo: 'grupo' },
  xml: { metodo: 'GET', caminho: '/v2/nfce/xml/nped/:id', parametros: PedidoIdParams, resposta: ARQUIVO, acesso: PEDIDOS, escopo: 'grupo' },
  baixarPdf: { metodo: 'GET', caminho: '/v2/nfce/pdf/nped/file/:id', parametros: PedidoIdParams, resposta: ARQUIVO, acesso: PEDIDOS, escopo: 'grupo' },
  baixarXml: { metodo: 'GET', caminho: '/v2/nfce/xml/nped/file/:id', parametros: PedidoIdParams, resposta: ARQUIVO, acesso: PEDIDOS, escopo: 'grupo' },
});

const impressao = defineEndpoints({
  /** The list's batch print (DANFEs or picking list) in one PDF. */
  imprimir: { metodo: 'PUT', caminho: '/v2/vendas/lista-pedidos/impressao', corpo: ImprimirPedidosBody, resposta: ARQUIVO, seguranca: ['impressao'], acesso: PEDIDOS, escopo: 'grupo' },
});

const exportacao = defineEndpoints({
  /** The filtered list as an .xlsx, streamed. */
  xlsx: { metodo: 'PUT', caminho: '/v2/vendas/lista-pedidos/xls', corpo: ExportPedidosBody, resposta: ARQUIVO, seguranca: ['exportacao', 'exportacao_documentos_completos'], acesso: PEDIDOS, escopo: 'grupo' },
});

export const ROTAS_PEDIDOS = { pedidos, status, nfce, impressao, exportacao } satisfies Record<string, Endpoints>;
