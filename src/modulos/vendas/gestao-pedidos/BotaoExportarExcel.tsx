import { lazy, Suspense, useRef, useState } from 'react';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useListContext, useNotify, useStore } from 'react-admin';
import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import { camposFiltroPedidos, comListasPadrao, ordenacaoPedidos, semPeriodoNaBuscaPorIdentificador, TIPO_XLSX } from '../../../dataProvider/pedidos';
import { useCanal } from '../../../dataProvider/useCanal';
import { resolveErrorMessage } from '../../../http';
import type { ProgressoArquivo } from '../../../http/canal';
import { useSessao } from '../../../session/store';
import { chaveColunas, COLUNAS_OCULTAS_PADRAO, colunasVisiveis } from './colunas';
import { listasPadrao } from './filtroPadrao';
import { salvarArquivo } from './salvarArquivo';

const AvisoExportacao = lazy(() => import('./AvisoExportacao'));
const DialogoExportacao = lazy(() => import('./DialogoExportacao'));

/**
 * 'Exportar Excel': a dialog asks whether CPF/CNPJ go in full, then the server writes the .xlsx of the whole filtered set with the columns the
 * table shows, in the user's order; progress shows while it is prepared and downloaded.
 */
export function BotaoExportarExcel() {
  const { filterValues, sort } = useListContext();
  const { usuario, metadata } = useSessao();
  const [escolhendo, setEscolhendo] = useState(false);
  const notify = useNotify();
  const chave = chaveColunas(usuario?.id);
  const [ranks] = useStore<number[] | undefined>(`${chave}_columnRanks`);
  const [ocultas] = useStore<string[]>(chave, COLUNAS_OCULTAS_PADRAO);
  const [progresso, setProgresso] = useState<ProgressoArquivo | null>(null);
  const canal = useCanal();
  const cancelar = useRef<AbortController | null>(null);
  const colunas = colunasVisiveis(ranks, ocultas);

  const exportar = async (documentosCompletos: boolean) => {
    setEscolhendo(false);
    const controle = new AbortController();
    cancelar.current = controle;
    setProgresso({ bytes: 0, totalBytes: null, linhas: null });
    try {
      const arquivo = await canal.baixar(ROTAS_PEDIDOS.exportacao.xlsx, {
        corpo: {
          ...comListasPadrao(semPeriodoNaBuscaPorIdentificador(camposFiltroPedidos(filterValues)), listasPadrao(usuario, metadata)),
          ...ordenacaoPedidos(sort),
          colunas,
          documentos_completos: documentosCompletos,
        },
        tipo: TIPO_XLSX,
        nomePadrao: 'pedidos.xlsx',
        onProgresso: setProgresso,
        signal: controle.signal,
      });
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

  return (
    <>
      <Button
        size="small"
        startIcon={<FileDownloadIcon />}
        onClick={() => setEscolhendo(true)}
        disabled={progresso !== null || colunas.length === 0}
      >
        Exportar Excel
      </Button>
      {/* the dialog and the progress notice load with the first export: most visits never export */}
      {escolhendo ? (
        <Suspense fallback={null}>
          <DialogoExportacao onExportar={(completos) => void exportar(completos)} onCancelar={() => setEscolhendo(false)} />
        </Suspense>
      ) : null}
      {progresso ? (
        <Suspense fallback={null}>
          <AvisoExportacao progresso={progresso} onCancelar={() => cancelar.current?.abort()} />
        </Suspense>
      ) : null}
    </>
  );
}
