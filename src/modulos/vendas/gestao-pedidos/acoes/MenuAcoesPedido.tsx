import { lazy, Suspense, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type Pedido } from '@retaguarda/contrato/api/pedidos';
import { motivoSemNfce } from '@retaguarda/contrato/api/regrasNfce';
import { useNfcePedido } from './usePedidoAcoes';

/** True when a list row may offer 'Emitir NFC-e': the server's own rule (contrato/api/regrasNfce.ts) over the row. */
export const podeEmitirNfce = (p: Pick<Pedido, 'nfce' | 'status_pedido' | 'canal' | 'retirada_na_loja'>): boolean =>
  motivoSemNfce({ id_status: p.status_pedido.id, canal: p.canal, retirada_na_loja: p.retirada_na_loja, tem_nfce: p.nfce !== null }) === null;

// The dialogs and what they need (the status rules, the reason field) load on their first
// opening: the table (and its chunk) comes with every wide-screen visit, the dialogs seldom.
const DialogoAlterarStatus = lazy(() => import('./DialogoAlterarStatus').then((m) => ({ default: m.DialogoAlterarStatus })));
const DialogoConfirmarEmissaoNfce = lazy(() => import('./DialogoConfirmarEmissaoNfce').then((m) => ({ default: m.DialogoConfirmarEmissaoNfce })));

// React events bubble through portals: without this a click in the menu or dialog would also open the row.
const naoPropagar = (e: SyntheticEvent) => e.stopPropagation();

/** The per-row menu of the order list: status change and the NFC-e actions of that order. */
export function MenuAcoesPedido({ pedido }: { pedido: Pedido }) {
  const botao = useRef<HTMLButtonElement>(null);
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  // a page holds up to 500 rows: the menu mounts on its first opening, not with the row
  const [menuMontado, setMenuMontado] = useState(false);
  const [statusAberto, setStatusAberto] = useState(false);
  // mounted from the first opening on, so the closing transition runs and gives focus back
  const [statusMontado, setStatusMontado] = useState(false);
  const [confirmarAberto, setConfirmarAberto] = useState(false);
  const [confirmarMontado, setConfirmarMontado] = useState(false);
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
            <MenuItem disabled={nfce.ocupado} onClick={executar(() => {
              setConfirmarMontado(true);
              setConfirmarAberto(true);
            })}>
              Emitir NFC-e…
            </MenuItem>
          ) : null}
          {pedido.nfce && pedido.nfce_situacao !== 'cancelada' ? (
            <MenuItem disabled={nfce.ocupado} onClick={executar(() => void nfce.imprimirDanfe())}>
              Imprimir DANFE
            </MenuItem>
          ) : null}
          {pedido.nfce ? (
            <MenuItem disabled={nfce.ocupado} onClick={executar(() => void nfce.baixar('xml'))}>
              XML
            </MenuItem>
          ) : null}
        </Menu>
      ) : null}
      {confirmarMontado ? (
        <Suspense fallback={null}>
          <DialogoConfirmarEmissaoNfce
            idPedido={pedido.id}
            aberto={confirmarAberto}
            ocupado={nfce.ocupado}
            onConfirmar={() => {
              setConfirmarAberto(false);
              void nfce.emitir();
            }}
            onFechar={() => setConfirmarAberto(false)}
            gatilho={botao}
          />
        </Suspense>
      ) : null}
      {statusMontado ? (
        <Suspense fallback={null}>
          <DialogoAlterarStatus idPedido={pedido.id} aberto={statusAberto} onFechar={() => setStatusAberto(false)} gatilho={botao} />
        </Suspense>
      ) : null}
    </Box>
  );
}
