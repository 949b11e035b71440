import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { resolveErrorMessage } from '../http';

interface Confirmar {
  rotulo: string;
  onConfirmar: () => void;
  /** While what was typed is not valid, and while it is being saved. */
  desabilitado?: boolean;
  cor?: 'primary' | 'warning' | 'error';
}

interface DialogoConfirmacaoProps {
  titulo: ReactNode;
  /** Cancelar (or Fechar), Esc and a click outside. */
  onFechar: () => void;
  /** For a dialog kept mounted; most are mounted only while they show. */
  aberto?: boolean;
  /** What the dialog is for; without it, there is nothing to cancel and its one button is 'Fechar'. */
  confirmar?: Confirmar;
  /** Why the last confirmation failed (the mutation's error), under the content. */
  erro?: Error | null;
  largura?: 'xs' | 'sm' | 'md';
  /** Full screen on a phone: for a list too long to float over the page. */
  telaCheiaNoCelular?: boolean;
  /** The content between dividers, as it is, instead of a column of fields. */
  divisorias?: boolean;
  children: ReactNode;
}

/** A small dialog's frame: its title, its content, and Cancelar beside the button that confirms. */
export function DialogoConfirmacao({ titulo, onFechar, aberto = true, confirmar, erro, largura = 'xs', telaCheiaNoCelular = false, divisorias = false, children }: DialogoConfirmacaoProps) {
  const id = useId();
  const celular = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <Dialog open={aberto} onClose={onFechar} aria-labelledby={id} fullWidth maxWidth={largura} fullScreen={telaCheiaNoCelular && celular}>
      <DialogTitle id={id}>{titulo}</DialogTitle>
      {/* the top padding keeps the first field's label clear of the title */}
      <DialogContent dividers={divisorias} sx={divisorias ? undefined : { display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {children}
        {erro && <Alert severity="error">{resolveErrorMessage(erro)}</Alert>}
      </DialogContent>
      {/* a long confirmation wraps under Cancelar on a phone instead of running off the screen */}
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onFechar}>{confirmar ? 'Cancelar' : 'Fechar'}</Button>
        {confirmar && (
          <Button variant="contained" color={confirmar.cor ?? 'primary'} disabled={confirmar.desabilitado} onClick={confirmar.onConfirmar}>
            {confirmar.rotulo}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
