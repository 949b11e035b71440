import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ContagemBody, type ItemInventario } from '@retaguarda/contrato/api/inventario';
import { resolveErrorMessage } from '../../../http';
import { CHAVE_ESTOQUE } from '../comum/api';
import { definirContagem } from './api';

/** A product's count typed as a whole (a shelf counted by hand), replacing the scanner's reads; blank clears it. */
export function DialogoContagem({ idInventario, item, onFechar }: { idInventario: number; item: ItemInventario; onFechar: () => void }) {
  const qc = useQueryClient();
  const [texto, setTexto] = useState(item.contado === null ? '' : String(item.contado));
  const corpo = ContagemBody.safeParse({ quantidade: texto.trim() === '' ? null : Number(texto) });
  const erro = corpo.success ? null : (corpo.error.issues[0]?.message ?? 'Confira a quantidade');
  const m = useMutation({
    mutationFn: () => (corpo.success ? definirContagem(idInventario, item.id_produto, corpo.data.quantidade) : Promise.reject(new Error(erro ?? ''))),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [CHAVE_ESTOQUE, 'inventario', idInventario] });
      onFechar();
    },
  });
  return (
    <Dialog open onClose={onFechar} aria-labelledby="contagem-titulo" fullWidth maxWidth="xs">
      <DialogTitle id="contagem-titulo">Quantidade contada</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {item.produto} · {item.sku}
        </Typography>
        <TextField
          autoFocus
          label="Quantidade"
          type="number"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && corpo.success) m.mutate();
          }}
          error={Boolean(erro)}
          helperText={erro ?? 'Substitui o que foi lido até agora. Em branco: não contado.'}
          slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
        />
        {m.isError && <Alert severity="error">{resolveErrorMessage(m.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button variant="contained" disabled={!corpo.success || m.isPending} onClick={() => m.mutate()}>
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
