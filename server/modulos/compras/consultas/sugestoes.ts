/**
 * Purchase suggestions for one store (ROTAS_COMPRAS.sugestoes): per product still sold, the larger
 * of two needs, each less the units on purchase orders not yet received (drafts count: suggesting
 * twice must not order twice), rounded up and kept when above zero:
 * - back to the minimum: minimum − available − on order;
 * - cover the days asked at the recent pace: average daily sales × days − available − on order.
 * Sales are the store's orders of the days looked back at that hold or took their units (paid,
 * being picked, sent, collected, delivered). The database narrows the rows to the products that
 * could need anything (below the minimum, sold, or short); the rules run here, in integers.
 */
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod/mini';
import { ESTAGIO_ESTOQUE_DO_STATUS } from '@retaguarda/contrato/api/estoque';
import { LIMITES_SUGESTOES, type ConsultaSugestoesBody, type MotivoSugestao, type RespostaSugestoes, type SugestaoCompra } from '@retaguarda/contrato/api/sugestoesCompra';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import type { DB } from '../../../db/schema';

type Consulta = z.output<typeof ConsultaSugestoesBody>;
const DIA = 86_400_000;

/** Statuses whose units are sold: held for the order or already gone. */
const VENDIDOS = Object.entries(ESTAGIO_ESTOQUE_DO_STATUS)
  .filter(([, e]) => e === 'reservado' || e === 'baixado')
  .map(([s]) => Number(s));

/** ⌈a / b⌉ for integers, b > 0. */
const divisaoParaCima = (a: number, b: number) => Math.floor((a + b - 1) / b);

export interface EscopoSugestoes {
  idGrupo: number;
  idSeller: number;
}

export async function sugerirCompras(db: Kysely<DB>, e: EscopoSugestoes, c: Consulta, agora: number): Promise<RespostaSugestoes> {
  const desde = agora - c.dias_vendas * DIA;
  let q = db
    .with('vendas', (w) =>
      w
        .selectFrom('orders as o')
        .innerJoin('order_items as i', 'i.id_pedido', 'o.id')
        .select(['i.id_produto', sql<number>`SUM(i.quantidade)`.as('vendido')])
        .where('o.id_seller', '=', e.idSeller)
        .where('o.data_pedido', '>=', desde)
        .where('o.data_pedido', '<=', agora)
        .where('o.id_status', 'in', VENDIDOS)
        .groupBy('i.id_produto'),
    )
    .with('abertos', (w) =>
      w
        .selectFrom('pedidos_compra as pc')
        .innerJoin('pedidos_compra_itens as i', 'i.id_pedido_compra', 'pc.id')
        .select(['i.id_produto', sql<number>`SUM(CASE WHEN i.quantidade > i.recebido THEN i.quantidade - i.recebido ELSE 0 END)`.as('em_pedido')])
        .where('pc.id_grupo', '=', e.idGrupo)
        .where('pc.id_seller', '=', e.idSeller)
        .where('pc.situacao', 'in', ['rascunho', 'enviado', 'parcial'])
        .groupBy('i.id_produto'),
    )
    .selectFrom('estoque_saldos as s')
    .innerJoin('products as p', 'p.id', 's.id_produto')
    .leftJoin('fornecedores as f', (j) => j.onRef('f.id', '=', 'p.fornecedor').on('f.id_grupo', '=', e.idGrupo))
    .leftJoin('vendas as v', 'v.id_produto', 's.id_produto')
    .leftJoin('abertos as a', 'a.id_produto', 's.id_produto')
    .select([
      's.id_produto', 'p.nome as produto', 'p.sku', 'p.ean', 'p.custo', 'f.id as id_fornecedor', 'f.nome_fantasia as fornecedor', 's.em_maos', 's.reservado', 's.minimo',
      sql<number | null>`v.vendido`.as('vendido'), sql<number | null>`a.em_pedido`.as('em_pedido'),
    ])
    .where('s.id_seller', '=', e.idSeller)
    .where('p.id_grupo', '=', e.idGrupo)
    .where('p.ativo', '=', 1)
    .where(sql<boolean>`((s.minimo IS NOT NULL AND s.em_maos - s.reservado < s.minimo) OR v.vendido > 0 OR s.em_maos - s.reservado < 0)`);
  if (c.id_fornecedor) q = q.where('p.fornecedor', '=', c.id_fornecedor);
  const linhas = await q.execute();

  const sugestoes: (Omit<SugestaoCompra, 'custo_unitario'> & { custo: number | null })[] = [];
  for (const l of linhas) {
    const disponivel = Number(l.em_maos) - Number(l.reservado);
    const minimo = l.minimo === null ? null : Number(l.minimo);
    const vendido = Number(l.vendido ?? 0);
    const emPedido = Number(l.em_pedido ?? 0);
    const peloMinimo = minimo === null ? 0 : minimo - disponivel - emPedido;
    // vendido / dias_vendas × dias_cobertura − disponível − em pedido, rounded up, all in integers
    const pelaCobertura = divisaoParaCima(vendido * c.dias_cobertura - (disponivel + emPedido) * c.dias_vendas, c.dias_vendas);
    const quantidade = Math.max(peloMinimo, pelaCobertura);
    if (quantidade <= 0) continue;
    const motivo: MotivoSugestao = peloMinimo >= pelaCobertura ? 'abaixo_do_minimo' : 'cobertura';
    sugestoes.push({
      id_produto: Number(l.id_produto),
      produto: l.produto,
      sku: l.sku,
      ean: l.ean,
      id_fornecedor: l.id_fornecedor === null ? null : Number(l.id_fornecedor),
      fornecedor: l.fornecedor,
      disponivel,
      minimo,
      vendido,
      venda_diaria: Math.round((vendido / c.dias_vendas) * 100) / 100,
      em_pedido: emPedido,
      quantidade,
      custo: l.custo === null ? null : Number(l.custo),
      motivo,
    });
  }
  // by supplier (none last), then product: the screen groups them into one order per supplier
  const porFornecedor = (x: string | null, y: string | null) => (x === y ? 0 : x === null ? 1 : y === null ? -1 : x.localeCompare(y, 'pt-BR'));
  sugestoes.sort((x, y) => porFornecedor(x.fornecedor, y.fornecedor) || x.produto.localeCompare(y.produto, 'pt-BR') || x.id_produto - y.id_produto);
  const lista = sugestoes.slice(0, LIMITES_SUGESTOES.itens);
  const ultimos = await ultimosCustos(db, e.idGrupo, lista.map((s) => s.id_produto));
  return {
    itens: lista.map(({ custo, ...s }) => ({ ...s, custo_unitario: centavosParaReais(ultimos.get(s.id_produto) ?? custo ?? 0) })),
    total: sugestoes.length,
    dias_vendas: c.dias_vendas,
    dias_cobertura: c.dias_cobertura,
  };
}

/** Centavos a unit on the group's latest purchase order (sent or beyond, not cancelled) of each product. */
async function ultimosCustos(db: Kysely<DB>, idGrupo: number, produtos: readonly number[]): Promise<Map<number, number>> {
  if (produtos.length === 0) return new Map();
  const linhas = await db
    .selectFrom('pedidos_compra as pc')
    .innerJoin('pedidos_compra_itens as i', 'i.id_pedido_compra', 'pc.id')
    .select(['i.id_produto', 'i.custo_unitario'])
    .where('pc.id_grupo', '=', idGrupo)
    .where('pc.situacao', 'in', ['enviado', 'parcial', 'recebido'])
    .where('i.id_produto', 'in', [...produtos])
    .orderBy('pc.id', 'desc')
    .execute();
  const custos = new Map<number, number>();
  for (const l of linhas) if (!custos.has(Number(l.id_produto))) custos.set(Number(l.id_produto), Number(l.custo_unitario));
  return custos;
}
