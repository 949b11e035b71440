/**
 * A purchase order's life: written as a draft (edited while a draft), sent to the supplier,
 * cancelled before anything arrives. Every change is conditional on the version the user saw.
 */
import type { Kysely, Transaction, Updateable } from 'kysely';
import {
  MENSAGENS_COMPRAS, podeEditar, type CancelarCompraBody, type EditarPedidoCompraBody, type PedidoCompra, type PedidoCompraBody, type SituacaoCompra,
} from '@retaguarda/contrato/api/compras';
import { reaisParaCentavos } from '@retaguarda/contrato/br/money';
import type { DB } from '../../../db/schema';
import { transacao } from '../../../db/transacao';
import { ErroHttp } from '../../../http/erros';
import { ErroDeValidacao } from '../../../http/validacao';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import { lerPedidoCompra } from '../consultas/pedidos';

type Db = Kysely<DB>;

export async function pedidoDoGrupo(db: Db, u: UsuarioSessao, id: number, agora: number): Promise<PedidoCompra> {
  const p = await lerPedidoCompra(db, u.id_grupo, id, agora);
  if (!p) throw new ErroHttp(404, MENSAGENS_COMPRAS.naoEncontrado);
  return p;
}

/** 400 or 404 for what the body names outside the group: the supplier, the store, each product once. */
async function conferirCorpo(db: Db, u: UsuarioSessao, b: PedidoCompraBody): Promise<void> {
  if (!u.id_sellers_mesmo_grupo.includes(b.id_seller)) throw new ErroDeValidacao('body', ['id_seller'], MENSAGENS_COMPRAS.lojaInvalida);
  const f = await db.selectFrom('fornecedores').select('id').where('id', '=', b.id_fornecedor).where('id_grupo', '=', u.id_grupo).where('ativo', '=', 1).executeTakeFirst();
  if (!f) throw new ErroDeValidacao('body', ['id_fornecedor'], MENSAGENS_COMPRAS.fornecedorInvalido);
  const ids = b.itens.map((i) => i.id_produto);
  const repetido = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (repetido >= 0) throw new ErroDeValidacao('body', [`itens.${repetido}.id_produto`], MENSAGENS_COMPRAS.produtoRepetido);
  const doGrupo = new Set((await db.selectFrom('products').select('id').where('id', 'in', ids).where('id_grupo', '=', u.id_grupo).execute()).map((p) => Number(p.id)));
  const fora = ids.findIndex((id) => !doGrupo.has(id));
  if (fora >= 0) throw new ErroDeValidacao('body', [`itens.${fora}.id_produto`], MENSAGENS_COMPRAS.produtoInvalido);
}

const totalDe = (b: PedidoCompraBody): number => b.itens.reduce((s, i) => s + i.quantidade * reaisParaCentavos(i.custo_unitario), 0);

async function gravarItens(trx: Transaction<DB>, id: number, b: PedidoCompraBody): Promise<void> {
  await trx.deleteFrom('pedidos_compra_itens').where('id_pedido_compra', '=', id).execute();
  await trx
    .insertInto('pedidos_compra_itens')
    .values(b.itens.map((i) => ({ id_pedido_compra: id, id_produto: i.id_produto, quantidade: i.quantidade, custo_unitario: reaisParaCentavos(i.custo_unitario) })))
    .execute();
}

const campos = (b: PedidoCompraBody) => ({
  id_seller: b.id_seller,
  id_fornecedor: b.id_fornecedor,
  previsao_entrega: b.previsao_entrega,
  condicoes_pagamento: b.condicoes_pagamento?.trim() || null,
  observacao: b.observacao?.trim() || null,
  total: totalDe(b),
});

/** POST /v2/compras/pedidos: a draft. */
export async function criarPedidoCompra(db: Db, u: UsuarioSessao, b: PedidoCompraBody, agora: number): Promise<PedidoCompra> {
  await conferirCorpo(db, u, b);
  const id = await transacao(db, async (trx) => {
    const { id } = await trx
      .insertInto('pedidos_compra')
      .values({ ...campos(b), id_grupo: u.id_grupo, situacao: 'rascunho', criado_em: agora, criado_por: u.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await gravarItens(trx, Number(id), b);
    return Number(id);
  });
  return pedidoDoGrupo(db, u, id, agora);
}

/** Moves the order on if it is still at `version` and in one of `de`; 409 with the reason otherwise. */
async function avancar(trx: Transaction<DB>, p: PedidoCompra, version: number, de: readonly SituacaoCompra[], mudanca: Updateable<DB['pedidos_compra']> & { situacao?: SituacaoCompra }, motivoRecusa: string) {
  if (!de.includes(p.situacao)) throw new ErroHttp(409, motivoRecusa);
  const r = await trx
    .updateTable('pedidos_compra')
    .set((eb) => ({ ...mudanca, version: eb('version', '+', 1) }))
    .where('id', '=', p.id)
    .where('version', '=', version)
    .where('situacao', 'in', de)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new ErroHttp(409, MENSAGENS_COMPRAS.versaoConflitante);
}

/** PUT /v2/compras/pedidos/:id: a draft's supplier, store, dates and items, replaced whole. */
export async function editarPedidoCompra(db: Db, u: UsuarioSessao, id: number, b: EditarPedidoCompraBody, agora: number): Promise<PedidoCompra> {
  const p = await pedidoDoGrupo(db, u, id, agora);
  if (!podeEditar(p.situacao)) throw new ErroHttp(409, MENSAGENS_COMPRAS.somenteRascunho);
  await conferirCorpo(db, u, b);
  await transacao(db, async (trx) => {
    await avancar(trx, p, b.version, ['rascunho'], campos(b), MENSAGENS_COMPRAS.somenteRascunho);
    await gravarItens(trx, id, b);
  });
  return pedidoDoGrupo(db, u, id, agora);
}

/** POST /v2/compras/pedidos/:id/enviar: the draft goes to the supplier (its PDF is what is sent). */
export async function enviarPedidoCompra(db: Db, u: UsuarioSessao, id: number, version: number, agora: number): Promise<PedidoCompra> {
  const p = await pedidoDoGrupo(db, u, id, agora);
  await transacao(db, (trx) => avancar(trx, p, version, ['rascunho'], { situacao: 'enviado', enviado_em: agora }, MENSAGENS_COMPRAS.somenteRascunho));
  return pedidoDoGrupo(db, u, id, agora);
}

/** POST /v2/compras/pedidos/:id/cancelar: before anything arrived, with the reason. */
export async function cancelarPedidoCompra(db: Db, u: UsuarioSessao, id: number, b: CancelarCompraBody, agora: number): Promise<PedidoCompra> {
  const p = await pedidoDoGrupo(db, u, id, agora);
  await transacao(db, (trx) =>
    avancar(trx, p, b.version, ['rascunho', 'enviado'], { situacao: 'cancelado', cancelado_em: agora, motivo_cancelamento: b.motivo }, MENSAGENS_COMPRAS.naoCancelavel),
  );
  return pedidoDoGrupo(db, u, id, agora);
}

export { avancar };
