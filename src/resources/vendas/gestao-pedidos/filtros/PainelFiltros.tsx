import { lazy, Suspense } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ConsultasSalvas } from './ConsultasSalvas';
import { useLimparFiltros } from '../useLimparFiltros';

// The date pickers are the heaviest part of the screen; the table does not wait for them.
const FiltrosFormulario = lazy(() => import('./FiltrosFormulario'));

function CarregandoFiltros() {
  return (
    <Box role="status" aria-busy="true" aria-label="Carregando filtros">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} variant="rounded" height={40} sx={{ my: 1 }} />
      ))}
    </Box>
  );
}

/** The filter panel: beside the table on wide screens, in a drawer (with a close button) on narrower ones. */
export function PainelFiltros({ onFechar }: { onFechar?: () => void }) {
  const limpar = useLimparFiltros();
  return (
    <Card
      component="aside"
      aria-label="Filtros"
      sx={
        onFechar
          ? { width: { xs: '100vw', sm: 380 }, minHeight: '100%', borderRadius: 0, boxShadow: 'none' }
          : { order: -1, mr: 2, mt: 8, width: 360, flexShrink: 0, alignSelf: 'flex-start' }
      }
    >
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            Filtros
          </Typography>
          <Box>
            <Button size="small" onClick={limpar}>
              Limpar filtros
            </Button>
            {onFechar ? (
              <IconButton aria-label="Fechar filtros" onClick={onFechar}>
                <CloseIcon />
              </IconButton>
            ) : null}
          </Box>
        </Box>
        <Suspense fallback={<CarregandoFiltros />}>
          <FiltrosFormulario />
        </Suspense>
        <Box sx={{ mt: 3 }}>
          <ConsultasSalvas />
        </Box>
      </CardContent>
    </Card>
  );
}
