import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link, useNavigate } from 'react-router-dom';
import type { ColunaDaTela } from '@retaguarda/contrato/relatorios/colunas';
import type { Linha } from '../api';

/**
 * The first rows of a report as a short table with their place ('1º'), the name a link to the list
 * the row stands for (the whole row clicks there too).
 */
export function Ranking({ titulo, colunas, linhas, linkDaLinha }: { titulo: string; colunas: readonly ColunaDaTela[]; linhas: readonly Linha[]; linkDaLinha: (l: Linha) => string | null }) {
  const navigate = useNavigate();
  return (
    // on a phone a ranking of four columns is wider than the card: it scrolls inside it, not the page
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={titulo}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 32 }}>#</TableCell>
            {colunas.map((c) => (
              <TableCell key={c.chave} align={c.direita ? 'right' : 'left'}>
                {c.rotulo}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {linhas.map((l, n) => {
            const link = linkDaLinha(l);
            return (
              <TableRow key={String(l.chave ?? n)} hover={link !== null} onClick={link ? () => navigate(link) : undefined} sx={link ? { cursor: 'pointer' } : undefined}>
                <TableCell>{n + 1}º</TableCell>
                {colunas.map((c, i) => (
                  <TableCell key={c.chave} align={c.direita ? 'right' : undefined} sx={c.semQuebra ? { whiteSpace: 'nowrap' } : undefined}>
                    {i === 0 && link ? (
                      <MuiLink component={Link} to={link} onClick={(e) => e.stopPropagation()}>
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
