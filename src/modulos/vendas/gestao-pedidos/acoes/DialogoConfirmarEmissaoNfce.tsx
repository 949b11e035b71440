import type { RefObject } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmarEmissaoNfceDialogProps {
  idPedido: number;
  aberto: boolean;
  ocupado: boolean;
  onConfirmar: () => void;
  onFechar: () => void;
  /** Focus goes back to it on close (a menu item is gone by then). */
  gatilho: RefObject<HTMLElement | null>;
}

/** An NFC-e cannot be taken back once issued: the user says yes to it, knowing that. */
export function DialogoConfirmarEmissaoNfce({ idPedido, aberto, ocupado, onConfirmar, onFechar, gatilho }: ConfirmarEmissaoNfceDialogProps) {
  const titulo = `nfce-confirmar-${idPedido}`;
  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      aria-labelledby={titulo}
      fullWidth
      maxWidth="xs"
      disableRestoreFocus
      slotProps={{ transition: { onExited: () => gatilho.current?.focus() } }}
    >
      <DialogTitle id={titulo}>Emitir a NFC-e do pedido {idPedido}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          A NFC-e é o documento fiscal da venda presencial ou com retirada na loja. Depois de emitida, ela não pode ser desfeita: só cancelada
          junto com o pedido, dentro do prazo da SEFAZ (em geral 30 minutos).
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Voltar</Button>
        <Button variant="contained" onClick={onConfirmar} disabled={ocupado}>
          Emitir NFC-e
        </Button>
      </DialogActions>
    </Dialog>
  );
}
