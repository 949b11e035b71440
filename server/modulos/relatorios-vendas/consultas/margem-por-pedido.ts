/**
 * vendas.margem-por-pedido: a list of orders by definition, so it reads the orders themselves,
 * capped: the `limite` lowest margins of the cut (ties by id), their count and their totals in one
 * aggregate. The cost is the order's own (orders.valor_custo, at the average cost when sold). Each
 * order's fee is estimated alone (its known card payment by its rule, else one payment at once);
 * the totals' fees are the margin report's, cell by cell. The SQL ranks by the margin before fees
 * (the fee is no column), then the page is ranked again after them.
 */
import { sql, type Kysely } from 'kysely';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import type { DB } from '../../../db/schema';
import { fracao, grupoDaForma, grupoDoCanal, nomesDasLojas, STATUS_QUE_CONTAM, type Recorte } from './comum';
import { gruposPorPedidos } from './por-pedidos';
import { taxaDoPedido, type BaseDasTaxas } from './taxas';

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

function figuras(produtos: number, descontos: number, custo: number, taxas: number) {
  const liquido = produtos - descontos;
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

export async function margemPorPedido(db: Kysely<DB>, r: Recorte, limite: number, base: BaseDasTaxas) {
  const pedidos = await doRecorte(db, r)
    .select(['id', 'data_pedido', 'dia_sp', 'id_seller', 'canal', 'id_forma_pagto', 'id_status', 'valor_total', 'valor_produtos', 'valor_desconto', 'valor_custo'])
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
  const { total: somas } = await gruposPorPedidos(db, r, 'canal', base);
  const comTaxa = pedidos.map((p) => {
    const taxa = taxaDoPedido(base, { id: Number(p.id), dia: p.dia_sp, loja: Number(p.id_seller), id_status: Number(p.id_status), id_forma_pagto: Number(p.id_forma_pagto), total: Number(p.valor_total) });
    return { p, taxa, margem: Number(p.valor_produtos) - Number(p.valor_desconto) - Number(p.valor_custo) - taxa };
  });
  comTaxa.sort((a, b) => a.margem - b.margem || Number(a.p.id) - Number(b.p.id));
  const linhas = comTaxa.map(({ p, taxa }) => ({
    id_pedido: Number(p.id),
    data: Number(p.data_pedido),
    loja: lojas.get(Number(p.id_seller)) ?? `Loja ${p.id_seller}`,
    canal: grupoDoCanal(p.canal).grupo,
    forma_pagamento: grupoDaForma(Number(p.id_forma_pagto)).grupo,
    status: NOMES_STATUS.get(Number(p.id_status)) ?? String(p.id_status),
    faturamento: centavosParaReais(Number(p.valor_total)),
    ...figuras(Number(p.valor_produtos), Number(p.valor_desconto), Number(p.valor_custo), taxa),
  }));
  return {
    linhas,
    total: Number(soma.n),
    totais: { faturamento: centavosParaReais(Number(soma.total ?? 0)), ...figuras(Number(soma.produtos ?? 0), Number(soma.descontos ?? 0), Number(soma.custo ?? 0), somas.taxas) },
  };
}
