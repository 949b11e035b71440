/**
 * Every endpoint outside the resource engine, declared once: the server registers its method, path
 * and schemas from here, the panel calls it through here and the tests' mocks match it from here.
 * The resources' routes are `rotasDoRecurso` (../recursos/rotas.ts); tests/unit/api/rotas.test.ts
 * checks that the two together are exactly what the server registers.
 */
import type { z } from 'zod/mini';
import type { Rota } from '../recursos/rotas';
import { ARQUIVO } from './arquivo';
import { ROTAS_CAMPANHAS_REVISAO } from './campanhasRevisao';
import { envelope } from './envelope';
import {
  AtualizarPedidoBody, AtualizarStatusBody, AtualizarStatusEmLoteBody, AtualizarStatusEmLoteResposta, AtualizarStatusResposta, EmitirNfceBody,
  EmitirNfceResposta, ImprimirPedidosBody, PedidoDetalhe, PedidoIdParams, ProximosStatusBody, ProximosStatusResposta,
} from './pedido-detalhe';
import { ExportPedidosBody, FiltroPedidos, ListaPedidosResposta } from './pedidos';
import { ClienteIdParams, ComprasClientesBody, ComprasClientesResposta, ComprasDeUmCliente } from './clientes-vendas';
import { ROTAS_FOTOS_PRODUTO } from './produtosFotos';
import { ROTAS_MINHAS_SESSOES } from './minhasSessoes';
import { ROTAS_CONTA, ROTAS_INICIO, ROTAS_SESSAO } from './rotas-entrada';
import { ROTAS_REVISAO_ACESSOS } from './revisaoAcessos';
import { ROTAS_USUARIOS } from './usuarios';

export { caminhoDe, type Metodo, type Rota } from '../recursos/rotas';

export { ARQUIVO } from './arquivo';

export interface RotaApi extends Rota {
  /** Fastify's `:name` parameters, parsed. */
  parametros?: z.ZodMiniType;
  corpo?: z.ZodMiniType;
  /** The 200 answer. Absent: the server keeps a schema the panel has no use for yet. */
  resposta?: z.ZodMiniType | typeof ARQUIVO;
}

/** The security log: its filter and answer live with the server until the panel has a screen for it. */
const seguranca = {
  eventos: { metodo: 'GET', caminho: '/v1/seguranca/eventos' },
} as const;

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

/** The clients as sales sees them (/vendas/gestao-clientes): what each bought from the caller's group. */
const clientesVendas = {
  /** One call per list page: the figures of up to 100 clients. */
  compras: { metodo: 'PUT', caminho: '/v2/vendas/clientes/compras', corpo: ComprasClientesBody, resposta: ComprasClientesResposta },
  /** The record page: one client's figures and latest orders. */
  doCliente: { metodo: 'GET', caminho: '/v2/vendas/clientes/:id/compras', parametros: ClienteIdParams, resposta: envelope(ComprasDeUmCliente) },
} as const;

export const ROTAS = { sessao: ROTAS_SESSAO, conta: ROTAS_CONTA, seguranca, inicio: ROTAS_INICIO, pedidos, status, nfce, impressao, exportacao, clientesVendas, fotosProduto: ROTAS_FOTOS_PRODUTO, usuarios: ROTAS_USUARIOS, revisaoAcessos: ROTAS_REVISAO_ACESSOS, campanhasRevisao: ROTAS_CAMPANHAS_REVISAO, minhasSessoes: ROTAS_MINHAS_SESSOES } satisfies Record<string, Record<string, RotaApi>>;

/** Every catalogued route, flat. */
export const todasAsRotas = (): RotaApi[] => Object.values(ROTAS).flatMap((grupo): RotaApi[] => Object.values(grupo));
