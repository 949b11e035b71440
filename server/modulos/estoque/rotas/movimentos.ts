import { ROTAS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { sellersPermitidos, usuarioDe } from '../../sessao/auth/guard';
import { consultarMovimentos } from '../consultas/movimentos';

/** The ledger, read from the position (a product's history) and from the adjustments screen. */
export function rotasMovimentos(app: App, ctx: Contexto): void {
  app.route({
    ...rotaDoContrato(ROTAS_ESTOQUE.movimentos),
    handler: async (req) => {
      const u = usuarioDe(req);
      const sellers = sellersPermitidos(u, req.body.id_seller ? [req.body.id_seller] : null);
      return { RES: await consultarMovimentos(ctx.db.kysely, { idGrupo: u.id_grupo, sellers }, req.body) };
    },
  });
}
