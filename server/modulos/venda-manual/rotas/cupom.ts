import { ROTAS_VENDA_MANUAL } from '@retaguarda/contrato/api/vendaManual';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { usuarioDe } from '../../sessao/auth/guard';
import { cotar } from '../regras/cotar';

/** PUT /v2/cupom-desconto/consulta: whether a code applies to a cart, and why not. */
export function rotasCupom(app: App, ctx: Contexto): void {
  app.route({
    ...rotaDoContrato(ROTAS_VENDA_MANUAL.cupom),
    handler: async (req) => {
      const { preco } = await cotar(ctx.db.kysely, usuarioDe(req), req.body, ctx.agora());
      const c = preco.cupom;
      return { RES: { codigo: c?.codigo ?? req.body.cupom, aplicado: c?.aplicado ?? false, motivo: c?.motivo ?? null, descricao: c?.descricao ?? null, valor: (c?.valor ?? 0) / 100 } };
    },
  });
}
