import type { ReactNode } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { ConsultasSalvas } from '../reactAdmin/ConsultasSalvas';

/**
 * A list's filters in a drawer beside the page (never a column of the table): title, Limpar
 * filtros, a close button, the list's own filter form, then the saved queries (a react-admin
 * list's; a screen that keeps its filters itself has none).
 */
export function GavetaFiltros({ limpar, onFechar, children, consultasSalvas = true }: { limpar: () => void; onFechar: () => void; children: ReactNode; consultasSalvas?: boolean }) {
  return (
    <Box component="aside" aria-label="Filtros" sx={{ width: { xs: '100vw', sm: 380 }, maxWidth: '100vw', boxSizing: 'border-box', p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          Filtros
        </Typography>
        <Box>
          <Button size="small" onClick={limpar}>
            Limpar filtros
          </Button>
          <IconButton aria-label="Fechar filtros" onClick={onFechar}>
            <CloseIcon />
          </IconButton>
        </Box>
      </Box>
      {children}
      {consultasSalvas ? (
        <Box sx={{ mt: 3 }}>
          <ConsultasSalvas />
        </Box>
      ) : null}
    </Box>
  );
}
