/** The count sessions' calls (ROTAS_INVENTARIO), each answer checked against the contract. */
import {
  ROTAS_INVENTARIO, type ConsultaInventariosBody, type ConsultaItensInventarioBody, type Inventario, type ItemInventario, type LeiturasBody,
  type ListaInventarios, type ListaItensInventario, type NovoInventarioBody, type ResultadoLeituras,
} from '@retaguarda/contrato/api/inventario';
import { requestRotaJson } from '../../../http';

const R = ROTAS_INVENTARIO;

export const ROTA_INVENTARIOS = '/estoque/controle-inventario';

export const consultarInventarios = async (c: ConsultaInventariosBody, signal?: AbortSignal): Promise<ListaInventarios> =>
  R.consultar.resposta.parse(await requestRotaJson<unknown>(R.consultar, { body: c, signal })).RES;

export const abrirInventario = async (b: NovoInventarioBody): Promise<Inventario> => R.criar.resposta.parse(await requestRotaJson<unknown>(R.criar, { body: b })).RES;

export const lerInventario = async (id: number, signal?: AbortSignal): Promise<Inventario> =>
  R.ler.resposta.parse(await requestRotaJson<unknown>(R.ler, { parametros: { id }, signal })).RES;

export const consultarItensInventario = async (id: number, c: ConsultaItensInventarioBody, signal?: AbortSignal): Promise<ListaItensInventario> =>
  R.itens.resposta.parse(await requestRotaJson<unknown>(R.itens, { parametros: { id }, body: c, signal })).RES;

export const enviarLeituras = async (id: number, b: LeiturasBody): Promise<ResultadoLeituras> =>
  R.leituras.resposta.parse(await requestRotaJson<unknown>(R.leituras, { parametros: { id }, body: b })).RES;

export const definirContagem = async (id: number, idProduto: number, quantidade: number | null): Promise<ItemInventario> =>
  R.contagem.resposta.parse(await requestRotaJson<unknown>(R.contagem, { parametros: { id, id_produto: idProduto }, body: { quantidade } })).RES;

type Passo = 'encerrar' | 'reabrir' | 'cancelar';
export const darPasso = async (passo: Passo, id: number): Promise<Inventario> => R[passo].resposta.parse(await requestRotaJson<unknown>(R[passo], { parametros: { id } })).RES;

export const aprovarInventario = async (id: number, version: number): Promise<Inventario> =>
  R.aprovar.resposta.parse(await requestRotaJson<unknown>(R.aprovar, { parametros: { id }, body: { version } })).RES;
