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
import { Fragment, useDeferredValue, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { RELATORIOS_ESTOQUE, ROTAS_RELATORIOS_ESTOQUE, type ConsultaRelatorioEstoqueBody, type RelatorioEstoque } from '@retaguarda/contrato/api/relatoriosEstoque';
import type { ColunaDaTela } from '@retaguarda/contrato/relatorios/colunas';
import { formatUnidades } from '../comum/formatos';
import { TIPO_XLSX } from '../../../dataProvider/pedidos';
import { useCanal } from '../../../dataProvider/useCanal';
import { resolveErrorMessage } from '../../../http';
import { EstadosTabela, LinhasCarregando } from '../../../layout/EstadosTabela';
import { salvarArquivo } from '../../vendas/gestao-pedidos/salvarArquivo';
import { NumerosResumo } from '../../../layout/NumerosResumo';

/** A report's states (EstadosTabela): what loads is named after the report, and a chart's place is kept while it does. */
export function EstadoDoRelatorio<T>({ q, relatorio, vazio, semDados, children }: {
  q: UseQueryResult<T>;
  relatorio: RelatorioEstoque;
  vazio: (d: T) => boolean;
  semDados: string;
  children: (d: T) => ReactNode;
}) {
  // the answer renders in a transition (react-query's store updates synchronously): the table's render is sliced
  const adiada = useDeferredValue(q);
  return (
    <EstadosTabela
      consulta={adiada}
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
  const canal = useCanal();
  const m = useMutation({
    mutationFn: () => canal.baixar(ROTAS_RELATORIOS_ESTOQUE.xlsx, { parametros: { relatorio }, corpo: consulta, tipo: TIPO_XLSX, nomePadrao: `estoque-${relatorio}.xlsx` }),
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

/**
 * A report's table, its columns as the report's declaration gives the screen (colunasDaTela): each
 * cell the field's text, unless `celulas` draws it (a chip, the product with its SKU under it).
 * It scrolls sideways in its own box on a narrow screen, never the page.
 */
export function TabelaRelatorio<L extends object>({ rotulo, colunas, linhas, chave, celulas, children, rodape }: {
  rotulo: string;
  colunas: readonly ColunaDaTela[];
  linhas: readonly L[];
  chave: (linha: L) => string | number;
  /** Cells drawn by the screen, by column; each returns its TableCell. */
  celulas?: Readonly<Record<string, (linha: L) => ReactNode>>;
  /** Rows after the list's (a total). */
  children?: ReactNode;
  rodape?: string | null;
}) {
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
          <TableBody>
            {linhas.map((linha, n) => (
              <TableRow key={chave(linha)}>
                {colunas.map((c) => {
                  const propria = celulas?.[c.chave];
                  if (propria) return <Fragment key={c.chave}>{propria(linha)}</Fragment>;
                  return (
                    <TableCell key={c.chave} align={c.direita ? 'right' : undefined} sx={c.semQuebra ? { whiteSpace: 'nowrap' } : undefined}>
                      {c.texto(linha, n)}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
            {children}
          </TableBody>
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

/** The product's name with its SKU and family under it (the sheet gives them columns of their own). */
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

/** The product cell of a report's table, for TabelaRelatorio's `celulas`. */
export const celulaProduto = (i: { produto: string; sku: string; familia: string | null }) => <CelulaProduto produto={i.produto} sku={i.sku} familia={i.familia} />;
