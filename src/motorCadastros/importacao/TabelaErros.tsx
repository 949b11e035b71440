import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatNumero } from '@retaguarda/contrato/br/numeros';
import type { ResultadoImportacao } from '@retaguarda/contrato/recursos/planilha';

/** The dry run's errors, one per row of the table: the spreadsheet's line, the column, the problem. */
export function TabelaErros({ resultado }: { resultado: ResultadoImportacao }) {
  const { erros, total_erros } = resultado;
  return (
    <>
      <Box sx={{ maxHeight: { xs: 'none', sm: 320 }, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Erros da planilha">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '4.5rem' }}>Linha</TableCell>
              <TableCell sx={{ width: { xs: '35%', sm: '30%' } }}>Coluna</TableCell>
              <TableCell>Problema</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {erros.map((e, i) => (
              <TableRow key={`${e.linha}-${e.coluna}-${i}`}>
                <TableCell>{e.linha}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.coluna}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{e.mensagem}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {total_erros > erros.length ? (
        <Typography variant="caption" color="text.secondary">
          Mostrando os primeiros {formatNumero(erros.length)} de {formatNumero(total_erros)} erros.
        </Typography>
      ) : null}
    </>
  );
}
