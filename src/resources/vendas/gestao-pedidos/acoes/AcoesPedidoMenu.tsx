import { lazy, Suspense, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { STATUS } from '../../../../api/catalogos';
import { type Pedido } from '../../../../api/pedidos';
import { useNfcePedido } from './usePedidoAcoes';

/** Statuses of an order that cannot get an NFC-e (not paid yet, cancelled, returned); the server says the same. */
const SEM_NFCE: readonly number[] = [STATUS.aguardandoPagamento.id, STATUS.cancelado.id, STATUS.devolvido.id];

/** True when a list row may offer 'Emitir NFC-e': paid (or later), not cancelled or returned, and none yet. */
export const podeEmitirNfce = (p: Pick<Pedido, 'nfce' | 'status_pedido'>): boolean => p.nfce === null && !SEM_NFCE.includes(p.status_pedido.id);

// The dialog and what it needs (the status rules, the reason field) load on its first opening.
const AlterarStatusDialog = lazy(() => import('./AlterarStatusDialog').then((m) => ({ default: m.AlterarStatusDialog })));

// React events bubble through portals: without this a click in the menu or dialog would also open the row.
const naoPropagar = (e: SyntheticEvent) => e.stopPropagation();

/** The per-row menu of the order list: status change and the NFC-e actions of that order. */
export function AcoesPedidoMenu({ pedido }: { pedido: Pedido }) {
  const botao = useRef<HTMLButtonElement>(null);
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  // a page holds up to 500 rows: the menu mounts on its first opening, not with the row
  const [menuMontado, setMenuMontado] = useState(false);
  const [statusAberto, setStatusAberto] = useState(false);
  // mounted from the first opening on, so the closing transition runs and gives focus back
  const [statusMontado, setStatusMontado] = useState(false);
  const nfce = useNfcePedido(pedido.id);
  const fechar = () => setAncora(null);
  const abrirStatus = () => {
    setStatusMontado(true);
    setStatusAberto(true);
  };
  const executar = (acao: () => void) => () => {
    fechar();
    acao();
  };

  return (
    <Box component="span" onClick={naoPropagar} onKeyDown={naoPropagar}>
      <IconButton
        ref={botao}
        size="small"
        aria-label={`Ações do pedido ${pedido.id}`}
        aria-haspopup="menu"
        aria-expanded={ancora ? 'true' : undefined}
        onClick={(e: MouseEvent<HTMLButtonElement>) => {
          setMenuMontado(true);
          setAncora(e.currentTarget);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      {menuMontado ? (
        <Menu anchorEl={ancora} open={ancora !== null} onClose={fechar}>
          <MenuItem onClick={executar(abrirStatus)}>Alterar status</MenuItem>
          {podeEmitirNfce(pedido) ? (
            <MenuItem disabled={nfce.ocupado} onClick={executar(() => void nfce.emitir())}>
              Emitir NFC-e
            </MenuItem>
          ) : null}
          {pedido.nfce ? (
            <MenuItem disabled={nfce.ocupado} onClick={executar(() => void nfce.baixar('pdf'))}>
              DANFE (PDF)
            </MenuItem>
          ) : null}
          {pedido.nfce ? (
            <MenuItem disabled={nfce.ocupado} onClick={executar(() => void nfce.baixar('xml'))}>
              XML
            </MenuItem>
          ) : null}
        </Menu>
      ) : null}
      {statusMontado ? (
        <Suspense fallback={null}>
          <AlterarStatusDialog idPedido={pedido.id} aberto={statusAberto} onFechar={() => setStatusAberto(false)} gatilho={botao} />
        </Suspense>
      ) : null}
    </Box>
  );
}
