import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import { useSessao } from '../../../../session/store';
import { resumirFiltros } from '../descreverFiltros';

/** The active filters in words, one line per field, while the form is closed. */
export function ResumoFiltros({ id }: { id?: string }) {
  const { filterValues } = useListContext();
  const { metadata } = useSessao();
  return (
    <Box component="ul" id={id} aria-label="Filtros aplicados" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {resumirFiltros(filterValues ?? {}, metadata).map(({ rotulo, valor }) => (
        <Typography component="li" variant="body2" key={rotulo} sx={{ py: 0.25 }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {rotulo}:
          </Box>{' '}
          {valor}
        </Typography>
      ))}
    </Box>
  );
}
