/** The access review's calls (ROTAS_REVISAO_ACESSOS, ROTAS_CAMPANHAS_REVISAO), each answer checked against the contract. */
import type { CampanhaDetalhe, DecidirAcessoBody, ListaCampanhas } from '@retaguarda/contrato/api/campanhasRevisao';
import type { MatrizAcessos } from '@retaguarda/contrato/api/revisaoAcessos';
import { ROTAS_CAMPANHAS_REVISAO } from '@retaguarda/contrato/api/campanhasRevisao';
import { ROTAS_REVISAO_ACESSOS } from '@retaguarda/contrato/api/revisaoAcessos';
import { nomeDoArquivo } from '../../../http/arquivoDaResposta';
import { requestRota, requestRotaJson } from '../../../http';

const R = ROTAS_CAMPANHAS_REVISAO;

/** react-query keys: every change of a review invalidates the screen's queries (the matrix too: a revocation changes it). */
export const CHAVE_QUERY = 'revisao-acessos';

export const carregarMatriz = async (signal?: AbortSignal): Promise<MatrizAcessos> =>
  ROTAS_REVISAO_ACESSOS.matriz.resposta.parse(await requestRotaJson<unknown>(ROTAS_REVISAO_ACESSOS.matriz, { signal })).RES;

/** A page of the reviews, newest first; `antes`: the last id of the page before. */
export const listarCampanhas = async (antes: number | undefined, signal?: AbortSignal): Promise<ListaCampanhas> =>
  R.lista.resposta.parse(await requestRotaJson<unknown>(R.lista, { body: antes ? { antes } : {}, signal })).RES;

export const obterCampanha = async (id: number, signal?: AbortSignal): Promise<CampanhaDetalhe> =>
  R.obter.resposta.parse(await requestRotaJson<unknown>(R.obter, { parametros: { id }, signal })).RES;

export const abrirCampanha = async (id_seller: number | null): Promise<CampanhaDetalhe> => R.abrir.resposta.parse(await requestRotaJson<unknown>(R.abrir, { body: { id_seller } })).RES;

export const decidirAcesso = async (id: number, item: number, corpo: DecidirAcessoBody): Promise<CampanhaDetalhe> =>
  R.decidir.resposta.parse(await requestRotaJson<unknown>(R.decidir, { parametros: { id, item }, body: corpo })).RES;

export const concluirCampanha = async (id: number): Promise<CampanhaDetalhe> => R.concluir.resposta.parse(await requestRotaJson<unknown>(R.concluir, { parametros: { id } })).RES;

const TIPO = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', pdf: 'application/pdf' } as const;

/** The concluded review's record, under the name the server gives it. */
export async function baixarRegistro(id: number, formato: 'xlsx' | 'pdf'): Promise<{ blob: Blob; nomeArquivo: string }> {
  const resposta = await requestRota(R[formato], { parametros: { id }, headers: { Accept: `${TIPO[formato]}, application/json` } });
  const blob = await resposta.blob();
  return { blob: blob.type ? blob : new Blob([blob], { type: TIPO[formato] }), nomeArquivo: nomeDoArquivo(resposta.headers.get('Content-Disposition'), `revisao-acessos-${id}.${formato}`) };
}
