import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { EditBase } from 'react-admin';
import type { PedidoDetalhe } from '@retaguarda/contrato/api/pedidoDetalhe';
import { DetalhePedido } from './detalhe/DetalhePedido';
import { ErroPedido } from './detalhe/ErroPedido';

function ehDetalhe(record: PedidoDetalhe | undefined): record is PedidoDetalhe {
  return record !== undefined && Array.isArray(record.itens) && record.acoes !== undefined;
}

/**
 * /vendas/gestao-pedidos/{id}: the order detail with its actions and the edit of the delivery
 * address and internal note. A 404 or 403 shows its own page instead of react-admin's default
 * (a toast and a redirect to the list).
 */
export default function PedidoEdit() {
  return (
    <EditBase<PedidoDetalhe>
      redirectOnError={false}
      queryOptions={{ onError: () => undefined }}
      render={({ record, error, isPending, refetch }) => {
        if (error && !record) return <ErroPedido erro={error} onTentarNovamente={() => void refetch()} />;
        // react-admin shows the list's row as a placeholder while the detail loads: it lacks the detail's fields
        if (isPending || !ehDetalhe(record)) {
          return (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress aria-label="Carregando o pedido" />
            </Box>
          );
        }
        return <DetalhePedido pedido={record} onRecarregar={() => void refetch()} />;
      }}
    />
  );
}
