import TableChartIcon from '@mui/icons-material/TableChart';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ColunaDaTela } from '@retaguarda/contrato/relatorios/colunas';
import type { Linha } from '../api';

/**
 * A chart's data as a table: the rows it draws in the columns it draws, its first cell a link to
 * the list the row opens. For a screen reader, a keyboard, or whoever wants the exact figures.
 */
export function TabelaDosDados({ titulo, colunas, linhas, linkDaLinha }: { titulo: string; colunas: readonly ColunaDaTela[]; linhas: readonly Linha[]; linkDaLinha?: (l: Linha) => string | null }) {
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto', maxHeight: 320 }}>
      <Table size="small" stickyHeader aria-label={`Dados de ${titulo}`}>
        <TableHead>
          <TableRow>
            {colunas.map((c) => (
              <TableCell key={c.chave} align={c.direita ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {c.rotulo}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {linhas.map((l, n) => {
            const link = linkDaLinha?.(l) ?? null;
            return (
              <TableRow key={String(l.chave ?? n)}>
                {colunas.map((c, i) => (
                  <TableCell key={c.chave} component={i === 0 ? 'th' : 'td'} scope={i === 0 ? 'row' : undefined} align={c.direita ? 'right' : undefined} sx={c.semQuebra ? { whiteSpace: 'nowrap' } : undefined}>
                    {i === 0 && link ? (
                      <MuiLink component={Link} to={link}>
                        {c.texto(l, n)}
                      </MuiLink>
                    ) : (
                      c.texto(l, n)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** 'Ver dados em tabela' / 'Ver gráfico': the chart or its data, one click apart. */
export function useAlternarTabela() {
  const [tabela, setTabela] = useState(false);
  const id = useId();
  const botao = (
    <Button size="small" startIcon={<TableChartIcon />} aria-expanded={tabela} aria-controls={id} onClick={() => setTabela((t) => !t)}>
      {tabela ? 'Ver gráfico' : 'Ver dados em tabela'}
    </Button>
  );
  return { tabela, botao, id };
}
