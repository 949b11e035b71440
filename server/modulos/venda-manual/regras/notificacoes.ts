/**
 * What the PSP tells the server (a Pix or a boleto paid) and what time does on its own (a Pix or a
 * boleto left unpaid past its limit cancels the order, with the reason in its history).
 */
import type { Kysely } from 'kysely';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { MENSAGENS_VENDA_MANUAL, NotificacaoPsp } from '@retaguarda/contrato/api/vendaManual';
import { reaisParaCentavos } from '@retaguarda/contrato/br/money';
import type { DB } from '../../../db/schema';
import { violouUnicidade } from '../../../db/erros';
import { transacao } from '../../../db/transacao';
import { ErroHttp } from '../../../http/erros';
import { buscarPedidoBase } from '../../pedidos/consultas/pedido';
import { gravarStatus } from '../../pedidos/consultas/pedido-escrita';
import { travarPedido } from '../consultas/pagamentos';
import { assinar, assinaturaValida, segredoDoPsp } from '../pagamentos/psp';
import { emitirDesfecho } from './desfecho';
import { quitarSePago } from './quitacao';

type Db = Kysely<DB>;

const DESCRICAO = { pix: 'Pix', boleto: 'boleto' } as const;
export const MOTIVO_PAGO_DEPOIS = 'Pago pelo cliente depois de substituído ou expirado: confira o pedido e devolva o valor se for o caso';

/**
 * A notice as it came (`corpoBruto`, the exact bytes signed). Answers whether it was taken; a
 * notice already taken, or for a charge no longer pending, changes nothing and is still 'taken'
 * (the PSP stops resending it).
 */
export async function receberNotificacao(db: Db, corpoBruto: string, timestamp: string | undefined, assinatura: string | undefined, agora: Date): Promise<{ recebido: boolean }> {
  const segredo = await segredoDoPsp(db);
  const verificacao = assinaturaValida(segredo, timestamp, assinatura, corpoBruto, agora);
  if (verificacao === 'invalida') throw new ErroHttp(401, MENSAGENS_VENDA_MANUAL.assinaturaInvalida);
  if (verificacao === 'antiga') throw new ErroHttp(401, MENSAGENS_VENDA_MANUAL.notificacaoAntiga);
  const n = NotificacaoPsp.parse(JSON.parse(corpoBruto));
  const em = agora.getTime();
  await transacao(db, async (trx) => {
    try {
      await trx.insertInto('psp_eventos').values({ id_evento: n.id_evento, recebido_em: em }).execute();
    } catch (erro) {
      if (violouUnicidade(erro)) return;
      throw erro;
    }
    const forma = n.tipo === 'pix.pago' ? 'pix' : 'boleto';
    const p = await trx.selectFrom('pagamentos_pedido').select(['id', 'id_pedido', 'valor']).where('referencia', '=', n.referencia).where('forma', '=', forma).executeTakeFirst();
    if (!p || p.valor !== reaisParaCentavos(n.valor)) return;
    await travarPedido(trx, p.id_pedido);
    const aprovado = { ...p, forma, situacao: 'aprovado', motivo: null };
    const pago = await trx.updateTable('pagamentos_pedido').set({ situacao: 'aprovado', pago_em: em }).where('id', '=', p.id).where('situacao', '=', 'pendente').executeTakeFirst();
    if (Number(pago.numUpdatedRows) === 1) {
      await emitirDesfecho(trx, aprovado, em);
      await quitarSePago(trx, p.id_pedido, null, em, `Pagamento por ${DESCRICAO[forma]} confirmado`);
      return;
    }
    // The customer paid a charge already replaced or expired: the money came in, so it is recorded
    // where the clerk sees it, to be given back (or taken for the order if it still waits).
    const depois = await trx
      .updateTable('pagamentos_pedido')
      .set({ situacao: 'aprovado', pago_em: em, motivo: MOTIVO_PAGO_DEPOIS })
      .where('id', '=', p.id)
      .where('situacao', 'in', ['cancelado', 'expirado'])
      .executeTakeFirst();
    if (Number(depois.numUpdatedRows) === 1) await emitirDesfecho(trx, aprovado, em);
    await quitarSePago(trx, p.id_pedido, null, em, `Pagamento por ${DESCRICAO[forma]} confirmado`);
  });
  return { recebido: true };
}

/** The demo's stand-in for the customer paying: the notice the PSP would send, signed and taken. */
export async function simularPagamento(db: Db, idPedido: number, idPagamento: number, agora: Date): Promise<void> {
  const p = await db.selectFrom('pagamentos_pedido').select(['forma', 'referencia', 'valor', 'situacao']).where('id', '=', idPagamento).where('id_pedido', '=', idPedido).executeTakeFirst();
  if (!p || p.referencia === null || (p.forma !== 'pix' && p.forma !== 'boleto')) throw new ErroHttp(404, MENSAGENS_VENDA_MANUAL.pagamentoNaoEncontrado);
  if (p.situacao !== 'pendente') throw new ErroHttp(409, 'Este pagamento não está aguardando o cliente');
  const corpo = JSON.stringify({ id_evento: `sim-${idPagamento}-${agora.getTime()}`, tipo: p.forma === 'pix' ? 'pix.pago' : 'boleto.pago', referencia: p.referencia, valor: p.valor / 100 });
  const timestamp = String(agora.getTime());
  await receberNotificacao(db, corpo, timestamp, assinar(await segredoDoPsp(db), timestamp, corpo), agora);
}

const MOTIVO_EXPIRACAO = { pix: 'Pix expirado sem pagamento', boleto: 'Boleto vencido sem pagamento' } as const;

/**
 * Every pending Pix or boleto past its limit expires; its order, still awaiting payment with
 * nothing else pending, is cancelled with the reason. `idPedido` narrows it to one order (the
 * panel's poll); the server's timer sweeps them all.
 */
export async function expirarCobrancas(db: Db, agora: Date, idPedido?: number): Promise<number> {
  let q = db.selectFrom('pagamentos_pedido').select(['id', 'id_pedido', 'forma', 'valor']).where('situacao', '=', 'pendente').where('expira_em', '<=', agora.getTime());
  if (idPedido !== undefined) q = q.where('id_pedido', '=', idPedido);
  const vencidos = await q.limit(500).execute();
  const em = agora.getTime();
  for (const v of vencidos) {
    const motivo = v.forma === 'boleto' ? MOTIVO_EXPIRACAO.boleto : MOTIVO_EXPIRACAO.pix;
    await transacao(db, async (trx) => {
      await travarPedido(trx, v.id_pedido);
      const r = await trx.updateTable('pagamentos_pedido').set({ situacao: 'expirado', motivo }).where('id', '=', v.id).where('situacao', '=', 'pendente').executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return;
      await emitirDesfecho(trx, { ...v, situacao: 'expirado', motivo }, em);
      // an order partly paid (a card approved beside the Pix) waits for the rest instead of being cancelled
      const outros = await trx.selectFrom('pagamentos_pedido').select('id').where('id_pedido', '=', v.id_pedido).where('situacao', 'in', ['pendente', 'aprovado']).executeTakeFirst();
      const base = await buscarPedidoBase(trx, v.id_pedido);
      if (outros || !base || base.id_status !== STATUS.aguardandoPagamento.id) return;
      await gravarStatus(trx, base, { para: STATUS.cancelado.id, motivo, id_usuario: null, em });
    });
  }
  return vencidos.length;
}
