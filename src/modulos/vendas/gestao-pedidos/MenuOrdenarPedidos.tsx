import { MenuOrdenacao, type OpcaoOrdenacao } from '../../../layout/MenuOrdenacao';

/** The sorts a phone offers, the same the table's headers give (date, number, client, status, total). */
export const OPCOES_ORDENACAO: OpcaoOrdenacao[] = [
  { rotulo: 'Mais recentes', sort: { field: 'data_pedido', order: 'DESC' } },
  { rotulo: 'Mais antigos', sort: { field: 'data_pedido', order: 'ASC' } },
  { rotulo: 'Nº do pedido, maior primeiro', sort: { field: 'id', order: 'DESC' } },
  { rotulo: 'Nº do pedido, menor primeiro', sort: { field: 'id', order: 'ASC' } },
  { rotulo: 'Cliente, A a Z', sort: { field: 'cliente', order: 'ASC' } },
  { rotulo: 'Cliente, Z a A', sort: { field: 'cliente', order: 'DESC' } },
  { rotulo: 'Status', sort: { field: 'status_pedido', order: 'ASC' } },
  { rotulo: 'Maior valor total', sort: { field: 'valor_total', order: 'DESC' } },
  { rotulo: 'Menor valor total', sort: { field: 'valor_total', order: 'ASC' } },
];

export function MenuOrdenarPedidos() {
  return <MenuOrdenacao opcoes={OPCOES_ORDENACAO} />;
}
