import { useRef, useState } from 'react';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import SnackbarContent from '@mui/material/SnackbarContent';
import Typography from '@mui/material/Typography';
import { useListContext, useNotify, useStore } from 'react-admin';
import { camposFiltroPedidos, exportarPedidos, type ProgressoExportacao } from '../../../dataProvider/pedidos';
import { resolveErrorMessage } from '../../../http';
import { useSessao } from '../../../session/store';
import { chaveColunas, COLUNAS_OCULTAS_PADRAO, colunasVisiveis } from './colunas';
import { salvarArquivo } from './salvarArquivo';

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export function tamanhoLegivel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${decimal.format(bytes / 1024)} KB`;
  return `${decimal.format(bytes / (1024 * 1024))} MB`;
}

function textoProgresso(p: ProgressoExportacao): string {
  if (p.bytes === 0) return 'Preparando a planilha…';
  const linhas = p.linhas != null ? ` (${p.linhas.toLocaleString('pt-BR')} pedidos)` : '';
  if (p.totalBytes) return `Baixando a planilha${linhas}: ${Math.min(100, Math.round((p.bytes / p.totalBytes) * 100))}%`;
  return `Baixando a planilha${linhas}: ${tamanhoLegivel(p.bytes)}`;
}

/**
 * 'Exportar Excel': the server writes the .xlsx of the whole filtered set with the columns the
 * table shows, in the user's order; progress shows while it is prepared and downloaded.
 */
export function ExportarExcelButton() {
  const { filterValues } = useListContext();
  const { usuario } = useSessao();
  const notify = useNotify();
  const chave = chaveColunas(usuario?.id);
  const [ranks] = useStore<number[] | undefined>(`${chave}_columnRanks`);
  const [ocultas] = useStore<string[]>(chave, COLUNAS_OCULTAS_PADRAO);
  const [progresso, setProgresso] = useState<ProgressoExportacao | null>(null);
  const cancelar = useRef<AbortController | null>(null);
  const colunas = colunasVisiveis(ranks, ocultas);

  const exportar = async () => {
    const controle = new AbortController();
    cancelar.current = controle;
    setProgresso({ bytes: 0, totalBytes: null, linhas: null });
    try {
      const arquivo = await exportarPedidos(
        { ...camposFiltroPedidos(filterValues), colunas },
        { onProgress: setProgresso, signal: controle.signal },
      );
      salvarArquivo(arquivo.blob, arquivo.nomeArquivo);
      notify(`Planilha exportada: ${arquivo.nomeArquivo}`, { type: 'success' });
    } catch (erro) {
      if (controle.signal.aborted) notify('Exportação cancelada', { type: 'info' });
      else notify(`Não foi possível exportar: ${resolveErrorMessage(erro)}`, { type: 'error' });
    } finally {
      cancelar.current = null;
      setProgresso(null);
    }
  };

  const determinado = progresso?.totalBytes ? (progresso.bytes / progresso.totalBytes) * 100 : undefined;
  return (
    <>
      <Button
        size="small"
        startIcon={<FileDownloadIcon />}
        onClick={() => void exportar()}
        disabled={progresso !== null || colunas.length === 0}
      >
        Exportar Excel
      </Button>
      <Snackbar open={progresso !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <SnackbarContent
          message={
            <Box sx={{ minWidth: 260 }} role="status" aria-live="polite">
              <Typography variant="body2">{progresso ? textoProgresso(progresso) : ''}</Typography>
              <LinearProgress
                aria-label="Progresso da exportação"
                variant={determinado === undefined ? 'indeterminate' : 'determinate'}
                value={determinado}
                sx={{ mt: 1 }}
              />
            </Box>
          }
          action={
            <Button color="inherit" size="small" onClick={() => cancelar.current?.abort()}>
              Cancelar
            </Button>
          }
        />
      </Snackbar>
    </>
  );
}
