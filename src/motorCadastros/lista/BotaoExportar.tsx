import { useState } from 'react';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useListContext, useNotify, useResourceContext } from 'react-admin';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { resolveErrorMessage } from '../../http';
import { salvarArquivo } from '../../modulos/vendas/gestao-pedidos/salvarArquivo';
import { useProvedorDoRecurso } from '../mostrar/useProvedorDoRecurso';

/**
 * 'Exportar': the server writes the .xlsx of the list's whole filtered set (its search, filters,
 * Ativos/Inativos and sort; not only the page shown) and the browser saves it.
 */
export function BotaoExportar({ recurso }: { recurso: Recurso }) {
  const { filterValues, sort } = useListContext();
  const resource = useResourceContext() ?? recurso.nome;
  const provedor = useProvedorDoRecurso();
  const notify = useNotify();
  const [exportando, setExportando] = useState(false);

  const exportar = async () => {
    setExportando(true);
    try {
      const arquivo = await provedor.exportar(resource, { filter: filterValues ?? {}, sort });
      salvarArquivo(arquivo.blob, arquivo.nomeArquivo);
      notify(`Planilha exportada: ${arquivo.nomeArquivo}`, { type: 'success' });
    } catch (erro) {
      notify(`Não foi possível exportar: ${resolveErrorMessage(erro)}`, { type: 'error' });
    } finally {
      setExportando(false);
    }
  };

  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={exportando ? <CircularProgress size={16} aria-hidden /> : <FileDownloadIcon />}
      onClick={() => void exportar()}
      disabled={exportando}
      sx={{ flexShrink: 0 }}
    >
      {exportando ? 'Exportando…' : 'Exportar'}
    </Button>
  );
}
