/**
 * The access review (issue 17): the matrix of the group's users × keys with the signs an auditor
 * looks for, and the review campaigns that confirm or revoke each access. Behind
 * torre_de_controle_revisao_e_gestao_de_acessos.
 */
import { CHAVE_REVISAO_ACESSOS } from '@retaguarda/contrato/api/revisaoAcessos';
import type { App, OpcoesModulo } from '../../contexto';
import { criarGuardas, protegerCom } from '../sessao/auth/guard';
import { rotasCampanhas } from './campanhas/rotas';
import { rotasMatriz } from './matriz';

export default async function revisaoAcessos(app: App, { ctx }: OpcoesModulo): Promise<void> {
  protegerCom(app, criarGuardas(ctx).exigirPermissao(CHAVE_REVISAO_ACESSOS));
  rotasMatriz(app, ctx);
  rotasCampanhas(app, ctx);
}
