import { memo } from 'react';
import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { useCreatePath, useListContext, useResourceContext } from 'react-admin';
import type { Pedido } from '@retaguarda/contrato/api/pedidos';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { estiloCartoes } from '../../../motorCadastros/lista/estiloCartoes';
import { ChipStatus } from './ChipStatus';

/*
 * The cards are plain links styled once by the list's sx. react-admin's SimpleList asked, per
 * card, whether the user may edit that record and rendered six MUI components for it: on a
 * phone that was most of the time between the orders' arrival and their first paint. The
 * screen is already guarded by the module's permission, like the table's rows, which open the
 * order without asking either.
 */
const estilos = {
  ...estiloCartoes(72),
  '& .cartao-texto': { display: 'block', flex: '1 1 auto', minWidth: 0, typography: 'body1' },
  '& .cartao-linha': { display: 'flex', gap: 1, justifyContent: 'space-between' },
  // the client's name wraps rather than being cut: it is what the clerk looks for
  '& .cartao-titulo': { flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' },
  '& .cartao-valor': { flexShrink: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& .cartao-detalhe': { display: 'block', typography: 'body2', color: 'text.secondary' },
  // the status opens the detail line: beside the card's text, 'Aguardando pagamento' left the
  // client's name a column of one word per line on a phone
  '& .cartao-detalhe .MuiChip-root': { mr: 0.5, verticalAlign: 'middle' },
} as const;

// The spaces between the parts: in a flex line they take no room, and the link's text (its name
// for a screen reader) reads 'Bianca Rocha R$ 108,30', not 'Bianca RochaR$ 108,30'.
const CartaoPedido = memo(function CartaoPedido({ pedido, caminho }: { pedido: Pedido; caminho: string }) {
  return (
    <li>
      <Link className="cartao" to={caminho}>
        <span className="cartao-texto">
          <span className="cartao-linha">
            <span className="cartao-titulo">
              Pedido {pedido.id} · {pedido.cliente?.nome ?? 'Consumidor não identificado'}
            </span>{' '}
            <span className="cartao-valor">{formatMoney(pedido.valor_total)}</span>
          </span>{' '}
          <span className="cartao-detalhe">
            <ChipStatus status={pedido.status_pedido} /> {formatDateTime(pedido.data_pedido)} · {pedido.nome_seller} · {pedido.forma_pagto.descricao}
          </span>
        </span>
      </Link>
    </li>
  );
});

/** The small-screen form of the table: one card per order, tapping opens it. */
export function PedidoCards() {
  const { data } = useListContext<Pedido>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!data || data.length === 0) return null;
  return (
    <Box component="ul" aria-label="Pedidos" sx={estilos}>
      {data.map((p) => (
        <CartaoPedido key={p.id} pedido={p} caminho={createPath({ resource, type: 'edit', id: p.id })} />
      ))}
    </Box>
  );
}
