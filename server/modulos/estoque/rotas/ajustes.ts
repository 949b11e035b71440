import { ROTAS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import type { App, Contexto } from '../../../contexto';
import { rotaDoContrato } from '../../../http/rotas';
import { usuarioDe } from '../../sessao/auth/guard';
import { ajustar, conferirDevolucao, estornar } from '../regras/ajustes';
import { consultarTransferencias, receberTransferencia, transferir } from '../regras/transferencias';

/** What the adjustments screen writes: adjustments, reversals, returns checked and transfers. */
export function rotasAjustes(app: App, ctx: Contexto): void {
  const db = ctx.db.kysely;
  const agora = () => ctx.agora().getTime();
  app.route({ ...rotaDoContrato(ROTAS_ESTOQUE.ajuste), handler: async (req) => ({ RES: await ajustar(db, usuarioDe(req), req.body, agora()) }) });
  app.route({ ...rotaDoContrato(ROTAS_ESTOQUE.estorno), handler: async (req) => ({ RES: await estornar(db, usuarioDe(req), req.params.id, req.body, agora()) }) });
  app.route({ ...rotaDoContrato(ROTAS_ESTOQUE.conferenciaDevolucao), handler: async (req) => ({ RES: await conferirDevolucao(db, usuarioDe(req), req.body, agora()) }) });
  app.route({ ...rotaDoContrato(ROTAS_ESTOQUE.transferencias), handler: async (req) => ({ RES: await consultarTransferencias(db, usuarioDe(req), req.body) }) });
  app.route({ ...rotaDoContrato(ROTAS_ESTOQUE.transferir), handler: async (req) => ({ RES: await transferir(db, usuarioDe(req), req.body, agora()) }) });
  app.route({ ...rotaDoContrato(ROTAS_ESTOQUE.receberTransferencia), handler: async (req) => ({ RES: await receberTransferencia(db, usuarioDe(req), req.params.id, agora()) }) });
}
