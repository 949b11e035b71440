import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { RELATORIOS_ESTOQUE, type ConsultaRelatorioEstoqueBody, type RelatorioEstoque } from '@retaguarda/contrato/api/relatoriosEstoque';
import { formatUnidades } from '../comum/formatos';
import { resolveErrorMessage } from '../../../http';
import { EstadosTabela, LinhasCarregando } from '../../../layout/EstadosTabela';
import { salvarArquivo } from '../../vendas/gestao-pedidos/salvarArquivo';
import { baixarPlanilha } from './api';
import { NumerosResumo } from '../../../layout/NumerosResumo';

/** A report's states (EstadosTabela): what loads is named after the report, and a chart's place is kept while it does. */
export function EstadoDoRelatorio<T>({ q, relatorio, vazio, semDados, children }: {
  q: UseQueryResult<T>;
  relatorio: RelatorioEstoque;
  vazio: (d: T) => boolean;
  semDados: string;
  children: (d: T) => ReactNode;
}) {
  return (
    <EstadosTabela
      consulta={q}
      carregando={`Carregando ${RELATORIOS_ESTOQUE[relatorio].toLowerCase()}`}
      esqueleto={
        <>
          <Skeleton variant="rounded" height={260} sx={{ mb: 2 }} />
          <LinhasCarregando altura={40} />
        </>
      }
      vazia={vazio}
      semItens={semDados}
    >
      {children}
    </EstadosTabela>
  );
}

/** The report's totals as a definition list, and its export beside them. */
export function Resumo({ rotulo, itens, acoes }: { rotulo: string; itens: readonly (readonly [string, string])[]; acoes?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 2 }}>
      <NumerosResumo rotulo={rotulo} itens={itens} />
      {acoes}
    </Box>
  );
}

/** 'Exportar XLSX': the server writes the report with the same filters (up to 10.000 rows) and the browser saves it. */
export function BotaoExportar({ relatorio, consulta }: { relatorio: RelatorioEstoque; consulta: ConsultaRelatorioEstoqueBody }) {
  const notify = useNotify();
  const m = useMutation({
    mutationFn: () => baixarPlanilha(relatorio, consulta),
    onSuccess: ({ blob, nomeArquivo }) => {
      salvarArquivo(blob, nomeArquivo);
      notify(`Planilha exportada: ${nomeArquivo}`, { type: 'success' });
    },
    onError: (e) => notify(`Não foi possível exportar: ${resolveErrorMessage(e)}`, { type: 'error' }),
  });
  return (
    <Button variant="outlined" size="small" onClick={() => m.mutate()} disabled={m.isPending} startIcon={m.isPending ? <CircularProgress size={16} aria-hidden /> : <FileDownloadIcon />} sx={{ flexShrink: 0 }}>
      {m.isPending ? 'Exportando…' : 'Exportar XLSX'}
    </Button>
  );
}

export interface ColunaTabela {
  rotulo: string;
  direita?: boolean;
}

/** A report's table: it scrolls sideways in its own box on a narrow screen, never the page. */
export function TabelaRelatorio({ rotulo, colunas, children, rodape }: { rotulo: string; colunas: readonly ColunaTabela[]; children: ReactNode; rodape?: string | null }) {
  return (
    <>
      <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={rotulo}>
          <TableHead>
            <TableRow>
              {colunas.map((c) => (
                <TableCell key={c.rotulo} align={c.direita ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                  {c.rotulo}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
      {rodape && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {rodape}
        </Typography>
      )}
    </>
  );
}

/** What a capped list says under itself. */
export const avisoCorte = (d: { total: number; truncado: boolean }, mostradas: number): string | null =>
  d.truncado ? `Mostrando ${formatUnidades(mostradas)} de ${formatUnidades(d.total)} linhas. A planilha traz até 10.000; filtre por loja ou família para ver as demais.` : null;

/** The product's name with its SKU and family under it. */
export function CelulaProduto({ produto, sku, familia }: { produto: string; sku: string; familia: string | null }) {
  return (
    <TableCell sx={{ minWidth: 180 }}>
      {produto}
      <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        {sku}
        {familia ? ` · ${familia}` : ''}
      </Typography>
    </TableCell>
  );
}
