/** Purchase orders as the screens read them: a page of summaries, or one order whole. */
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod/mini';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import type { ConsultaPedidosCompraBody, ListaPedidosCompra, PedidoCompra, SituacaoCompra } from '@retaguarda/contrato/api/compras';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import type { DB } from '../../../db/schema';

type Db = Kysely<DB>;
const ABERTOS: readonly SituacaoCompra[] = ['enviado', 'parcial'];

/** Past its expected day (in São Paulo) and still waiting for goods. */
const atrasado = (situacao: string, previsao: string | null, agora: number): boolean =>
  previsao !== null && ABERTOS.includes(situacao as SituacaoCompra) && previsao < diaChaveSP(new Date(agora));

function cabecalho(db: Db, idGrupo: number) {
  return db
    .selectFrom('pedidos_compra as pc')
    .innerJoin('fornecedores as f', 'f.id', 'pc.id_fornecedor')
    .innerJoin('sellers as l', 'l.id', 'pc.id_seller')
    .where('pc.id_grupo', '=', idGrupo);
}

export async function consultarPedidosCompra(db: Db, idGrupo: number, c: z.output<typeof ConsultaPedidosCompraBody>, agora: number): Promise<ListaPedidosCompra> {
  let q = cabecalho(db, idGrupo);
  if (c.situacoes && c.situacoes.length > 0) q = q.where('pc.situacao', 'in', c.situacoes);
  if (c.id_fornecedor) q = q.where('pc.id_fornecedor', '=', c.id_fornecedor);
  if (c.id_seller) q = q.where('pc.id_seller', '=', c.id_seller);
  if (c.atrasados) q = q.where('pc.situacao', 'in', ABERTOS).where('pc.previsao_entrega', '<', diaChaveSP(new Date(agora)));
  const [linhas, total] = await Promise.all([
    q
      .select([
        'pc.id', 'pc.situacao', 'f.nome_fantasia as fornecedor', 'pc.id_fornecedor', 'l.nome as loja', 'pc.previsao_entrega', 'pc.total', 'pc.criado_em',
        sql<number>`(SELECT COUNT(*) FROM pedidos_compra_itens i WHERE i.id_pedido_compra = pc.id)`.as('itens'),
      ])
      .orderBy('pc.id', 'desc')
      .limit(c.por_pagina)
      .offset((c.pagina - 1) * c.por_pagina)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    itens: linhas.map((l) => ({
      id: Number(l.id),
      situacao: l.situacao as SituacaoCompra,
      fornecedor: l.fornecedor ?? '',
      id_fornecedor: Number(l.id_fornecedor),
      loja: l.loja,
      previsao_entrega: l.previsao_entrega,
      total: centavosParaReais(Number(l.total)),
      itens: Number(l.itens),
      criado_em: Number(l.criado_em),
      atrasado: atrasado(l.situacao, l.previsao_entrega, agora),
    })),
    total: Number(total.n),
  };
}

export async function lerPedidoCompra(db: Db, idGrupo: number, id: number, agora: number): Promise<PedidoCompra | null> {
  const p = await cabecalho(db, idGrupo)
    .leftJoin('users as u', 'u.id', 'pc.criado_por')
    .select([
      'pc.id', 'pc.situacao', 'pc.id_fornecedor', 'f.nome_fantasia as fornecedor', 'pc.id_seller', 'l.nome as loja', 'pc.previsao_entrega', 'pc.condicoes_pagamento',
      'pc.observacao', 'pc.total', 'pc.criado_em', 'u.nome as criado_por', 'pc.enviado_em', 'pc.recebido_em', 'pc.cancelado_em', 'pc.motivo_cancelamento', 'pc.version',
    ])
    .where('pc.id', '=', id)
    .executeTakeFirst();
  if (!p) return null;
  const [itens, recebimentos, itensRecebidos] = await Promise.all([
    db
      .selectFrom('pedidos_compra_itens as i')
      .innerJoin('products as pr', 'pr.id', 'i.id_produto')
      .select(['i.id_produto', 'pr.nome as produto', 'pr.sku', 'pr.ean', 'i.quantidade', 'i.custo_unitario', 'i.recebido', 'i.avariado'])
      .where('i.id_pedido_compra', '=', id)
      .orderBy('pr.nome')
      .execute(),
    db
      .selectFrom('recebimentos_compra as r')
      .leftJoin('users as u', 'u.id', 'r.id_usuario')
      .select(['r.id', 'r.em', 'u.nome as usuario', 'r.chave_nfe', 'r.observacao'])
      .where('r.id_pedido_compra', '=', id)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('recebimentos_compra_itens as ri')
      .innerJoin('recebimentos_compra as r', 'r.id', 'ri.id_recebimento')
      .innerJoin('products as pr', 'pr.id', 'ri.id_produto')
      .select(['ri.id_recebimento', 'ri.id_produto', 'pr.nome as produto', 'ri.recebido', 'ri.avariado'])
      .where('r.id_pedido_compra', '=', id)
      .orderBy('pr.nome')
      .execute(),
  ]);
  return {
    id: Number(p.id),
    situacao: p.situacao as SituacaoCompra,
    id_fornecedor: Number(p.id_fornecedor),
    fornecedor: p.fornecedor ?? '',
    id_seller: Number(p.id_seller),
    loja: p.loja,
    previsao_entrega: p.previsao_entrega,
    condicoes_pagamento: p.condicoes_pagamento,
    observacao: p.observacao,
    total: centavosParaReais(Number(p.total)),
    criado_em: Number(p.criado_em),
    criado_por: p.criado_por,
    enviado_em: p.enviado_em === null ? null : Number(p.enviado_em),
    recebido_em: p.recebido_em === null ? null : Number(p.recebido_em),
    cancelado_em: p.cancelado_em === null ? null : Number(p.cancelado_em),
    motivo_cancelamento: p.motivo_cancelamento,
    atrasado: atrasado(p.situacao, p.previsao_entrega, agora),
    version: Number(p.version),
    itens: itens.map((i) => ({
      id_produto: Number(i.id_produto), produto: i.produto, sku: i.sku, ean: i.ean, quantidade: Number(i.quantidade),
      custo_unitario: centavosParaReais(Number(i.custo_unitario)), recebido: Number(i.recebido), avariado: Number(i.avariado),
    })),
    recebimentos: recebimentos.map((r) => ({
      id: Number(r.id),
      em: Number(r.em),
      usuario: r.usuario,
      chave_nfe: r.chave_nfe,
      observacao: r.observacao,
      itens: itensRecebidos
        .filter((i) => Number(i.id_recebimento) === Number(r.id))
        .map((i) => ({ id_produto: Number(i.id_produto), produto: i.produto, recebido: Number(i.recebido), avariado: Number(i.avariado) })),
    })),
  };
}
