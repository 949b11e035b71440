/** The purchasing calls (ROTAS_COMPRAS), each answer checked against the contract. */
import {
  ROTAS_COMPRAS, type CancelarCompraBody, type ConsultaPedidosCompraBody, type EditarPedidoCompraBody, type ListaPedidosCompra, type PedidoCompra,
  type PedidoCompraBody, type RecebimentoBody,
} from '@retaguarda/contrato/api/compras';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import type { ConsultaSugestoesBody, RespostaSugestoes } from '@retaguarda/contrato/api/sugestoesCompra';
import { requestRotaJson } from '../../../http';

const R = ROTAS_COMPRAS;

/** The react-query key of every purchasing screen's data (and the stock's, which a receipt moves). */
export const CHAVE_COMPRAS = 'compras';

export const consultarPedidosCompra = async (c: ConsultaPedidosCompraBody, signal?: AbortSignal): Promise<ListaPedidosCompra> =>
  R.lista.resposta.parse(await requestRotaJson<unknown>(R.lista, { body: c, signal })).RES;

export const lerPedidoCompra = async (id: number, signal?: AbortSignal): Promise<PedidoCompra> =>
  R.ler.resposta.parse(await requestRotaJson<unknown>(R.ler, { parametros: { id }, signal })).RES;

export const criarPedidoCompra = async (b: PedidoCompraBody): Promise<PedidoCompra> => R.criar.resposta.parse(await requestRotaJson<unknown>(R.criar, { body: b })).RES;

export const editarPedidoCompra = async (id: number, b: EditarPedidoCompraBody): Promise<PedidoCompra> =>
  R.editar.resposta.parse(await requestRotaJson<unknown>(R.editar, { parametros: { id }, body: b })).RES;

export const enviarPedidoCompra = async (id: number, version: number): Promise<PedidoCompra> =>
  R.enviar.resposta.parse(await requestRotaJson<unknown>(R.enviar, { parametros: { id }, body: { version } })).RES;

export const cancelarPedidoCompra = async (id: number, b: CancelarCompraBody): Promise<PedidoCompra> =>
  R.cancelar.resposta.parse(await requestRotaJson<unknown>(R.cancelar, { parametros: { id }, body: b })).RES;

export const receberPedidoCompra = async (id: number, b: RecebimentoBody): Promise<PedidoCompra> =>
  R.receber.resposta.parse(await requestRotaJson<unknown>(R.receber, { parametros: { id }, body: b })).RES;

export const consultarSugestoes = async (c: ConsultaSugestoesBody, signal?: AbortSignal): Promise<RespostaSugestoes> =>
  R.sugestoes.resposta.parse(await requestRotaJson<unknown>(R.sugestoes, { body: c, signal })).RES;

/** The PDF the supplier receives, opened by the browser in a new tab. */
export const urlPdfPedidoCompra = (id: number): string => caminhoDe(R.pdf, { id });
