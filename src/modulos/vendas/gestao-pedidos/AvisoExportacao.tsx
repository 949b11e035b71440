import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import Typography from '@mui/material/Typography';
import { formatDecimal, formatNumero } from '@retaguarda/contrato/br/numeros';
import type { ProgressoExportacao } from '../../../dataProvider/pedidos';

function tamanhoLegivel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatDecimal(bytes / 1024, 1)} KB`;
  return `${formatDecimal(bytes / (1024 * 1024), 1)} MB`;
}

function textoProgresso(p: ProgressoExportacao): string {
  if (p.bytes === 0) return 'Preparando a planilha…';
  const linhas = p.linhas != null ? ` (${formatNumero(p.linhas)} pedidos)` : '';
  if (p.totalBytes) return `Baixando a planilha${linhas}: ${Math.min(100, Math.round((p.bytes / p.totalBytes) * 100))}%`;
  return `Baixando a planilha${linhas}: ${tamanhoLegivel(p.bytes)}`;
}

/** The notice of an export under way: what is happening, how far it got, and a way to cancel. */
export default function AvisoExportacao({ progresso, onCancelar }: { progresso: ProgressoExportacao; onCancelar: () => void }) {
  const determinado = progresso.totalBytes ? (progresso.bytes / progresso.totalBytes) * 100 : undefined;
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <SnackbarContent
        message={
          <Box sx={{ minWidth: 260 }} role="status" aria-live="polite">
            <Typography variant="body2">{textoProgresso(progresso)}</Typography>
            <LinearProgress
              aria-label="Progresso da exportação"
              variant={determinado === undefined ? 'indeterminate' : 'determinate'}
              value={determinado}
              sx={{ mt: 1 }}
            />
          </Box>
        }
        action={
          <Button color="inherit" size="small" onClick={onCancelar}>
            Cancelar
          </Button>
        }
      />
    </Snackbar>
  );
}
