import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CodeIcon from '@mui/icons-material/Code';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PedidoDetalhe } from '@retaguarda/contrato/api/pedidoDetalhe';
import { DialogoAlterarStatus } from '../acoes/DialogoAlterarStatus';
import { DialogoConfirmarEmissaoNfce } from '../acoes/DialogoConfirmarEmissaoNfce';
import { useNfcePedido } from '../acoes/usePedidoAcoes';

/** Reasons that are not about the status: worth saying on screen, since no button explains them. */
const MOTIVOS_A_MOSTRAR = /NF-e modelo 55/;

/**
 * The detail's actions. 'Voltar para a lista' is a plain link: react-admin keeps the list's
 * parameters (filter, page, per page) in its store and applies them again when the list opens
 * without any in the URL. The buttons wrap, so on a phone they stack instead of widening the page.
 */
export function AcoesDetalhe({ pedido }: { pedido: PedidoDetalhe }) {
  const botaoStatus = useRef<HTMLButtonElement>(null);
  const botaoNfce = useRef<HTMLButtonElement>(null);
  const [statusAberto, setStatusAberto] = useState(false);
  const [confirmarAberto, setConfirmarAberto] = useState(false);
  const nfce = useNfcePedido(pedido.id);
  const semSeguintes = pedido.acoes.seguintes.length === 0;
  const motivo = pedido.acoes.motivo_sem_nfce;
  const emitir = async () => {
    setConfirmarAberto(false);
    await nfce.emitir();
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', minWidth: 0 }}>
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
        <Button ref={botaoNfce} variant="outlined" startIcon={<ReceiptIcon />} onClick={() => setConfirmarAberto(true)} disabled={nfce.ocupado}>
          Emitir NFC-e
        </Button>
      ) : null}
      {pedido.nfce && pedido.nfce_situacao !== 'cancelada' ? (
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => void nfce.imprimirDanfe()} disabled={nfce.ocupado}>
          Imprimir DANFE
        </Button>
      ) : null}
      {pedido.nfce ? (
        <Button variant="outlined" startIcon={<CodeIcon />} onClick={() => void nfce.baixar('xml')} disabled={nfce.ocupado}>
          XML
        </Button>
      ) : null}
      {motivo && MOTIVOS_A_MOSTRAR.test(motivo) ? (
        <Typography variant="body2" color="text.secondary">
          {motivo}: a NFC-e é só para venda presencial ou retirada na loja.
        </Typography>
      ) : null}
      <DialogoAlterarStatus
        idPedido={pedido.id}
        versao={pedido.version}
        aberto={statusAberto}
        onFechar={() => setStatusAberto(false)}
        gatilho={botaoStatus}
      />
      <DialogoConfirmarEmissaoNfce
        idPedido={pedido.id}
        aberto={confirmarAberto}
        ocupado={nfce.ocupado}
        onConfirmar={() => void emitir()}
        onFechar={() => setConfirmarAberto(false)}
        gatilho={botaoNfce}
      />
    </Box>
  );
}
