import Box from '@mui/material/Box';
import { useListContext } from 'react-admin';
import { useSessao } from '../../../../session/store';
import { resumirFiltros } from '../descreverFiltros';

/**
 * The active filters in words on one line (it wraps on a narrow screen), while the form is
 * closed. `compacto` leaves out the lines that restrict nothing ('Todos os status').
 */
export function ResumoFiltros({ compacto = false }: { compacto?: boolean }) {
  const { filterValues } = useListContext();
  const { metadata } = useSessao();
  const linhas = resumirFiltros(filterValues ?? {}, metadata).filter((l) => !compacto || !/^Tod[oa]s /.test(l.valor));
  return (
    <Box
      component="ul"
      aria-label="Filtros aplicados"
      sx={{
        listStyle: 'none',
        m: 0,
        mt: 0.5,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        typography: 'body2',
        minWidth: 0,
        overflowWrap: 'anywhere',
      }}
    >
      {linhas.map(({ rotulo, valor }) => (
        <li key={rotulo}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {rotulo}:
          </Box>{' '}
          {valor}
        </li>
      ))}
    </Box>
  );
}
