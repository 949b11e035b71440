/** The access review's calls (ROTAS_REVISAO_ACESSOS), each answer checked against the contract. */
import type { MatrizAcessos } from '@retaguarda/contrato/api/revisaoAcessos';
import { ROTAS_REVISAO_ACESSOS } from '@retaguarda/contrato/api/revisaoAcessos';
import { requestRotaJson } from '../../../http';

/** react-query keys: every change of a review invalidates the screen's queries (the matrix too: a revocation changes it). */
export const CHAVE_QUERY = 'revisao-acessos';

export const carregarMatriz = async (signal?: AbortSignal): Promise<MatrizAcessos> =>
  ROTAS_REVISAO_ACESSOS.matriz.resposta.parse(await requestRotaJson<unknown>(ROTAS_REVISAO_ACESSOS.matriz, { signal })).RES;
