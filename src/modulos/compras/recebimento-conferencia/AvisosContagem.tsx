import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Retomada } from './rascunhoRecebimento';

/** How the count on screen started, when it did not start from nothing. */
export function AvisoRetomada({ retomada, onDescartar, onFechar }: { retomada: Retomada; onDescartar: () => void; onFechar: () => void }) {
  if (retomada === 'retomada')
    return (
      <Alert
        severity="info"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onDescartar}>
            Descartar
          </Button>
        }
      >
        Contagem retomada: as leituras, avarias, chave da NF-e e observação que você deixou neste navegador foram restauradas.
      </Alert>
    );
  if (retomada === 'pedido_mudou')
    return (
      <Alert severity="warning" sx={{ mb: 2 }} onClose={onFechar}>
        Este pedido mudou desde a sua contagem (outro recebimento foi registrado): a contagem guardada neste navegador foi descartada e a conferência recomeça da situação atual do pedido.
      </Alert>
    );
  return null;
}

/** Discarding loses every scan: asked first, as the manual order asks before discarding its draft. */
export function ConfirmarDescarte({ aberto, onCancelar, onDescartar }: { aberto: boolean; onCancelar: () => void; onDescartar: () => void }) {
  return (
    <Dialog open={aberto} onClose={onCancelar} aria-labelledby="descartar-contagem-titulo">
      <DialogTitle id="descartar-contagem-titulo">Descartar a contagem?</DialogTitle>
      <DialogContent>
        <DialogContentText>As quantidades recebidas, as avarias, a chave da NF-e e a observação deste pedido serão apagadas deste navegador.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancelar}>Continuar a contagem</Button>
        <Button color="error" onClick={onDescartar}>
          Descartar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
