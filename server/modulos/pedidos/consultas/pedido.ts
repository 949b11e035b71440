import type { Kysely, Transaction } from 'kysely';
import type { TipoEventoPedido } from '@retaguarda/contrato/api/pedidoDetalhe';
import { ratear } from '../nfce/entrada';
import type { DB } from '../../../db/schema';

/** What every write to one order reads first: access, workflow context, lock and summary key. */
export function buscarPedidoBase(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('orders')
    .select([
      'id', 'id_seller', 'canal', 'id_status', 'id_forma_pagto', 'dia_sp', 'valor_total', 'tipo_entrega', 'version',
      'nfce_numero', 'nfce_serie', 'nfce_chave', 'nfce_data_emissao', 'nfce_cancelada_em',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}
export type PedidoBase = NonNullable<Awaited<ReturnType<typeof buscarPedidoBase>>>;

/** The order row of the detail with its joins, in the list's column names (see paraPedido). */
export function buscarPedidoCompleto(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('sellers as s', 's.id', 'o.id_seller')
    .innerJoin('statuses as st', 'st.id', 'o.id_status')
    .innerJoin('payment_methods as fp', 'fp.id', 'o.id_forma_pagto')
    .leftJoin('clients as c', 'c.id', 'o.id_cliente')
    .leftJoin('order_deliveries as e', 'e.id_pedido', 'o.id')
    .select([
      'o.id', 'o.data_pedido', 'o.id_seller as id_pessoa', 's.nome as nome_seller', 's.cnpj as seller_cnpj', 's.uf as seller_uf',
      'o.id_cliente', 'c.nome as cliente_nome', 'c.cpf as cliente_cpf', 'c.email as cliente_email', 'c.telefone as cliente_telefone',
      'o.canal', 'o.id_status', 'st.descricao as status_descricao', 'o.id_forma_pagto', 'fp.descricao as forma_descricao',
      'o.quantidade_itens', 'o.valor_produtos', 'o.valor_desconto', 'o.valor_frete', 'o.valor_total',
      'o.nfce_numero', 'o.nfce_serie', 'o.nfce_chave', 'o.nfce_data_emissao', 'o.nfce_cancelada_em',
      'o.observacao_interna', 'o.tipo_entrega', 'o.version',
      'e.cep', 'e.logradouro', 'e.numero', 'e.complemento', 'e.bairro', 'e.cidade', 'e.uf',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
}
export type PedidoCompleto = NonNullable<Awaited<ReturnType<typeof buscarPedidoCompleto>>>;

export interface ItemCentavos {
  id: number;
  id_produto: number;
  sku: string;
  nome: string;
  ncm: string | null;
  unidade: string;
  quantidade: number;
  preco_unitario: number;
  /** The line's own discount plus its share of the order-level discount. */
  desconto: number;
}

/**
 * The items of an order with the order's discount spread over them in proportion to their value
 * (the demo and the list keep the discount on the order): the detail and the NFC-e print the same
 * per-line discounts, and they add up to the order's.
 */
export async function itensDoPedido(db: Kysely<DB>, id: number, descontoPedido: number): Promise<ItemCentavos[]> {
  const linhas = await db
    .selectFrom('order_items as i')
    .innerJoin('products as p', 'p.id', 'i.id_produto')
    .select(['i.id', 'i.id_produto', 'p.sku', 'p.nome', 'p.ncm', 'p.unidade', 'i.quantidade', 'i.preco_unitario', 'i.valor_desconto'])
    .where('i.id_pedido', '=', id)
    .orderBy('i.id')
    .execute();
  const proprios = linhas.reduce((s, l) => s + l.valor_desconto, 0);
  const partes = linhas.length > 0 ? ratear(Math.max(0, descontoPedido - proprios), linhas.map((l) => l.quantidade * l.preco_unitario)) : [];
  return linhas.map(({ valor_desconto, ...l }, i) => ({ ...l, desconto: valor_desconto + partes[i] }));
}

/** History entries with the names of the user and statuses; narrow it with a where. */
export function consultaHistorico(db: Kysely<DB>) {
  return db
    .selectFrom('order_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.id_usuario')
    .leftJoin('statuses as de', 'de.id', 'h.de_status')
    .innerJoin('statuses as para', 'para.id', 'h.para_status')
    .select(['h.id', 'h.em', 'h.id_usuario', 'u.nome as usuario_nome', 'h.de_status', 'de.descricao as de_descricao', 'h.para_status', 'para.descricao as para_descricao', 'h.observacao']);
}

export function historicoDoPedido(db: Kysely<DB>, id: number) {
  return consultaHistorico(db).where('h.id_pedido', '=', id).orderBy('h.em').orderBy('h.id').execute();
}
export type LinhaHistorico = Awaited<ReturnType<typeof historicoDoPedido>>[number];

/** The order's NFC-e and printing events with the user's name, oldest first. */
export function eventosDoPedido(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('order_events as e')
    .leftJoin('users as u', 'u.id', 'e.id_usuario')
    .select(['e.id', 'e.tipo', 'e.em', 'e.id_usuario', 'u.nome as usuario_nome', 'e.descricao'])
    .where('e.id_pedido', '=', id)
    .orderBy('e.em')
    .orderBy('e.id')
    .execute();
}
export type LinhaEvento = Awaited<ReturnType<typeof eventosDoPedido>>[number];

export interface NovoEventoPedido {
  id_pedido: number;
  tipo: TipoEventoPedido;
  em: number;
  id_usuario: number;
  descricao: string;
}

/** Appends events to orders' histories (one insert for a whole print batch). */
export async function gravarEventosPedido(db: Kysely<DB> | Transaction<DB>, eventos: readonly NovoEventoPedido[]): Promise<void> {
  if (eventos.length === 0) return;
  await db.insertInto('order_events').values([...eventos]).execute();
}

/**
 * The approved payments of an order charged through the manual order (split payment: part Pix,
 * part card), oldest first; none for the other orders, whose one method pays the whole total.
 */
export function pagamentosAprovados(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('pagamentos_pedido as p')
    .innerJoin('payment_methods as fp', 'fp.id', 'p.id_forma_pagto')
    .select(['p.id_forma_pagto', 'fp.descricao', 'p.valor', 'p.valor_recebido'])
    .where('p.id_pedido', '=', id)
    .where('p.situacao', '=', 'aprovado')
    .orderBy('p.id')
    .execute();
}
