import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CodeIcon from '@mui/icons-material/Code';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PedidoDetalhe } from '../../../../api/pedido-detalhe';
import { AlterarStatusDialog } from '../acoes/AlterarStatusDialog';
import { useNfcePedido } from '../acoes/usePedidoAcoes';

/**
 * The detail's actions. 'Voltar para a lista' is a plain link: react-admin keeps the list's
 * parameters (filter, page, per page) in its store and applies them again when the list opens
 * without any in the URL.
 */
export function AcoesDetalhe({ pedido }: { pedido: PedidoDetalhe }) {
  const botaoStatus = useRef<HTMLButtonElement>(null);
  const [statusAberto, setStatusAberto] = useState(false);
  const nfce = useNfcePedido(pedido.id);
  const semSeguintes = pedido.acoes.seguintes.length === 0;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button component={Link} to="/vendas/gestao-pedidos" startIcon={<ArrowBackIcon />}>
        Voltar para a lista
      </Button>
      <Button
        ref={botaoStatus}
        variant="contained"
        startIcon={<SyncAltIcon />}
        onClick={() => setStatusAberto(true)}
        disabled={semSeguintes}
        title={semSeguintes ? 'Este status é final: o pedido não pode mudar de status' : undefined}
      >
        Alterar status
      </Button>
      {pedido.acoes.pode_emitir_nfce ? (
        <Button variant="outlined" startIcon={<ReceiptIcon />} onClick={() => void nfce.emitir()} disabled={nfce.ocupado}>
          Emitir NFC-e
        </Button>
      ) : null}
      {pedido.nfce ? (
        <>
          <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => void nfce.baixar('pdf')} disabled={nfce.ocupado}>
            DANFE (PDF)
          </Button>
          <Button variant="outlined" startIcon={<CodeIcon />} onClick={() => void nfce.baixar('xml')} disabled={nfce.ocupado}>
            XML
          </Button>
        </>
      ) : null}
      <AlterarStatusDialog
        idPedido={pedido.id}
        versao={pedido.version}
        aberto={statusAberto}
        onFechar={() => setStatusAberto(false)}
        gatilho={botaoStatus}
      />
    </Box>
  );
}
