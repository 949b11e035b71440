import { CartoesQuery, MENSAGENS_VENDA_MANUAL, ROTAS_VENDA_MANUAL, SituacaoCobranca } from '@retaguarda/contrato/api/vendaManual';
import type { App, Contexto } from '../../../contexto';
import { ErroHttp } from '../../../http/erros';
import { rotaDoContrato } from '../../../http/rotas';
import { usuarioDe } from '../../sessao/auth/guard';
import { TempoEsgotadoAdquirente } from '../pagamentos/adquirente';
import { situacaoDaCobranca } from '../consultas/pagamentos';
import { cobrar, pedidoParaCobrar } from '../regras/cobrar';
import { cotar } from '../regras/cotar';
import { criarPedidoManual } from '../regras/criar';
import { hashDoCorpo, ResultadoIncerto, umaVez } from '../regras/idempotencia';
import { expirarCobrancas, simularPagamento } from '../regras/notificacoes';

const CHAVE_IDEMPOTENCIA = /^[\w.:-]{8,100}$/;
export const MENSAGEM_SEM_SIMULACAO = 'Este servidor recebe os pagamentos do PSP: a simulação está desligada';

/** The body as kept for comparing copies: a new card's number and CVV never reach the database, not even hashed. */
function semSegredos(corpo: unknown): unknown {
  return JSON.parse(JSON.stringify(corpo), (chave: string, valor: unknown) => {
    if (chave === 'cvv') return undefined;
    if (chave === 'numero' && typeof valor === 'string') return valor.slice(-4);
    return valor;
  });
}

/** Pricing, creation, charge and the charge's state: the clerk's side of the manual order. */
export function rotasPedidoManual(app: App, ctx: Contexto, pspSimulado: boolean): void {
  const db = ctx.db.kysely;

  app.route({
    ...rotaDoContrato(ROTAS_VENDA_MANUAL.cotacao),
    handler: async (req) => ({ RES: (await cotar(db, usuarioDe(req), req.body, ctx.agora())).resposta }),
  });

  app.route({
    ...rotaDoContrato(ROTAS_VENDA_MANUAL.criar),
    handler: async (req) => ({ RES: await criarPedidoManual(db, usuarioDe(req), req.body, ctx.agora()) }),
  });

  app.route({
    ...rotaDoContrato(ROTAS_VENDA_MANUAL.cobrar),
    handler: async (req) => {
      const usuario = usuarioDe(req);
      // another group's order answers as a missing one, whatever else is wrong with the call
      await pedidoParaCobrar(db, usuario, req.body.id_pedido);
      const chave = req.headers['idempotency-key'];
      if (typeof chave !== 'string' || !CHAVE_IDEMPOTENCIA.test(chave)) throw new ErroHttp(400, MENSAGENS_VENDA_MANUAL.idempotenciaAusente);
      try {
        const situacao = await umaVez(
          db,
          { idUsuario: usuario.id, chave, idPedido: req.body.id_pedido, hash: hashDoCorpo(semSegredos(req.body)), agora: ctx.agora },
          async () => {
            try {
              return await cobrar(db, usuario, req.body, chave, ctx.agora(), pspSimulado);
            } catch (erro) {
              throw erro instanceof TempoEsgotadoAdquirente ? new ResultadoIncerto(erro) : erro;
            }
          },
          (json) => SituacaoCobranca.parse(json),
        );
        return { RES: situacao };
      } catch (erro) {
        if (erro instanceof ResultadoIncerto) throw new ErroHttp(504, erro.message);
        throw erro;
      }
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_VENDA_MANUAL.cobranca),
    handler: async (req) => {
      await pedidoParaCobrar(db, usuarioDe(req), req.params.id);
      // the panel polls while a Pix waits: an expired one is settled before it answers
      await expirarCobrancas(db, ctx.agora(), req.params.id);
      return { RES: await situacaoDaCobranca(db, req.params.id, ctx.agora(), pspSimulado) };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_VENDA_MANUAL.simularPagamento),
    handler: async (req) => {
      await pedidoParaCobrar(db, usuarioDe(req), req.params.id);
      // with a real PSP only the customer's payment pays: nobody marks a Pix paid by hand
      if (!pspSimulado) throw new ErroHttp(404, MENSAGEM_SEM_SIMULACAO);
      await expirarCobrancas(db, ctx.agora(), req.params.id);
      await simularPagamento(db, req.params.id, req.params.idPagamento, ctx.agora());
      return { RES: await situacaoDaCobranca(db, req.params.id, ctx.agora(), pspSimulado) };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_VENDA_MANUAL.cartoes, { querystring: CartoesQuery }),
    handler: async (req) => {
      const usuario = usuarioDe(req);
      const cartoes = await db
        .selectFrom('cartoes_salvos as c')
        .innerJoin('clients as cl', 'cl.id', 'c.id_cliente')
        .select(['c.id', 'c.bandeira', 'c.ultimos4', 'c.validade', 'c.titular'])
        .where('c.id_cliente', '=', req.query.id_cliente)
        .where('cl.id_grupo', '=', usuario.id_grupo)
        .orderBy('c.id', 'desc')
        .limit(50)
        .execute();
      return { RES: cartoes };
    },
  });
}
