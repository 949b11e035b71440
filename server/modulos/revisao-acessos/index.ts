/**
 * The access review: the matrix of the group's users × keys with the signs an auditor looks for,
 * and the review campaigns that confirm or revoke each access. Behind
 * torre_de_controle_revisao_e_gestao_de_acessos (CHAVE_REVISAO_ACESSOS, in each endpoint's `acesso`).
 */
import type { App, OpcoesModulo } from '../../contexto';
import { rotasCampanhas } from './campanhas/rotas';
import { rotasMatriz } from './matriz';

export default async function revisaoAcessos(app: App, { ctx }: OpcoesModulo): Promise<void> {
  rotasMatriz(app, ctx);
  rotasCampanhas(app, ctx);
}
