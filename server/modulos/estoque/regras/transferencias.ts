/**
 * A transfer between two stores of the group, in two steps: sending takes the units out of the
 * origin (they are in transit, in neither store), receiving puts them into the destination at the
 * origin's average cost. Received once: two receipts at once let exactly one through.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import { MENSAGENS_ESTOQUE, type ConsultaTransferenciasBody, type ListaTransferencias, type Transferencia, type TransferenciaBody } from '@retaguarda/contrato/api/estoque';
import type { DB } from '../../../db/schema';
import { transacao } from '../../../db/transacao';
import { ErroHttp } from '../../../http/erros';
import { ErroDeValidacao } from '../../../http/validacao';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import { garantirSaldo, movimentar } from './movimentar';

type Db = Kysely<DB>;

function cabecalhos(db: Db, idGrupo: number) {
  return db
    .selectFrom('estoque_transferencias as t')
    .innerJoin('sellers as o', 'o.id', 't.id_seller_origem')
    .innerJoin('sellers as d', 'd.id', 't.id_seller_destino')
    .leftJoin('users as ue', 'ue.id', 't.enviada_por')
    .leftJoin('users as ur', 'ur.id', 't.recebida_por')
    .select([
      't.id', 't.situacao', 't.id_seller_origem', 'o.nome as origem', 't.id_seller_destino', 'd.nome as destino', 't.observacao', 't.enviada_em',
      'ue.nome as enviada_por', 't.recebida_em', 'ur.nome as recebida_por',
    ])
    .where('t.id_grupo', '=', idGrupo);
}

async function comItens(db: Db, linhas: Awaited<ReturnType<ReturnType<typeof cabecalhos>['execute']>>): Promise<Transferencia[]> {
  if (linhas.length === 0) return [];
  const itens = await db
    .selectFrom('estoque_transferencia_itens as i')
    .innerJoin('products as p', 'p.id', 'i.id_produto')
    .select(['i.id_transferencia', 'i.id_produto', 'p.nome as produto', 'p.sku', 'i.quantidade'])
    .where('i.id_transferencia', 'in', linhas.map((l) => l.id))
    .orderBy('p.nome')
    .execute();
  return linhas.map((l) => ({
    id: Number(l.id),
    situacao: l.situacao === 'recebida' ? 'recebida' : 'enviada',
    id_seller_origem: Number(l.id_seller_origem),
    origem: l.origem,
    id_seller_destino: Number(l.id_seller_destino),
    destino: l.destino,
    observacao: l.observacao,
    enviada_em: Number(l.enviada_em),
    enviada_por: l.enviada_por,
    recebida_em: l.recebida_em === null ? null : Number(l.recebida_em),
    recebida_por: l.recebida_por,
    itens: itens
      .filter((i) => Number(i.id_transferencia) === Number(l.id))
      .map((i) => ({ id_produto: Number(i.id_produto), produto: i.produto, sku: i.sku, quantidade: Number(i.quantidade) })),
  }));
}

async function lerTransferencia(db: Db, idGrupo: number, id: number): Promise<Transferencia | null> {
  const [t] = await comItens(db, await cabecalhos(db, idGrupo).where('t.id', '=', id).execute());
  return t ?? null;
}

export async function consultarTransferencias(db: Db, u: UsuarioSessao, c: z.output<typeof ConsultaTransferenciasBody>): Promise<ListaTransferencias> {
  let q = cabecalhos(db, u.id_grupo);
  if (c.situacao) q = q.where('t.situacao', '=', c.situacao);
  const [linhas, total] = await Promise.all([
    q.orderBy('t.id', 'desc').limit(c.por_pagina).offset((c.pagina - 1) * c.por_pagina).execute(),
    db.selectFrom('estoque_transferencias').select((eb) => eb.fn.countAll<number>().as('n')).where('id_grupo', '=', u.id_grupo).$if(c.situacao !== undefined, (w) => w.where('situacao', '=', c.situacao ?? '')).executeTakeFirstOrThrow(),
  ]);
  return { itens: await comItens(db, linhas), total: Number(total.n) };
}

/** POST /v2/estoque/transferencias: sent at once; the origin must have the units available. */
export async function transferir(db: Db, u: UsuarioSessao, b: TransferenciaBody, agora: number): Promise<Transferencia> {
  if (b.id_seller_origem === b.id_seller_destino) throw new ErroDeValidacao('body', ['id_seller_destino'], MENSAGENS_ESTOQUE.mesmaLoja);
  for (const loja of [b.id_seller_origem, b.id_seller_destino]) if (!u.id_sellers_mesmo_grupo.includes(loja)) throw new ErroHttp(404, MENSAGENS_ESTOQUE.lojaInvalida);
  const ids = b.itens.map((i) => i.id_produto);
  const repetido = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (repetido >= 0) throw new ErroDeValidacao('body', [`itens.${repetido}.id_produto`], MENSAGENS_ESTOQUE.produtoRepetido);
  const doGrupo = await db.selectFrom('products').select('id').where('id', 'in', ids).where('id_grupo', '=', u.id_grupo).execute();
  if (doGrupo.length !== ids.length) throw new ErroHttp(404, MENSAGENS_ESTOQUE.produtoInvalido);

  const id = await transacao(db, async (trx) => {
    const { id } = await trx
      .insertInto('estoque_transferencias')
      .values({ id_grupo: u.id_grupo, id_seller_origem: b.id_seller_origem, id_seller_destino: b.id_seller_destino, situacao: 'enviada', observacao: b.observacao?.trim() || null, enviada_em: agora, enviada_por: u.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const item of b.itens) {
      await garantirSaldo(trx, b.id_seller_origem, item.id_produto);
      const s = await trx.selectFrom('estoque_saldos').select('custo_medio').where('id_seller', '=', b.id_seller_origem).where('id_produto', '=', item.id_produto).executeTakeFirstOrThrow();
      const custo = Number(s.custo_medio);
      await movimentar(trx, { id_seller: b.id_seller_origem, id_produto: item.id_produto, tipo: 'transferencia_saida', local: 'loja', quantidade: -item.quantidade, custo_unitario: custo, id_transferencia: id, id_usuario: u.id, em: agora });
      await trx.insertInto('estoque_transferencia_itens').values({ id_transferencia: id, id_produto: item.id_produto, quantidade: item.quantidade, custo_unitario: custo }).execute();
    }
    return Number(id);
  });
  const t = await lerTransferencia(db, u.id_grupo, id);
  if (!t) throw new Error(`transferência ${id} gravada e não lida`);
  return t;
}

/** POST /v2/estoque/transferencias/:id/recebimento. */
export async function receberTransferencia(db: Db, u: UsuarioSessao, id: number, agora: number): Promise<Transferencia> {
  await transacao(db, async (trx) => {
    const t = await trx.selectFrom('estoque_transferencias').select(['id_seller_destino', 'situacao']).where('id', '=', id).where('id_grupo', '=', u.id_grupo).executeTakeFirst();
    if (!t) throw new ErroHttp(404, MENSAGENS_ESTOQUE.transferenciaNaoEncontrada);
    // conditional on still being in transit: of two receipts at once, one changes the row
    const r = await trx.updateTable('estoque_transferencias').set({ situacao: 'recebida', recebida_em: agora, recebida_por: u.id }).where('id', '=', id).where('situacao', '=', 'enviada').executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new ErroHttp(409, MENSAGENS_ESTOQUE.transferenciaJaRecebida);
    const itens = await trx.selectFrom('estoque_transferencia_itens').select(['id_produto', 'quantidade', 'custo_unitario']).where('id_transferencia', '=', id).orderBy('id_produto').execute();
    for (const i of itens) {
      await movimentar(trx, { id_seller: t.id_seller_destino, id_produto: i.id_produto, tipo: 'transferencia_entrada', local: 'loja', quantidade: Number(i.quantidade), custo_unitario: Number(i.custo_unitario), id_transferencia: id, id_usuario: u.id, em: agora });
    }
  });
  const t = await lerTransferencia(db, u.id_grupo, id);
  if (!t) throw new ErroHttp(404, MENSAGENS_ESTOQUE.transferenciaNaoEncontrada);
  return t;
}
