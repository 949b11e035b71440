import { SimpleList } from 'react-admin';
import type { Pedido } from '../../../api/pedidos';
import { formatDateTime } from '../../../br/dates';
import { formatMoney } from '../../../br/money';
import { StatusChip } from './StatusChip';

/** The small-screen form of the table: one card per order, tapping opens it. */
export function PedidoCards() {
  return (
    <SimpleList<Pedido>
      linkType="edit"
      primaryText={(p) => `Pedido ${p.id} · ${p.cliente?.nome ?? 'Consumidor não identificado'}`}
      secondaryText={(p) => `${formatDateTime(p.data_pedido)} · ${p.nome_seller} · ${p.forma_pagto.descricao}`}
      tertiaryText={(p) => formatMoney(p.valor_total)}
      rightIcon={(p) => <StatusChip status={p.status_pedido} />}
      empty={null}
    />
  );
}
