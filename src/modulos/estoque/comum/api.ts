/** The stock calls (ROTAS_ESTOQUE), each answer checked against the contract. */
import {
  ROTAS_ESTOQUE, type AjusteBody, type ConferenciaDevolucaoBody, type ConsultaMovimentosBody, type ConsultaPosicaoBody, type ConsultaTransferenciasBody,
  type LimitesPosicaoBody, type ListaMovimentos, type ListaPosicao, type ListaTransferencias, type Movimento, type PosicaoEstoque, type Transferencia,
  type TransferenciaBody,
} from '@retaguarda/contrato/api/estoque';
import type { ConfiguracaoEstoqueLoja, ConfiguracaoEstoqueLojaBody, ListaConfiguracoesEstoque } from '@retaguarda/contrato/api/estoqueLojas';
import { requestRotaJson } from '../../../http';

const R = ROTAS_ESTOQUE;

/** The react-query key every stock screen's data lives under: a change anywhere refreshes them all. */
export const CHAVE_ESTOQUE = 'estoque';

export const consultarPosicao = async (c: ConsultaPosicaoBody, signal?: AbortSignal): Promise<ListaPosicao> =>
  R.posicao.resposta.parse(await requestRotaJson<unknown>(R.posicao, { body: c, signal })).RES;

export const definirLimites = async (idSeller: number, idProduto: number, b: LimitesPosicaoBody): Promise<PosicaoEstoque> =>
  R.limites.resposta.parse(await requestRotaJson<unknown>(R.limites, { parametros: { id_seller: idSeller, id_produto: idProduto }, body: b })).RES;

export const consultarMovimentos = async (c: ConsultaMovimentosBody, signal?: AbortSignal): Promise<ListaMovimentos> =>
  R.movimentos.resposta.parse(await requestRotaJson<unknown>(R.movimentos, { body: c, signal })).RES;

export const ajustar = async (b: AjusteBody): Promise<Movimento> => R.ajuste.resposta.parse(await requestRotaJson<unknown>(R.ajuste, { body: b })).RES;

export const estornar = async (id: number, motivo: string): Promise<Movimento> =>
  R.estorno.resposta.parse(await requestRotaJson<unknown>(R.estorno, { parametros: { id }, body: { motivo } })).RES;

export const conferirDevolucao = async (b: ConferenciaDevolucaoBody): Promise<PosicaoEstoque> =>
  R.conferenciaDevolucao.resposta.parse(await requestRotaJson<unknown>(R.conferenciaDevolucao, { body: b })).RES;

export const consultarTransferencias = async (c: ConsultaTransferenciasBody, signal?: AbortSignal): Promise<ListaTransferencias> =>
  R.transferencias.resposta.parse(await requestRotaJson<unknown>(R.transferencias, { body: c, signal })).RES;

export const transferir = async (b: TransferenciaBody): Promise<Transferencia> => R.transferir.resposta.parse(await requestRotaJson<unknown>(R.transferir, { body: b })).RES;

export const receberTransferencia = async (id: number): Promise<Transferencia> =>
  R.receberTransferencia.resposta.parse(await requestRotaJson<unknown>(R.receberTransferencia, { parametros: { id } })).RES;

export const consultarConfiguracoesLojas = async (signal?: AbortSignal): Promise<ListaConfiguracoesEstoque> =>
  R.configuracoesLojas.resposta.parse(await requestRotaJson<unknown>(R.configuracoesLojas, { signal })).RES;

export const configurarLoja = async (idSeller: number, b: ConfiguracaoEstoqueLojaBody): Promise<ConfiguracaoEstoqueLoja> =>
  R.configurarLoja.resposta.parse(await requestRotaJson<unknown>(R.configurarLoja, { parametros: { id: idSeller }, body: b })).RES;
