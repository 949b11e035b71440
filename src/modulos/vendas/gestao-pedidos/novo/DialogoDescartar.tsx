import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** 'Descartar o rascunho?': its own file, loaded on the first click of 'Descartar rascunho'. */
export default function DialogoDescartar({ onContinuar, onDescartar }: { onContinuar: () => void; onDescartar: () => void }) {
  return (
    <Dialog open onClose={onContinuar}>
      <DialogTitle>Descartar o rascunho?</DialogTitle>
      <DialogContent>
        <DialogContentText>O cliente e os itens escolhidos serão apagados deste navegador.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onContinuar}>Continuar o pedido</Button>
        <Button color="error" onClick={onDescartar}>
          Descartar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
