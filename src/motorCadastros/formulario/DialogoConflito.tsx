import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/**
 * The edit's 409: someone saved the record after this form was opened. The form stays as typed
 * behind the dialog; Recarregar brings the current version and drops what was typed here.
 */
export function DialogoConflito({ aberto, mensagem, recarregar, fechar }: { aberto: boolean; mensagem: string; recarregar: () => void; fechar: () => void }) {
  const id = useId();
  return (
    <Dialog open={aberto} onClose={fechar} aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`}>
      <DialogTitle id={`${id}-t`}>Este registro foi alterado por outra pessoa</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-d`}>
          {mensagem} Ao recarregar, as alterações que você fez aqui serão descartadas; para não perdê-las, continue editando e copie o que precisar.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={fechar}>Continuar editando</Button>
        <Button onClick={recarregar} variant="contained" color="warning">
          Recarregar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
