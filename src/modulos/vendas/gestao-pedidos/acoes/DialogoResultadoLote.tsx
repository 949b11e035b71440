import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { AtualizarStatusEmLoteResposta } from '@retaguarda/contrato/api/pedidoDetalhe';

const pedidos = (n: number) => (n === 1 ? '1 pedido' : `${n} pedidos`);

/** What a bulk status change did: how many orders changed, and each refused order with the reason. */
export function DialogoResultadoLote({
  resultado,
  onFechar,
  onFechado,
}: {
  resultado: AtualizarStatusEmLoteResposta | null;
  onFechar: () => void;
  onFechado: () => void;
}) {
  const recusados = resultado?.recusados ?? [];
  return (
    <Dialog
      open={resultado !== null}
      onClose={onFechar}
      aria-labelledby="resultado-lote-titulo"
      fullWidth
      maxWidth="sm"
      disableRestoreFocus
      slotProps={{ transition: { onExited: onFechado } }}
    >
      <DialogTitle id="resultado-lote-titulo">Resultado da alteração de status</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {resultado && resultado.atualizados.length > 0
            ? `${pedidos(resultado.atualizados.length)} com status alterado: ${resultado.atualizados.join(', ')}.`
            : 'Nenhum pedido teve o status alterado.'}
        </DialogContentText>
        {recusados.length > 0 ? (
          <>
            <Alert severity="warning" sx={{ mt: 2 }}>
              {pedidos(recusados.length)} {recusados.length === 1 ? 'recusado' : 'recusados'}
            </Alert>
            <List aria-label="Pedidos recusados" dense>
              {recusados.map((r) => (
                <ListItem key={r.id} disableGutters>
                  <ListItemText primary={`Pedido ${r.id}`} secondary={r.motivo} />
                </ListItem>
              ))}
            </List>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onFechar} autoFocus>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
