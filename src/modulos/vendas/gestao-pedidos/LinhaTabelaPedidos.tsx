import { memo } from 'react';
import type { DataTableRowProps } from 'react-admin';
import type { Pedido } from '@retaguarda/contrato/api/pedidos';
import { LinhaDaTabela } from '../../../reactAdmin/LinhaDaTabela';

const nomeDoPedido = (p: Pedido) => `pedido ${p.id}`;

/** One order row: a click opens the order, its checkbox is 'Selecionar pedido 123'. */
export const LinhaTabelaPedidos = memo(function LinhaTabelaPedidos(props: DataTableRowProps) {
  return <LinhaDaTabela<Pedido> {...props} abrirEm="edit" resourcePadrao="vendas/gestao-pedidos" nomeDe={nomeDoPedido} />;
});
