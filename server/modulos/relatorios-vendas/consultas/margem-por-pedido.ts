/**
 * vendas.margem-por-pedido: a list of orders by definition, so it reads the orders themselves,
 * capped: the `limite` lowest margins of the cut (ties by id), their count and their totals in one
 * aggregate. The cost is the order's own (orders.valor_custo, at the average cost when sold).
 */
import { sql, type Kysely } from 'kysely';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import type { DB } from '../../../db/schema';
import { fracao, grupoDaForma, grupoDoCanal, nomesDasLojas, STATUS_QUE_CONTAM, taxasEstimadas, somasVazias, type Recorte } from './comum';

const NOMES_STATUS = new Map<number, string>(Object.values(STATUS).map((s) => [s.id, s.descricao]));

function doRecorte(db: Kysely<DB>, r: Recorte) {
  let q = db
    .selectFrom('orders')
    .where('id_seller', 'in', [...r.sellers])
    .where('data_pedido', '>=', r.periodo.inicio)
    .where('data_pedido', '<', r.periodo.fim)
    .where('id_status', 'in', STATUS_QUE_CONTAM);
  if (r.canais) q = q.where('canal', 'in', r.canais as DB['orders']['canal'][]);
  if (r.formas) q = q.where('id_forma_pagto', 'in', r.formas);
  return q;
}

const MARGEM_SQL = sql<number>`valor_produtos - valor_desconto - valor_custo`;

function figuras(produtos: number, descontos: number, custo: number) {
  const liquido = produtos - descontos;
  const taxas = taxasEstimadas({ ...somasVazias(), produtos, descontos, custo });
  const margem = liquido - custo - taxas;
  return {
    valor_produtos: centavosParaReais(produtos),
    descontos: centavosParaReais(descontos),
    custo: centavosParaReais(custo),
    taxas: centavosParaReais(taxas),
    margem: centavosParaReais(margem),
    margem_percentual: fracao(margem, liquido),
  };
}

export async function margemPorPedido(db: Kysely<DB>, r: Recorte, limite: number) {
  const pedidos = await doRecorte(db, r)
    .select(['id', 'data_pedido', 'id_seller', 'canal', 'id_forma_pagto', 'id_status', 'valor_total', 'valor_produtos', 'valor_desconto', 'valor_custo'])
    .orderBy(MARGEM_SQL)
    .orderBy('id')
    .limit(limite)
    .execute();
  const soma = await doRecorte(db, r)
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('valor_total').as('total'),
      eb.fn.sum<number>('valor_produtos').as('produtos'),
      eb.fn.sum<number>('valor_desconto').as('descontos'),
      eb.fn.sum<number>('valor_custo').as('custo'),
    ])
    .executeTakeFirstOrThrow();
  const lojas = await nomesDasLojas(db, [...new Set(pedidos.map((p) => Number(p.id_seller)))]);
  const linhas = pedidos.map((p) => ({
    id_pedido: Number(p.id),
    data: Number(p.data_pedido),
    loja: lojas.get(Number(p.id_seller)) ?? `Loja ${p.id_seller}`,
    canal: grupoDoCanal(p.canal).grupo,
    forma_pagamento: grupoDaForma(Number(p.id_forma_pagto)).grupo,
    status: NOMES_STATUS.get(Number(p.id_status)) ?? String(p.id_status),
    faturamento: centavosParaReais(Number(p.valor_total)),
    ...figuras(Number(p.valor_produtos), Number(p.valor_desconto), Number(p.valor_custo)),
  }));
  return {
    linhas,
    total: Number(soma.n),
    totais: { faturamento: centavosParaReais(Number(soma.total ?? 0)), ...figuras(Number(soma.produtos ?? 0), Number(soma.descontos ?? 0), Number(soma.custo ?? 0)) },
  };
}
