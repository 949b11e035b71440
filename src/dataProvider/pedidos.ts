import type { DataProvider, GetListParams, SortPayload, GetListResult, GetOneParams, GetOneResult, UpdateParams, UpdateResult } from 'react-admin';
import type { AtualizarPedidoBody, PedidoDetalhe } from '@retaguarda/contrato/api/pedidoDetalhe';
import type { FiltroPedidos, ListaPedidosResposta, Pedido, Resumo } from '@retaguarda/contrato/api/pedidos';
import { buscaPorIdentificador } from '@retaguarda/contrato/api/buscaPedidos';
import { ROTAS_PEDIDOS as ROTAS } from '@retaguarda/contrato/api/rotasPedidos';
import { requestRota } from '../http';
import { nomeDoArquivo } from '../http/arquivoDaResposta';
import { chamar, type ArquivoBaixado, type ProgressoArquivo } from '../http/canal';

/** The filter fields of the order list, as the contract names them; anything else in the react-admin filter is not sent. */
export const CAMPOS_FILTRO_PEDIDOS = [
  'id_pessoa',
  'data_from_pedido',
  'data_to_pedido',
  'hora_from',
  'hora_to',
  'data_from_nfce',
  'data_to_nfce',
  'status_pedido',
  'forma_pagto',
  'numero_nfce',
  'tipo_entrega',
  'com_nfce',
  'busca',
] as const satisfies readonly (keyof FiltroPedidos)[];

type CamposFiltro = Omit<FiltroPedidos, 'page' | 'limit'>;

/**
 * SPEC section 7: empty numero_nfce entries are removed. A number typed in the filter may come
 * back from the URL as a string, so digit strings count as numbers; blanks are the empties.
 */
export function numerosNfceSemVazios(valor: unknown): number[] {
  const lista = Array.isArray(valor) ? valor : valor == null ? [] : [valor];
  const numeros: number[] = [];
  for (const item of lista) {
    if (typeof item === 'number' && Number.isFinite(item)) numeros.push(item);
    else if (typeof item === 'string' && /^\s*\d+\s*$/.test(item)) numeros.push(Number(item));
  }
  return numeros;
}

/** The filter values of the list (react-admin's filter object) as the contract's filter fields. */
export function camposFiltroPedidos(filter: Record<string, unknown>): CamposFiltro {
  const campos: Record<string, unknown> = {};
  for (const campo of CAMPOS_FILTRO_PEDIDOS) {
    if (filter[campo] !== undefined) campos[campo] = filter[campo];
  }
  if ('numero_nfce' in campos) campos.numero_nfce = numerosNfceSemVazios(campos.numero_nfce);
  const busca = typeof campos.busca === 'string' ? campos.busca.trim() : '';
  if (busca) campos.busca = busca;
  else delete campos.busca;
  // The filter values are already in the wire form (dates DD/MM/YYYY, ids as numbers): the
  // screen keeps them that way in the URL, so nothing else is converted here.
  return campos as CamposFiltro;
}

/**
 * A search by an identifier (order or NFC-e number, key, CPF/CNPJ, e-mail, phone) means that order
 * or that client whenever it happened: the order period is left out of what is sent, and stays in
 * the screen's filter for when the search is cleared.
 */
export function semPeriodoNaBuscaPorIdentificador<T extends Pick<CamposFiltro, 'busca' | 'data_from_pedido' | 'data_to_pedido'>>(campos: T): T {
  if (!buscaPorIdentificador(campos.busca)) return campos;
  const { data_from_pedido: _de, data_to_pedido: _ate, ...semPeriodo } = campos;
  return semPeriodo as T;
}

/** The lists a filter with nothing chosen stands for: every seller, status and payment method the user may see. */
export interface ListasPadrao {
  id_pessoa: number[];
  status_pedido: number[];
  forma_pagto: number[];
}

const CAMPOS_LISTA = ['id_pessoa', 'status_pedido', 'forma_pagto'] as const;

/**
 * On screen, nothing chosen in a multi-select means 'all'; the body carries the full lists,
 * as the defaults of SPEC section 9 do. A list the user narrowed is sent as chosen.
 */
export function comListasPadrao<T extends Partial<Record<keyof ListasPadrao, number[] | null>>>(campos: T, padroes: ListasPadrao | undefined): T {
  if (!padroes) return campos;
  const completo: T = { ...campos };
  for (const campo of CAMPOS_LISTA) {
    const escolhidos = campos[campo];
    if ((!escolhidos || escolhidos.length === 0) && padroes[campo].length > 0) completo[campo] = [...padroes[campo]] as T[typeof campo];
  }
  return completo;
}

export type OrdenarPor = NonNullable<FiltroPedidos['ordenar_por']>;

/** The table's sortable columns (react-admin's sort field is the column's source) by their contract name. */
export const ORDENAVEIS: Readonly<Record<string, OrdenarPor>> = {
  data_pedido: 'data_pedido',
  id: 'id',
  cliente: 'cliente',
  status_pedido: 'status',
  valor_total: 'valor_total',
};

/** The newest orders first, as the server lists them when asked nothing. */
export const ORDENACAO_PADRAO: SortPayload = { field: 'data_pedido', order: 'DESC' };

/** react-admin's sort as `ordenar_por`/`ordem`; a field the server cannot sort by is not sent. */
export function ordenacaoPedidos(sort: SortPayload | undefined): Pick<FiltroPedidos, 'ordenar_por' | 'ordem'> {
  const campo = sort ? ORDENAVEIS[sort.field] : undefined;
  if (!sort || !campo) return {};
  return { ordenar_por: campo, ordem: sort.order === 'ASC' ? 'asc' : 'desc' };
}

/** What the list screen puts in getList's `meta`. */
// a type, not an interface: react-admin's meta is a Record<string, unknown>
export type MetaListaPedidos = {
  padroes?: ListasPadrao;
};

/** Body of PUT /v2/vendas/lista-pedidos for a react-admin getList call. */
export function corpoListaPedidos(params: Pick<GetListParams, 'pagination' | 'filter' | 'sort' | 'meta'>): FiltroPedidos {
  const meta = params.meta as MetaListaPedidos | undefined;
  return {
    page: params.pagination?.page ?? 1,
    limit: params.pagination?.perPage ?? 10,
    ...comListasPadrao(semPeriodoNaBuscaPorIdentificador(camposFiltroPedidos(params.filter ?? {})), meta?.padroes),
    ...ordenacaoPedidos(params.sort),
  };
}

/** What getList puts in `meta`: the summary of the whole filtered set. */
export interface PedidosMeta {
  dashboard: Resumo;
}

async function getList(_resource: string, params: GetListParams): Promise<GetListResult<Pedido>> {
  const resposta: ListaPedidosResposta = await chamar(ROTAS.pedidos.lista, { corpo: corpoListaPedidos(params), signal: params.signal });
  const meta: PedidosMeta = { dashboard: resposta.RES.dashboard };
  return { data: resposta.RES.pedidos, total: resposta.PAG.total, meta };
}

/** GET /v2/vendas/lista-pedidos/{id}: the order detail, RES as react-admin's record. */
async function getOne(_resource: string, params: GetOneParams): Promise<GetOneResult<PedidoDetalhe>> {
  return { data: await chamar(ROTAS.pedidos.obter, { parametros: { id: String(params.id) }, signal: params.signal }) };
}

/**
 * PUT /v2/vendas/lista-pedidos/{id}: `data` is an AtualizarPedidoBody (the screen builds it, with the
 * version the user saw) sent as is; answers the new detail.
 */
async function update(_resource: string, params: UpdateParams<PedidoDetalhe>): Promise<UpdateResult<PedidoDetalhe>> {
  const corpo: unknown = params.data;
  return { data: await chamar(ROTAS.pedidos.editar, { parametros: { id: String(params.id) }, corpo: corpo as AtualizarPedidoBody }) };
}

/** Every react-admin method of the 'vendas/gestao-pedidos' resource; the shell's dataProvider delegates to it. */
export const pedidosDataProvider: Partial<DataProvider> = {
  getList: getList as DataProvider['getList'],
  getOne: getOne as DataProvider['getOne'],
  update: update as DataProvider['update'],
};

export type FormatoNfce = 'pdf' | 'xml';
const TIPO_NFCE: Record<FormatoNfce, string> = { pdf: 'application/pdf', xml: 'application/xml' };

/** The download of an order's DANFE (pdf) or XML, named after the access key by the server. */
const ROTA_ARQUIVO_NFCE = { pdf: ROTAS.nfce.baixarPdf, xml: ROTAS.nfce.baixarXml } as const;

/**
 * GET /v2/nfce/{pdf|xml}/nped/file/{id}: the file and the name the server gives it. Read whole with
 * Response.blob() rather than the channel's streamed baixar: a DANFE or XML is a few kilobytes, and
 * the blob the fetch gives is the one the tests and the save read back (jsdom's own Blob has no text()).
 */
export async function baixarNfce(formato: FormatoNfce, idPedido: number): Promise<ArquivoExportado> {
  const resposta = await requestRota(ROTA_ARQUIVO_NFCE[formato], { parametros: { id: idPedido }, headers: { Accept: `${TIPO_NFCE[formato]}, application/json` } });
  const nomeArquivo = nomeDoArquivo(resposta.headers.get('Content-Disposition'), `NFCe-pedido-${idPedido}.${formato}`);
  const blob = await resposta.blob();
  return { blob: blob.type ? blob : new Blob([blob], { type: TIPO_NFCE[formato] }), nomeArquivo, linhas: null };
}

export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ProgressoExportacao = ProgressoArquivo;
export type ArquivoExportado = ArquivoBaixado;
