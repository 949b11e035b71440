/**
 * The ABC curve: each product's revenue in the period from the items of orders whose status took
 * the units out of stock (ESTAGIO_ESTOQUE_DO_STATUS 'baixado': sent, collected, delivered), the
 * item's own discount deducted, best first. The sums are the database's (one pass over the
 * period's orders through orders_seller_data, their items read from the covering index
 * order_items_pedido_produto: docs/benchmarks.md, 'Stock reports'); shares and classes are worked
 * out here in centavos, so the cuts fall the same on both databases.
 */
import { sql, type Kysely } from 'kysely';
import { ESTAGIO_ESTOQUE_DO_STATUS } from '@retaguarda/contrato/api/estoque';
import { CORTES_ABC, type ClasseAbc, type ItemAbc, type RelatorioAbc } from '@retaguarda/contrato/api/relatoriosEstoque';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import type { DB } from '../../../db/schema';
import { arredondar, type ConsultaRelatorio } from './consulta';
import { cortar, nomesDeProdutos } from './posicoes';

const BAIXADOS = Object.entries(ESTAGIO_ESTOQUE_DO_STATUS)
  .filter(([, estagio]) => estagio === 'baixado')
  .map(([id]) => Number(id));

interface Vendido {
  id_produto: number;
  quantidade: number;
  /** Centavos. */
  receita: number;
}

async function receitaPorProduto(db: Kysely<DB>, c: ConsultaRelatorio): Promise<Vendido[]> {
  const somas = db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.id_pedido', 'o.id')
    .where('o.id_seller', 'in', c.escopo.sellers.length > 0 ? [...c.escopo.sellers] : [0])
    .where('o.data_pedido', '>=', c.de)
    .where('o.data_pedido', '<=', c.ate)
    .where('o.id_status', 'in', BAIXADOS)
    .groupBy('i.id_produto')
    .select(['i.id_produto', sql<number>`SUM(i.quantidade)`.as('quantidade'), sql<number>`SUM(i.quantidade * i.preco_unitario - i.valor_desconto)`.as('receita')]);
  // the group and family checked once per product after summing, not once per item
  let q = db.selectFrom(somas.as('v')).innerJoin('products as p', 'p.id', 'v.id_produto').where('p.id_grupo', '=', c.escopo.idGrupo).select(['v.id_produto', 'v.quantidade', 'v.receita']);
  if (c.idFamilia !== null) q = q.where('p.produto_base', '=', c.idFamilia);
  const linhas = await q.execute();
  return linhas.map((l) => ({ id_produto: Number(l.id_produto), quantidade: Number(l.quantidade), receita: Number(l.receita) }));
}

/** A by the revenue before the product (the one that crosses 80 % is still A), B likewise up to 95 %. */
function classeDe(anterior: number, total: number): ClasseAbc {
  if (anterior < total * CORTES_ABC.A) return 'A';
  if (anterior < total * CORTES_ABC.B) return 'B';
  return 'C';
}

export async function relatorioAbc(db: Kysely<DB>, c: ConsultaRelatorio): Promise<RelatorioAbc> {
  const vendidos = await receitaPorProduto(db, c);
  // by revenue, then id: ties fall the same on both databases
  vendidos.sort((a, b) => b.receita - a.receita || a.id_produto - b.id_produto);
  const total = vendidos.reduce((s, v) => s + v.receita, 0);
  const classes = { A: { produtos: 0, receita: 0 }, B: { produtos: 0, receita: 0 }, C: { produtos: 0, receita: 0 } };
  let acumulado = 0;
  const curva = vendidos.map((v) => {
    const classe = total > 0 ? classeDe(acumulado, total) : 'C';
    acumulado += v.receita;
    classes[classe].produtos++;
    classes[classe].receita += v.receita;
    return { ...v, classe, acumulado };
  });

  const { itens, truncado } = cortar(curva, c.limite);
  const ids = itens.map((i) => i.id_produto);
  const produto = await nomesDeProdutos(db, ids);
  const fracao = (x: number) => (total > 0 ? arredondar(x / total, 4) : 0);
  const linhas: ItemAbc[] = itens.map((i) => {
    const p = produto.get(i.id_produto);
    return {
      id_produto: i.id_produto,
      produto: p?.produto ?? `#${i.id_produto}`,
      sku: p?.sku ?? '',
      familia: p?.familia ?? null,
      quantidade: i.quantidade,
      receita: centavosParaReais(i.receita),
      participacao: fracao(i.receita),
      acumulado: fracao(i.acumulado),
      classe: i.classe,
    };
  });
  const porClasse = (k: ClasseAbc) => ({ produtos: classes[k].produtos, receita: centavosParaReais(classes[k].receita), participacao: fracao(classes[k].receita) });
  return {
    de: c.de,
    ate: c.ate,
    total: curva.length,
    truncado,
    itens: linhas,
    receita_total: centavosParaReais(total),
    classes: { A: porClasse('A'), B: porClasse('B'), C: porClasse('C') },
  };
}
