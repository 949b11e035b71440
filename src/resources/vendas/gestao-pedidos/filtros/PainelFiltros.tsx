import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { ConsultasSalvas } from '../../../../reactAdmin/ConsultasSalvas';
import { FormularioSobDemanda } from './FormularioSobDemanda';
import { useLimparFiltros } from '../useLimparFiltros';

/** The filter panel of a phone or tablet, in a drawer with a close button (opening it was the request for the form). */
export function PainelFiltros({ onFechar }: { onFechar: () => void }) {
  const limpar = useLimparFiltros();
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
      <FormularioSobDemanda />
      <Box sx={{ mt: 3 }}>
        <ConsultasSalvas />
      </Box>
    </Box>
  );
}
