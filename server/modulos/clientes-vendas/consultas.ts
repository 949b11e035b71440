import { sql, type Kysely } from 'kysely';
import { STATUS_DE_COMPRA, ULTIMOS_PEDIDOS_CLIENTE, type ComprasDoCliente, type PedidoDoCliente } from '@retaguarda/contrato/api/clientesVendas';
import { descricaoStatus, isStatusId } from '@retaguarda/contrato/api/transicoesStatus';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import type { DB } from '../../db/schema';
import { isoSP } from '../../http/iso-sp';

/** Whose figures a call may read: the clients of the caller's seller group, through the group's sellers' orders. */
export interface EscopoCompras {
  idSeller: number;
  sellers: readonly number[];
}

/**
 * The figures of the requested clients in one query: the clients of the caller's group among
 * `ids` (another group's or a missing id is simply absent), each left-joined to its counted orders
 * of the group's sellers. The orders are read through orders_cliente (id_cliente, id_seller,
 * data_pedido, …, id_status, …, valor_total), which covers the join: no order row is read, and a
 * client costs the entries of its own orders, whatever the table's size.
 */
export function consultaCompras(db: Kysely<DB>, escopo: EscopoCompras, ids: readonly number[]) {
  return db
    .selectFrom('clients as c')
    .leftJoin('orders as o', (j) =>
      j.onRef('o.id_cliente', '=', 'c.id').on('o.id_seller', 'in', [...escopo.sellers]).on('o.id_status', 'in', [...STATUS_DE_COMPRA]),
    )
    .select((eb) => [
      'c.id',
      eb.fn.count<number | string>('o.id').as('pedidos'),
      eb.fn.sum<number | string | null>('o.valor_total').as('centavos'),
      eb.fn.max<number | string | null>('o.data_pedido').as('ultima'),
    ])
    .where('c.id', 'in', [...ids])
    .where('c.id_grupo', '=', sql<number>`(SELECT id_grupo FROM sellers WHERE id = ${escopo.idSeller})`)
    .groupBy('c.id');
}

/** consultaCompras run, in the answer's form. */
export async function comprasDosClientes(db: Kysely<DB>, escopo: EscopoCompras, ids: readonly number[]): Promise<ComprasDoCliente[]> {
  if (ids.length === 0 || escopo.sellers.length === 0) return [];
  const linhas = await consultaCompras(db, escopo, ids).execute();
  return linhas.map((l) => {
    const pedidos = Number(l.pedidos);
    const centavos = Number(l.centavos ?? 0);
    return {
      id_cliente: l.id,
      pedidos,
      total_comprado: centavosParaReais(centavos),
      ultima_compra: l.ultima === null ? null : isoSP(Number(l.ultima)),
      // integer centavos: the average rounded half up to the centavo, then reais
      ticket_medio: pedidos === 0 ? 0 : centavosParaReais(Math.round(centavos / pedidos)),
    };
  });
}

/**
 * The client's newest orders of the group's sellers, whatever their status: the record page shows
 * a cancelled order too, marked as such. Walks orders_cliente for the client's entries only.
 */
export async function ultimosPedidos(db: Kysely<DB>, escopo: EscopoCompras, idCliente: number): Promise<PedidoDoCliente[]> {
  const linhas = await db
    .selectFrom('orders as o')
    .select(['o.id', 'o.data_pedido', 'o.id_status', 'o.valor_total'])
    .where('o.id_cliente', '=', idCliente)
    .where('o.id_seller', 'in', [...escopo.sellers])
    .orderBy('o.data_pedido', 'desc')
    .orderBy('o.id', 'desc')
    .limit(ULTIMOS_PEDIDOS_CLIENTE)
    .execute();
  return linhas.map((l) => ({
    id: l.id,
    data_pedido: isoSP(Number(l.data_pedido)),
    status_pedido: { id: l.id_status, descricao: isStatusId(l.id_status) ? descricaoStatus(l.id_status) : String(l.id_status) },
    valor_total: centavosParaReais(Number(l.valor_total)),
  }));
}
