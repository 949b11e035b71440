/**
 * The access review's matrix: the group's users × keys with the signs an auditor looks
 * for, and the latest changes of access. A campaign copies the same rows when it opens.
 */
import { ROTAS_REVISAO_ACESSOS } from '@retaguarda/contrato/api/revisaoAcessos';
import type { Kysely } from 'kysely';
import { DIAS_SEM_ACESSO, LIMITES_REVISAO, type LinhaRevisao, type SinalRevisao } from '@retaguarda/contrato/api/revisaoAcessos';

import type { App, Contexto } from '../../contexto';
import type { DB } from '../../db/schema';
import { isoSP } from '../../http/iso-sp';
import { rotaDoContrato } from '../../http/rotas';
import { usuarioDe } from '../sessao/auth/guard';
import { todosDoGrupo, type RecorteUsuarios } from '../usuarios/consultas';

/** The security log's types that change someone's access. */
const EVENTOS_DE_ACESSO = [
  'usuario_criado', 'usuario_alterado', 'usuario_ativado', 'usuario_inativado', 'perfil_criado', 'perfil_alterado', 'acesso_aprovado', 'acesso_rejeitado',
  'revisao_acessos_aberta', 'revisao_acesso_revogado', 'revisao_acessos_concluida',
];
const DIA_MS = 24 * 60 * 60 * 1000;

/** Every user of the group or of the cut (up to `limite`), with the keys beyond their profile and the signs. */
export async function linhasDaRevisao(db: Kysely<DB>, idGrupo: number, agora: number, limite: number = LIMITES_REVISAO.usuarios, recorte: RecorteUsuarios = {}): Promise<LinhaRevisao[]> {
  const todos = await todosDoGrupo(db, { idGrupo, agora }, limite, recorte);
  return todos.map(({ chaves_perfil, chaves_extras: _extras, ...u }) => {
    const alem = u.chaves_efetivas.filter((k) => !chaves_perfil.includes(k));
    const ultimo = u.ultimo_acesso ? Date.parse(u.ultimo_acesso) : null;
    const sinais: SinalRevisao[] = [];
    if (ultimo === null) sinais.push('nunca_entrou');
    else if (agora - ultimo > DIAS_SEM_ACESSO * DIA_MS) sinais.push('sem_acesso_90_dias');
    if (alem.length > 0) sinais.push('chaves_alem_do_perfil');
    if (!u.ativo && u.sessoes_abertas > 0) sinais.push('inativo_com_sessao');
    return { ...u, chaves_alem_do_perfil: alem, sinais };
  });
}

export function rotasMatriz(app: App, ctx: Contexto): void {
  const db = ctx.db.kysely;
  app.route({
    ...rotaDoContrato(ROTAS_REVISAO_ACESSOS.matriz),
    handler: async (req) => {
      const agora = ctx.agora().getTime();
      const eu = usuarioDe(req);
      const usuarios = await linhasDaRevisao(db, eu.id_grupo, agora);
      const eventos = await db
        .selectFrom('security_events as e')
        .select(['e.id', 'e.tipo', 'e.em', 'e.email', 'e.detalhe'])
        .where('e.tipo', 'in', EVENTOS_DE_ACESSO)
        // made by a user of the group (the list always holds the caller's own seller)
        .where('e.user_id', 'in', db.selectFrom('users').select('id').where('id_seller', 'in', eu.id_sellers_mesmo_grupo))
        .orderBy('e.em', 'desc')
        .orderBy('e.id', 'desc')
        .limit(LIMITES_REVISAO.eventos)
        .execute();
      return {
        RES: {
          usuarios,
          eventos: eventos.map((e) => {
            let alvo: string | null = null;
            try {
              const d = JSON.parse(e.detalhe ?? '{}') as { alvo?: unknown };
              alvo = typeof d.alvo === 'string' ? d.alvo : null;
            } catch {
              alvo = null;
            }
            return { id: e.id, tipo: e.tipo, em: isoSP(e.em), email: e.email, alvo };
          }),
        },
      };
    },
  });
}
