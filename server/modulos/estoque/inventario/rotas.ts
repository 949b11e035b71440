import { ROTAS_INVENTARIO, MENSAGENS_INVENTARIO } from '@retaguarda/contrato/api/inventario';
import type { App, Contexto } from '../../../contexto';
import { ErroHttp } from '../../../http/erros';
import { rotaDoContrato } from '../../../http/rotas';
import { sellersPermitidos, usuarioDe } from '../../sessao/auth/guard';
import { consultarInventarios, consultarItens, lerInventario } from './consultas';
import { abrirInventario, aprovarInventario, cancelarInventario, definirContagem, encerrarContagem, reabrirContagem, registrarLeituras } from './regras';

/** Count sessions: opening, counting, closing, cancelling (the inventory key). */
export function rotasInventario(app: App, ctx: Contexto): void {
  const db = ctx.db.kysely;
  const agora = () => ctx.agora().getTime();
  app.route({
    ...rotaDoContrato(ROTAS_INVENTARIO.consultar),
    handler: async (req) => {
      const u = usuarioDe(req);
      return { RES: await consultarInventarios(db, u.id_grupo, sellersPermitidos(u, req.body.id_seller ? [req.body.id_seller] : null), req.body) };
    },
  });
  app.route({
    ...rotaDoContrato(ROTAS_INVENTARIO.ler),
    handler: async (req) => {
      const inv = await lerInventario(db, usuarioDe(req).id_grupo, req.params.id);
      if (!inv) throw new ErroHttp(404, MENSAGENS_INVENTARIO.naoEncontrado);
      return { RES: inv };
    },
  });
  app.route({
    ...rotaDoContrato(ROTAS_INVENTARIO.itens),
    handler: async (req) => {
      const inv = await lerInventario(db, usuarioDe(req).id_grupo, req.params.id);
      if (!inv) throw new ErroHttp(404, MENSAGENS_INVENTARIO.naoEncontrado);
      return { RES: await consultarItens(db, inv, req.body) };
    },
  });
  app.route({ ...rotaDoContrato(ROTAS_INVENTARIO.criar), handler: async (req) => ({ RES: await abrirInventario(db, usuarioDe(req), req.body, agora()) }) });
  app.route({ ...rotaDoContrato(ROTAS_INVENTARIO.leituras), handler: async (req) => ({ RES: await registrarLeituras(db, usuarioDe(req), req.params.id, req.body, agora()) }) });
  app.route({
    ...rotaDoContrato(ROTAS_INVENTARIO.contagem),
    handler: async (req) => {
      const u = usuarioDe(req);
      await definirContagem(db, u, req.params.id, req.params.id_produto, req.body, agora());
      const inv = await lerInventario(db, u.id_grupo, req.params.id);
      const item = inv ? (await consultarItens(db, inv, { filtro: 'todos', pagina: 1, por_pagina: 1 }, req.params.id_produto)).itens[0] : undefined;
      if (!item) throw new ErroHttp(404, MENSAGENS_INVENTARIO.produtoForaDoInventario);
      return { RES: item };
    },
  });
  app.route({ ...rotaDoContrato(ROTAS_INVENTARIO.encerrar), handler: async (req) => ({ RES: await encerrarContagem(db, usuarioDe(req), req.params.id, agora()) }) });
  app.route({ ...rotaDoContrato(ROTAS_INVENTARIO.reabrir), handler: async (req) => ({ RES: await reabrirContagem(db, usuarioDe(req), req.params.id) }) });
  app.route({ ...rotaDoContrato(ROTAS_INVENTARIO.cancelar), handler: async (req) => ({ RES: await cancelarInventario(db, usuarioDe(req), req.params.id, agora()) }) });
}

/** Approval posts stock movements: the inventory key and the adjustments key both. */
export function rotasAprovacaoInventario(app: App, ctx: Contexto): void {
  const db = ctx.db.kysely;
  app.route({ ...rotaDoContrato(ROTAS_INVENTARIO.aprovar), handler: async (req) => ({ RES: await aprovarInventario(db, usuarioDe(req), req.params.id, req.body.version, ctx.agora().getTime()) }) });
}
