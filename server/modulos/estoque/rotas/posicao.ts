import { ROTAS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { sellersPermitidos, usuarioDe } from '../../sessao/auth/guard';
import { consultarPosicao } from '../consultas/posicao';
import { definirLimites } from '../regras/ajustes';

/** The position and a product's minimum and maximum in a store. */
export function rotasPosicao(app: App, ctx: Contexto): void {
  const db = ctx.db.kysely;
  app.route({
    ...rotaDoContrato(ROTAS_ESTOQUE.posicao),
    handler: async (req) => {
      const u = usuarioDe(req);
      const sellers = sellersPermitidos(u, req.body.id_seller ? [req.body.id_seller] : null);
      return { RES: await consultarPosicao(db, { idGrupo: u.id_grupo, sellers }, req.body, ctx.agora().getTime()) };
    },
  });
  app.route({
    ...rotaDoContrato(ROTAS_ESTOQUE.limites),
    handler: async (req) => ({ RES: await definirLimites(db, usuarioDe(req), req.params.id_seller, req.params.id_produto, req.body) }),
  });
}
