/**
 * Receiving against a purchase order: what came (short, over or damaged) is recorded with the
 * supplier's NF-e, the good units enter the store's stock at the order's cost (the average cost
 * moves) and the order becomes partly received or received. Two receipts of one order at once
 * take turns on its version: one is taken, the other told to reload.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import { MENSAGENS_COMPRAS, podeReceber, type PedidoCompra, type RecebimentoBody } from '@retaguarda/contrato/api/compras';
import { reaisParaCentavos } from '@retaguarda/contrato/br/money';
import type { DB } from '../../../db/schema';
import { transacao } from '../../../db/transacao';
import { ErroHttp } from '../../../http/erros';
import { ErroDeValidacao } from '../../../http/validacao';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import { movimentar } from '../../estoque/regras/movimentar';
import { avancar, pedidoDoGrupo } from './pedidos';

type Corpo = z.output<typeof RecebimentoBody>;

export async function receberPedidoCompra(db: Kysely<DB>, u: UsuarioSessao, id: number, b: Corpo, agora: number): Promise<PedidoCompra> {
  const p = await pedidoDoGrupo(db, u, id, agora);
  if (!podeReceber(p.situacao)) throw new ErroHttp(409, MENSAGENS_COMPRAS.naoRecebivel);
  const doPedido = new Map(p.itens.map((i) => [i.id_produto, i]));
  b.itens.forEach((item, n) => {
    if (!doPedido.has(item.id_produto)) throw new ErroDeValidacao('body', [`itens.${n}.id_produto`], MENSAGENS_COMPRAS.itemForaDoPedido);
    if (item.avariado > item.recebido) throw new ErroDeValidacao('body', [`itens.${n}.avariado`], MENSAGENS_COMPRAS.avariaMaiorQueRecebido);
  });
  const chave = b.chave_nfe ? b.chave_nfe.replace(/\D/g, '') : null;
  if (chave && (await db.selectFrom('recebimentos_compra').select('id').where('chave_nfe', '=', chave).executeTakeFirst())) {
    throw new ErroDeValidacao('body', ['chave_nfe'], MENSAGENS_COMPRAS.chaveRepetida);
  }

  // what will have arrived once this receipt is in: every line at its quantity closes the order
  const recebidoDepois = new Map(p.itens.map((i) => [i.id_produto, i.recebido]));
  for (const item of b.itens) recebidoDepois.set(item.id_produto, (recebidoDepois.get(item.id_produto) ?? 0) + item.recebido);
  const completo = b.encerrar || p.itens.every((i) => (recebidoDepois.get(i.id_produto) ?? 0) >= i.quantidade);

  await transacao(db, async (trx) => {
    await avancar(trx, p, b.version, ['enviado', 'parcial'], { situacao: completo ? 'recebido' : 'parcial', ...(completo ? { recebido_em: agora } : {}) }, MENSAGENS_COMPRAS.naoRecebivel);
    const { id: idRecebimento } = await trx
      .insertInto('recebimentos_compra')
      .values({ id_pedido_compra: p.id, chave_nfe: chave, observacao: b.observacao?.trim() || null, id_usuario: u.id, em: agora })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const item of b.itens) {
      if (item.recebido === 0) continue;
      const linha = doPedido.get(item.id_produto);
      if (!linha) continue;
      await trx.insertInto('recebimentos_compra_itens').values({ id_recebimento: Number(idRecebimento), id_produto: item.id_produto, recebido: item.recebido, avariado: item.avariado }).execute();
      await trx
        .updateTable('pedidos_compra_itens')
        .set((eb) => ({ recebido: eb('recebido', '+', item.recebido), avariado: eb('avariado', '+', item.avariado) }))
        .where('id_pedido_compra', '=', p.id)
        .where('id_produto', '=', item.id_produto)
        .execute();
      const boas = item.recebido - item.avariado;
      if (boas > 0) {
        await movimentar(trx, {
          id_seller: p.id_seller,
          id_produto: item.id_produto,
          tipo: 'entrada_compra',
          local: 'loja',
          quantidade: boas,
          custo_unitario: reaisParaCentavos(linha.custo_unitario),
          motivo: `Pedido de compra nº ${p.id}${chave ? ` · NF-e ${chave.slice(25, 34).replace(/^0+/, '')}` : ''}`,
          id_pedido_compra: p.id,
          id_usuario: u.id,
          em: agora,
        });
      }
    }
  });
  return pedidoDoGrupo(db, u, id, agora);
}
