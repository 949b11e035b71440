import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { PedidoDetalhe } from '@retaguarda/contrato/api/pedidoDetalhe';
import { CabecalhoPagina } from '../../../../layout/CabecalhoPagina';
import { ChipStatus } from '../ChipStatus';
import { AcoesDetalhe } from './AcoesDetalhe';
import { EdicaoPedido } from './EdicaoPedido';
import { SecaoHistorico } from './SecaoHistorico';
import { SecaoEntrega, SecaoItens, SecaoNfce, SecaoPagamentos, SecaoPessoas, SecaoResumo } from './SecoesPedido';

/** Everything about one order, in blocks, with its actions on top and the editable fields below. */
export function DetalhePedido({ pedido, onRecarregar }: { pedido: PedidoDetalhe; onRecarregar: () => void }) {
  return (
    // inline-size containment: a wide table (items, history) must not lend the page its width; it
    // scrolls inside its block, so on a 390 px phone the page stays 390 px wide
    <Box sx={{ px: { xs: 1, sm: 2 }, pb: 4, minWidth: 0, contain: 'inline-size' }}>
      <CabecalhoPagina titulo={`Pedido ${pedido.id}`} trilha={[{ label: 'Gestão de pedidos', to: '/vendas/gestao-pedidos' }]} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {/* not a live region: the change's toast is its one announcement */}
        <Box role="status" aria-live="off" aria-label="Status do pedido">
          <ChipStatus status={pedido.status_pedido} />
        </Box>
        <AcoesDetalhe pedido={pedido} />
      </Box>
      {/* minWidth 0: a block's wide table scrolls inside it instead of widening the page on a phone */}
      <Grid container spacing={2} sx={{ '& > *': { minWidth: 0 } }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SecaoResumo pedido={pedido} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SecaoPessoas pedido={pedido} />
        </Grid>
        <Grid size={12}>
          <SecaoItens pedido={pedido} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SecaoPagamentos pedido={pedido} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SecaoEntrega pedido={pedido} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SecaoNfce pedido={pedido} />
        </Grid>
        <Grid size={12}>
          <SecaoHistorico pedido={pedido} />
        </Grid>
        <Grid size={12}>
          <EdicaoPedido pedido={pedido} onRecarregar={onRecarregar} />
        </Grid>
      </Grid>
    </Box>
  );
}
