import { MENSAGENS_VENDA_MANUAL, ROTAS_VENDA_MANUAL } from '@retaguarda/contrato/api/vendaManual';
import type { App, Contexto } from '../../../contexto';
import { ErroHttp } from '../../../http/erros';
import { rotaDoContrato } from '../../../http/rotas';
import { vendeSemEstoque } from '../../estoque/regras/movimentar';
import { usuarioDe } from '../../sessao/auth/guard';
import { buscarProdutosParaVenda } from '../consultas/produtos';

/** The product search of the manual order, with the chosen store's stock. */
export function rotasProdutosVenda(app: App, ctx: Contexto): void {
  const db = ctx.db.kysely;
  app.route({
    ...rotaDoContrato(ROTAS_VENDA_MANUAL.produtos),
    handler: async (req) => {
      const usuario = usuarioDe(req);
      const { id_seller, busca, limit } = req.body;
      if (!usuario.id_sellers_mesmo_grupo.includes(id_seller)) throw new ErroHttp(403, MENSAGENS_VENDA_MANUAL.lojaForaDoGrupo);
      const [vende, produtos] = await Promise.all([vendeSemEstoque(db, id_seller), buscarProdutosParaVenda(db, usuario, { idSeller: id_seller, busca, limit })]);
      return { RES: { vende_sem_estoque: vende, produtos } };
    },
  });
}
