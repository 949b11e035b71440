/**
 * The order list's whole filtered set in one answer, for a client that reads every row (an
 * integration, a spreadsheet): the list's filter, its rows without paging, capped. Apart from
 * rotasPedidos.ts so the panel's order screens do not carry these schemas.
 */
import { z } from 'zod/mini';
import { formatNumero } from '../br/numeros';
import { defineEndpoints, type Endpoints } from '../modulos/declaracao';
import { Paginacao } from './envelope';
import { listaLimitada } from './listas';
import { COLUNA_CODES, COLUNAS_PEDIDO, FiltroPedidos, Pedido, Resumo, type ColunaPedido } from './pedidos';

/** The most orders one answer carries: the Excel export's cap, for a set of the same kind. */
export const MAX_LINHAS_LISTA_COMPLETA = 100_000;

/** The 413's text: how many the filter found, the cap, and what to do. */
export function mensagemListaGrandeDemais(total: number, maximo: number): string {
  return `O filtro encontrou ${formatNumero(total)} pedidos e esta consulta devolve no máximo ${formatNumero(maximo)}. Restrinja o filtro (um período menor, menos lojas ou status) e consulte em partes.`;
}

/**
 * An answer the server writes row by row as it reads them, never whole in memory: `corpo` is the
 * JSON a client reads (and what the API's documentation shows). The server hands Fastify a
 * stream, which no serializer touches, so what it returns is not typed as that JSON.
 */
function escritaEmFluxo<T extends z.ZodMiniType>(corpo: T) {
  return z.pipe(z.custom<unknown>(), corpo);
}

/** Every order of the filter, in the list's order; `PAG` describes one page holding them all. */
export const ListaPedidosCompletaResposta = escritaEmFluxo(
  z.object({
    RES: z.object({ pedidos: listaLimitada(Pedido, MAX_LINHAS_LISTA_COMPLETA), dashboard: Resumo }),
    PAG: Paginacao,
  }),
);
export type ListaPedidosCompletaResposta = z.output<typeof ListaPedidosCompletaResposta>;

/** The columns of array-int, in their order: the order table's and the Excel export's, every one. */
export const COLUNAS_ARRAY_INT: readonly ColunaPedido[] = COLUNA_CODES;

/** array-int's first row: each column's pt-BR header, as the Excel export writes it. */
export const CABECALHO_ARRAY_INT: readonly string[] = COLUNAS_ARRAY_INT.map((c) => COLUNAS_PEDIDO[c]);

export const CelulaPedido = z.nullable(z.union([z.string(), z.number()]));
export type CelulaPedido = z.infer<typeof CelulaPedido>;

/** `RES`: the header row, then one array per order with a cell per column of COLUNAS_ARRAY_INT. */
export const PedidosEmLinhasResposta = escritaEmFluxo(
  z.object({ RES: listaLimitada(listaLimitada(CelulaPedido, COLUNA_CODES.length), MAX_LINHAS_LISTA_COMPLETA + 1) }),
);
export type PedidosEmLinhasResposta = z.output<typeof PedidosEmLinhasResposta>;

/** The order list's key, as every order route asks (rotasPedidos.ts). */
const PEDIDOS = { chave: 'vendas_gestao_de_pedidos' } as const;

/**
 * Both take the list's body as it is (`page` and `limit` required as there, and ignored) and answer
 * 413 when the filter finds more than MAX_LINHAS_LISTA_COMPLETA orders.
 */
export const ROTAS_LISTA_PEDIDOS_COMPLETA = defineEndpoints({
  semPaginacao: {
    metodo: 'PUT',
    caminho: '/v2/vendas/lista-pedidos/sem-paginacao',
    corpo: FiltroPedidos,
    resposta: ListaPedidosCompletaResposta,
    resumo: 'Todos os pedidos do filtro, sem paginação (413 acima do limite de linhas)',
    acesso: PEDIDOS,
    escopo: 'grupo',
    seguranca: ['exportacao'],
  },
  arrayInt: {
    metodo: 'PUT',
    caminho: '/v2/vendas/lista-pedidos/array-int',
    corpo: FiltroPedidos,
    resposta: PedidosEmLinhasResposta,
    resumo: 'Os pedidos do filtro como linhas de planilha: o cabeçalho e os valores de cada pedido (413 acima do limite de linhas)',
    acesso: PEDIDOS,
    escopo: 'grupo',
    seguranca: ['exportacao'],
  },
}) satisfies Endpoints;
