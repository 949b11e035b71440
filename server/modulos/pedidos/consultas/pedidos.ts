import { sql, type Kysely, type Selectable } from 'kysely';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import type { Agregado, FiltroPedidos, ListaPedidosResposta, Pedido, Resumo } from '@retaguarda/contrato/api/pedidos';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import { ticketMedio } from '@retaguarda/contrato/relatorios/medidas';
import { isoSP } from '../../../http/iso-sp';
import { dialetoDe } from '../../../db/dialeto';
import type { DB, OrdersTable } from '../../../db/schema';
import { condicoesDiario, condicoesPedidos, ordenacaoDe, resumoDiarioServe, temBusca, type CamposFiltro } from './filtro-pedidos';

/** One order row as read from the database, money still in centavos. */
export type LinhaPedido = Pick<
  Selectable<OrdersTable>,
  | 'id' | 'data_pedido' | 'id_cliente' | 'canal' | 'id_status' | 'id_forma_pagto' | 'quantidade_itens' | 'valor_produtos' | 'valor_desconto'
  | 'valor_frete' | 'valor_total' | 'nfce_numero' | 'nfce_serie' | 'nfce_chave' | 'nfce_data_emissao' | 'nfce_cancelada_em' | 'tipo_entrega'
> & {
  // the joined names, under the contract's names
  id_pessoa: number;
  nome_seller: string;
  cliente_nome: string | null;
  cliente_cpf: string | null;
  status_descricao: string;
  forma_descricao: string;
};

export interface Janela {
  limite: number;
  offset?: number;
  /** Keyset: only orders strictly after this one in the list order (for the export). */
  depoisDe?: { chave: number | string; id: number };
  /** The search matches a large share of all orders (see buscaAmpla): walk the sort index. */
  buscaAmpla?: boolean;
}

/**
 * One window of the filtered orders with their joins, in the filter's order (ordenar_por, ordem;
 * ties by id in the same direction; by default newest first). The ids are chosen first on the
 * orders table alone, so the planner picks among the orders indexes only (joined tables could
 * make it start elsewhere and sort the whole set); the joins then touch just the window's rows.
 */
export function consultaPedidos(db: Kysely<DB>, f: CamposFiltro, sellers: readonly number[], janela: Janela) {
  const d = dialetoDe(db);
  const o = ordenacaoDe(f, { buscaAmpla: janela.buscaAmpla });
  const coluna = sql.ref<number | string>(o.coluna);
  const id = sql.ref<number>('o.id');
  const direcao = sql.raw(o.ordem);
  let ids = db
    .selectFrom('orders as o')
    .select([coluna.as('chave'), 'o.id'])
    .where(condicoesPedidos(d, f, sellers, { paraOrdenar: true, buscaAmpla: janela.buscaAmpla }))
    .orderBy(sql`${o.porIndice ? coluna : d.semIndice(coluna)} ${direcao}`)
    .orderBy(sql`${o.porIndice ? id : d.semIndice(id)} ${direcao}`)
    .limit(janela.limite)
    .offset(janela.offset ?? 0);
  const cursor = janela.depoisDe;
  if (cursor) {
    const alem = o.ordem === 'desc' ? '<' : '>';
    ids = ids.where((eb) => eb.or([eb(coluna, alem, cursor.chave), eb.and([eb(coluna, '=', cursor.chave), eb(id, alem, cursor.id)])]));
  }
  return db
    .selectFrom(ids.as('p'))
    .innerJoin('orders as o', 'o.id', 'p.id')
    .innerJoin('sellers as s', 's.id', 'o.id_seller')
    .innerJoin('statuses as st', 'st.id', 'o.id_status')
    .innerJoin('payment_methods as fp', 'fp.id', 'o.id_forma_pagto')
    .leftJoin('clients as c', 'c.id', 'o.id_cliente')
    .select([
      'p.chave', 'o.id', 'o.data_pedido', 'o.id_seller as id_pessoa', 's.nome as nome_seller', 'o.id_cliente', 'c.nome as cliente_nome',
      'c.cpf as cliente_cpf', 'o.canal', 'o.id_status', 'st.descricao as status_descricao', 'o.id_forma_pagto',
      'fp.descricao as forma_descricao', 'o.quantidade_itens', 'o.valor_produtos', 'o.valor_desconto', 'o.valor_frete',
      'o.valor_total', 'o.nfce_numero', 'o.nfce_serie', 'o.nfce_chave', 'o.nfce_data_emissao', 'o.nfce_cancelada_em', 'o.tipo_entrega',
    ])
    // Sorting by the window's own columns keeps the planner from scanning orders in list order.
    .orderBy(sql`${sql.ref('p.chave')} ${direcao}`)
    .orderBy(sql`${sql.ref('p.id')} ${direcao}`);
}

export function paraPedido(l: LinhaPedido): Pedido {
  return {
    id: l.id,
    data_pedido: isoSP(l.data_pedido),
    id_pessoa: l.id_pessoa,
    nome_seller: l.nome_seller,
    cliente: l.id_cliente !== null && l.cliente_nome !== null ? { id: l.id_cliente, nome: l.cliente_nome, cpf_cnpj: l.cliente_cpf } : null,
    canal: l.canal,
    status_pedido: { id: l.id_status, descricao: l.status_descricao },
    forma_pagto: { id: l.id_forma_pagto, descricao: l.forma_descricao },
    quantidade_itens: l.quantidade_itens,
    valor_produtos: centavosParaReais(l.valor_produtos),
    valor_desconto: centavosParaReais(l.valor_desconto),
    valor_frete: centavosParaReais(l.valor_frete),
    valor_total: centavosParaReais(l.valor_total),
    nfce:
      l.nfce_numero !== null && l.nfce_serie !== null && l.nfce_chave !== null && l.nfce_data_emissao !== null
        ? { numero: l.nfce_numero, serie: l.nfce_serie, chave: l.nfce_chave, data_emissao: isoSP(l.nfce_data_emissao) }
        : null,
    nfce_situacao: l.nfce_numero === null ? null : l.nfce_cancelada_em === null ? 'autorizada' : 'cancelada',
    retirada_na_loja: l.tipo_entrega !== 'entrega',
    tipo_entrega: l.tipo_entrega,
  };
}

interface Grupo {
  id_status: number;
  id_forma_pagto: number;
  quantidade: number;
  valor_total: number;
}

/**
 * Count and total by (status, payment method) over the whole filtered set: from the per-day
 * table when the filter is made of days, sellers, statuses and payments; from the orders
 * otherwise, grouped as the dialect groups best (server/db/dialeto: on SQLite in one pass through
 * resumo_grupos, whose GROUP BY would sort every matching order first). Centavos are exact either way.
 */
export function consultaResumo(db: Kysely<DB>, f: CamposFiltro, sellers: readonly number[]) {
  const d = dialetoDe(db);
  if (resumoDiarioServe(f)) {
    return db
      .selectFrom('orders_daily as d')
      .select((eb) => ['d.id_status', 'd.id_forma_pagto', eb.fn.sum<number>('d.quantidade').as('quantidade'), eb.fn.sum<number>('d.valor_total').as('valor_total')])
      .where(condicoesDiario(d, f, sellers))
      .groupBy(['d.id_status', 'd.id_forma_pagto']);
  }
  return d.resumoGrupos(db, condicoesPedidos(d, f, sellers));
}

/**
 * The catalogues' descriptions, from the constants the statuses and payment_methods tables are
 * loaded from at every migrate (server/db/catalogos.ts): no query per list request for them.
 */
const NOMES_STATUS = new Map(Object.values(STATUS).map((s) => [s.id, s.descricao]));
const NOMES_FORMAS = new Map(Object.values(FORMAS_PAGTO).map((f) => [f.id, f.descricao]));

export async function gruposResumo(db: Kysely<DB>, f: CamposFiltro, sellers: readonly number[]): Promise<Grupo[]> {
  return consultaResumo(db, f, sellers).execute();
}

function agregar(grupos: Grupo[], chave: (g: Grupo) => number, nomes: Map<number, string>): Agregado[] {
  const porId = new Map<number, { descricao: string; quantidade: number; centavos: number }>();
  for (const g of grupos) {
    const id = chave(g);
    const a = porId.get(id) ?? { descricao: nomes.get(id) ?? String(id), quantidade: 0, centavos: 0 };
    a.quantidade += Number(g.quantidade);
    a.centavos += Number(g.valor_total);
    porId.set(id, a);
  }
  return [...porId.entries()]
    .filter(([, a]) => a.quantidade > 0)
    .sort(([a], [b]) => a - b)
    .map(([id, a]) => ({ id, descricao: a.descricao, quantidade: a.quantidade, valor_total: centavosParaReais(a.centavos) }));
}

/**
 * The summary of every listed order whatever its status (its count is the list's total): not the
 * revenue, which is that of the statuses that count (contrato/relatorios/medidas.ts, medirPorStatus
 * of por_status, or this summary with status_pedido = STATUS_FATURAMENTO). The ticket rounds as the
 * measures' ticketMedio does.
 */
export async function resumoPedidos(db: Kysely<DB>, f: CamposFiltro, sellers: readonly number[]): Promise<Resumo> {
  const grupos = await gruposResumo(db, f, sellers);
  let quantidade = 0;
  let centavos = 0;
  for (const g of grupos) {
    quantidade += Number(g.quantidade);
    centavos += Number(g.valor_total);
  }
  return {
    quantidade_pedidos: quantidade,
    valor_total: centavosParaReais(centavos),
    ticket_medio: centavosParaReais(ticketMedio(centavos, quantidade)),
    por_status: agregar(grupos, (g) => g.id_status, NOMES_STATUS),
    por_forma_pagto: agregar(grupos, (g) => g.id_forma_pagto, NOMES_FORMAS),
  };
}

/** The share of all orders from which a search counts as broad. */
const PARCELA_AMPLA = 0.01;

/**
 * Whether a search matched so many orders (at least 1 % of all of them) that walking the sort
 * index meets a page of them within about a thousand orders, where sorting every match would cost
 * more: a common surname over the whole history is the case (docs/benchmarks.md).
 * A search that matches fewer is sorted, which is cheap because the matches are few. `total` is
 * the count the summary already made.
 */
async function buscaAmpla(db: Kysely<DB>, f: CamposFiltro, total: number): Promise<boolean> {
  if (!temBusca(f) || total === 0) return false;
  // The highest id stands for the table's size: one step down the rowid B-tree, not a count.
  const r = await db.selectFrom('orders').select((eb) => eb.fn.max('id').as('maior')).executeTakeFirst();
  return total >= Number(r?.maior ?? 0) * PARCELA_AMPLA;
}

/** PUT /v2/vendas/lista-pedidos: one page, the summary of the whole set and the pagination. */
export async function listarPedidos(db: Kysely<DB>, f: FiltroPedidos, sellers: readonly number[]): Promise<ListaPedidosResposta> {
  const { page, limit, ...campos } = f;
  const dashboard = await resumoPedidos(db, campos, sellers);
  const total = dashboard.quantidade_pedidos;
  const offset = (page - 1) * limit;
  const janela = { limite: limit, offset, buscaAmpla: await buscaAmpla(db, campos, total) };
  const linhas = offset < total ? await consultaPedidos(db, campos, sellers, janela).execute() : [];
  return {
    RES: { pedidos: linhas.map(paraPedido), dashboard },
    PAG: { page, limit, total, total_pages: Math.ceil(total / limit) },
  };
}

/**
 * Every matching order, in the list's order, fetched in keyset pages of `lote` rows: memory stays
 * bounded, and the single SQLite connection is free for other requests between pages.
 */
export async function* percorrerPedidos(db: Kysely<DB>, f: CamposFiltro, sellers: readonly number[], lote = 2000): AsyncGenerator<LinhaPedido> {
  // Each row also carries `chave`, the value it is sorted by: the cursor of the next page.
  let depoisDe: Janela['depoisDe'];
  for (;;) {
    const linhas = await consultaPedidos(db, f, sellers, { limite: lote, depoisDe }).execute();
    for (const l of linhas) yield l;
    if (linhas.length < lote) return;
    const ultima = linhas[linhas.length - 1];
    depoisDe = { chave: ultima.chave, id: ultima.id };
  }
}
