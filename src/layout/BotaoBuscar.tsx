import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import { abrirDialogo, carregarPaleta } from './dialogoAtalhos';

const abrir = () => abrirDialogo('paleta');
// The palette's chunk starts downloading when the pointer or the focus reaches the button.
const precarregar = () => void carregarPaleta();

/** The app bar's way into the command palette; on a phone only its magnifier shows. */
export function BotaoBuscar() {
  return (
    <Button
      color="inherit"
      onClick={abrir}
      onMouseEnter={precarregar}
      onFocus={precarregar}
      aria-label="Buscar (Ctrl+K)"
      aria-keyshortcuts="Control+K Meta+K"
      startIcon={<SearchIcon />}
      sx={{ textTransform: 'none', mx: { xs: 0, sm: 1 }, minWidth: { xs: 40, sm: 64 }, '& .MuiButton-startIcon': { mx: { xs: 0, sm: '-4px 8px' } } }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        Buscar
      </Box>
      <Box component="kbd" aria-hidden sx={{ display: { xs: 'none', md: 'inline' }, ml: 1, px: 0.5, border: 1, borderColor: 'divider', borderRadius: 0.5, fontSize: '0.75rem', fontFamily: 'inherit', opacity: 0.8 }}>
        Ctrl K
      </Box>
    </Button>
  );
}
