/**
 * Orders of the last 90 days still in a moving status (awaiting payment, paid, picking, shipped)
 * longer than the group's limit for that status. The partial index orders_em_andamento holds only
 * the orders in those statuses, by status, store and date: each status reads the orders placed
 * before its limit, at most the cap, and their last status change from order_status_history.
 */
import { sql } from 'kysely';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { formatDate, formatDateTime, hojeBR } from '@retaguarda/contrato/br/dates';
import { HORA_MS } from './calendario';
import { nomeDaLoja, TETO_CONDICOES, type Avaliador, type Condicao } from './tipos';

export const HORIZONTE_PARADOS_DIAS = 90;

const POR_STATUS = [
  { parametro: 'horas_aguardando_pagamento', status: STATUS.aguardandoPagamento },
  { parametro: 'horas_pago', status: STATUS.pago },
  { parametro: 'horas_em_separacao', status: STATUS.emSeparacao },
  { parametro: 'horas_enviado', status: STATUS.enviado },
] as const;

export const avaliarPedidoParado: Avaliador = async ({ db, lojas, agora, parametros }) => {
  const condicoes: Condicao[] = [];
  let completo = true;
  if (lojas.length === 0) return { condicoes, completo };
  const horizonte = agora - HORIZONTE_PARADOS_DIAS * 24 * HORA_MS;
  for (const { parametro, status } of POR_STATUS) {
    const horas = parametros[parametro];
    const limite = agora - horas * HORA_MS;
    const linhas = await db
      .selectFrom('orders as o')
      .select(['o.id', 'o.id_seller', 'o.data_pedido'])
      .select((eb) => eb.selectFrom('order_status_history as h').select((h) => h.fn.max('h.em').as('em')).whereRef('h.id_pedido', '=', 'o.id').as('desde'))
      // written out as the index's own predicate, so SQLite takes the partial index
      .where(sql<boolean>`o.id_status IN (1, 2, 3, 4)`)
      .where('o.id_status', '=', status.id)
      .where('o.id_seller', 'in', lojas.map((l) => l.id))
      .where('o.data_pedido', '>=', horizonte)
      .where('o.data_pedido', '<=', limite)
      .orderBy('o.data_pedido')
      .limit(TETO_CONDICOES + 1)
      .execute();
    if (linhas.length > TETO_CONDICOES) completo = false;
    for (const l of linhas.slice(0, TETO_CONDICOES)) {
      const desde = Math.max(l.data_pedido, Number(l.desde ?? 0));
      if (desde > limite) continue;
      const ha = Math.floor((agora - desde) / HORA_MS);
      condicoes.push({
        chave: `pedido:${l.id}:status:${status.id}`,
        titulo: `Pedido nº ${l.id} parado em ${status.descricao}`,
        detalhe: `${nomeDaLoja(lojas, l.id_seller)}: no status ${status.descricao} desde ${formatDateTime(desde)} (${ha} h; o limite é ${horas} h).`,
        // the order itself, and the list of the orders still in that status since its day
        link: { id_pedido: l.id, pedidos: { data_from_pedido: formatDate(l.data_pedido), data_to_pedido: hojeBR(agora), status_pedido: [status.id] } },
      });
    }
  }
  return { condicoes, completo };
};
