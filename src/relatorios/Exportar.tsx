import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { formatInteiro } from '@retaguarda/contrato/br/numeros';
import type { ProgressoArquivo } from '../http/canal';
import { resolveErrorMessage } from '../http';
import { TIPO_XLSX } from '../dataProvider/pedidos';
import { useCanal } from '../dataProvider/useCanal';
import { salvarArquivo } from '../modulos/vendas/gestao-pedidos/salvarArquivo';
import type { CorpoRelatorioEnviado } from '@retaguarda/contrato/relatorios/esquemas';
import { rotasDoRelatorio } from './api';

const FORMATOS = {
  xlsx: { tipo: TIPO_XLSX, rotulo: 'Exportar XLSX', nome: 'Planilha', Icone: FileDownloadIcon },
  pdf: { tipo: 'application/pdf', rotulo: 'Exportar PDF', nome: 'PDF', Icone: PictureAsPdfIcon },
} as const;
type Formato = keyof typeof FORMATOS;

/** 'Exportando… 120 KB' while the file arrives: the server streams it, so the size grows rather than a percentage. */
function progresso(p: ProgressoArquivo | null): string {
  if (!p || p.bytes === 0) return 'Exportando…';
  const kb = formatInteiro(Math.max(1, Math.round(p.bytes / 1024)));
  return p.totalBytes ? `Exportando… ${Math.round((100 * p.bytes) / p.totalBytes)}%` : `Exportando… ${kb} KB`;
}

function BotaoArquivo({ declaracao: d, corpo, formato }: { declaracao: DeclaracaoRelatorio; corpo: CorpoRelatorioEnviado; formato: Formato }) {
  const notify = useNotify();
  const canal = useCanal();
  const [andamento, setAndamento] = useState<ProgressoArquivo | null>(null);
  const f = FORMATOS[formato];
  const m = useMutation({
    mutationFn: () => {
      setAndamento(null);
      const rotas = rotasDoRelatorio(d);
      const rota = formato === 'pdf' && rotas.pdf ? rotas.pdf : rotas.xlsx;
      return canal.baixar(rota, { corpo, tipo: f.tipo, nomePadrao: `${d.id}.${formato}`, onProgresso: setAndamento });
    },
    onSuccess: ({ blob, nomeArquivo }) => {
      salvarArquivo(blob, nomeArquivo);
      notify(`${f.nome} exportado: ${nomeArquivo}`, { type: 'success' });
    },
    onError: (e) => notify(`Não foi possível exportar: ${resolveErrorMessage(e)}`, { type: 'error' }),
  });
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => m.mutate()}
      disabled={m.isPending}
      startIcon={m.isPending ? <CircularProgress size={16} aria-hidden /> : <f.Icone />}
    >
      <span aria-live="polite">{m.isPending ? progresso(andamento) : f.rotulo}</span>
    </Button>
  );
}

/** The report's files with the filters on screen: the sheet always, the PDF when the declaration calls it a table worth printing. */
export function Exportar({ declaracao, corpo }: { declaracao: DeclaracaoRelatorio; corpo: CorpoRelatorioEnviado }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <BotaoArquivo declaracao={declaracao} corpo={corpo} formato="xlsx" />
      {declaracao.tabular && <BotaoArquivo declaracao={declaracao} corpo={corpo} formato="pdf" />}
    </Box>
  );
}
