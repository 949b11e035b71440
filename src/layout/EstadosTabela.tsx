import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatInteiro } from '@retaguarda/contrato/br/numeros';
import { resolveErrorMessage } from '../http';

/** Grey rows where a table's rows will be. */
export function LinhasCarregando({ linhas = 5, altura = 44 }: { linhas?: number; altura?: number }) {
  return (
    <>
      {Array.from({ length: linhas }, (_, i) => (
        <Skeleton key={i} height={altura} />
      ))}
    </>
  );
}

/** Nothing to show: the screen's sentence, and what may be done about it. */
function SemItens({ texto, acao }: { texto: string; acao?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography>{texto}</Typography>
      {acao}
    </Paper>
  );
}

/** Numbered pages under a table; with `onPorPagina`, the user also picks how many rows a page has. */
export function PaginacaoTabela({ total, pagina, porPagina, onPagina, opcoesPorPagina = [porPagina], onPorPagina }: {
  total: number;
  /** From 1, as the API counts. */
  pagina: number;
  porPagina: number;
  onPagina: (pagina: number) => void;
  opcoesPorPagina?: number[];
  onPorPagina?: (porPagina: number) => void;
}) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={pagina - 1}
      onPageChange={(_, p) => onPagina(p + 1)}
      rowsPerPage={porPagina}
      onRowsPerPageChange={onPorPagina && ((e) => onPorPagina(Number(e.target.value)))}
      rowsPerPageOptions={opcoesPorPagina}
      labelRowsPerPage="Por página"
      labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${formatInteiro(count)}`}
      getItemAriaLabel={(tipo) => ROTULOS_PAGINAS[tipo]}
    />
  );
}

/** MUI's pager names its buttons in English unless told ('Go to next page'). */
const ROTULOS_PAGINAS = { first: 'Primeira página', last: 'Última página', next: 'Próxima página', previous: 'Página anterior' } as const;

interface EstadosTabelaProps<T> {
  consulta: UseQueryResult<T>;
  /** The loading placeholder's accessible name ('Carregando inventários'). */
  carregando: string;
  /** What stands where the table will be while it loads: five grey rows unless told. */
  esqueleto?: ReactNode;
  vazia: (dados: T) => boolean;
  /** The sentence for an answer with nothing in it (it usually depends on the filters). */
  semItens: string;
  acaoSemItens?: ReactNode;
  /** Above the table, whatever the answer holds: its summary. */
  acima?: (dados: T) => ReactNode;
  /** Under the table or the empty sentence: the pager, by number (PaginacaoTabela) or by cursor. */
  paginacao?: (dados: T) => ReactNode;
  /** The thin bar while the rows on screen are read again; some screens never had it. */
  barraAtualizando?: boolean;
  children: (dados: T) => ReactNode;
}

/**
 * A table's query in its states: the error with 'Tentar de novo' (above the rows still on screen,
 * if any), grey rows while the first answer loads, and once there is an answer its summary, a bar
 * while it is read again, the screen's sentence when it is empty or else `children` (a table on a
 * desk, cards on a phone), and the pager.
 */
export function EstadosTabela<T>({ consulta: q, carregando, esqueleto, vazia, semItens, acaoSemItens, acima, paginacao, barraAtualizando = true, children }: EstadosTabelaProps<T>) {
  const dados = q.data;
  return (
    <>
      {q.isError && (
        <Alert severity="error" action={<Button onClick={() => void q.refetch()}>Tentar de novo</Button>} sx={{ mb: 2 }}>
          {resolveErrorMessage(q.error)}
        </Alert>
      )}
      {/* a disabled query (a filter to correct first) stays pending without loading anything */}
      {q.isPending && q.fetchStatus !== 'idle' && (
        <Box role="status" aria-label={carregando}>
          {esqueleto ?? <LinhasCarregando />}
        </Box>
      )}
      {dados !== undefined && (
        <>
          {acima?.(dados)}
          {barraAtualizando && q.isFetching && <LinearProgress aria-label="Atualizando" sx={{ mb: 1 }} />}
          {vazia(dados) ? <SemItens texto={semItens} acao={acaoSemItens} /> : children(dados)}
          {paginacao?.(dados)}
        </>
      )}
    </>
  );
}
