import { ROTAS_COMPRAS } from '@retaguarda/contrato/api/compras';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { sellersPermitidos, usuarioDe } from '../../sessao/auth/guard';
import { sugerirCompras } from '../consultas/sugestoes';

/** PUT /v2/compras/sugestoes/consulta: what to buy for one of the user's stores (403 for another group's). */
export function rotasSugestoes(app: App, ctx: Contexto): void {
  app.route({
    ...rotaDoContrato(ROTAS_COMPRAS.sugestoes),
    handler: async (req) => {
      const u = usuarioDe(req);
      const [idSeller] = sellersPermitidos(u, [req.body.id_seller]);
      return { RES: await sugerirCompras(ctx.db.kysely, { idGrupo: u.id_grupo, idSeller }, req.body, ctx.agora().getTime()) };
    },
  });
}
