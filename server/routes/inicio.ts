import { criarGuardas, sellersPermitidos, usuarioDe } from '../auth/guard';
import type { App, Contexto } from '../contexto';
import { resumoInicio } from '../db/queries/inicio';

/** /v2/inicio/*: the figures of the home screen. They are order figures, so they need the order module's key. */
export default function rotasInicio(app: App, ctx: Contexto): void {
  const guarda = criarGuardas(ctx).exigirPermissao('vendas_gestao_de_pedidos');

  app.get('/v2/inicio/resumo', { onRequest: guarda }, async (req) => ({
    RES: await resumoInicio(ctx.db.kysely, sellersPermitidos(usuarioDe(req), null), ctx.agora()),
  }));
}
