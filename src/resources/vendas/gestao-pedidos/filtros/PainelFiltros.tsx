import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { ConsultasSalvas } from './ConsultasSalvas';
import { FiltrosRecolhiveis } from './FiltrosRecolhiveis';
import { FormularioSobDemanda } from './FormularioSobDemanda';
import { useLimparFiltros } from '../useLimparFiltros';

/**
 * The filter panel: beside the table on wide screens (a summary, the form on request), in a
 * drawer with a close button on narrower ones (the form: opening the drawer was the request).
 */
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
        {onFechar ? <FormularioSobDemanda /> : <FiltrosRecolhiveis />}
        <Box sx={{ mt: 3 }}>
          <ConsultasSalvas />
        </Box>
      </CardContent>
    </Card>
  );
}
