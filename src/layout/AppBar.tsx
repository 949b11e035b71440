import { Box } from '@mui/material';
import { BarraSuperior } from '../reactAdmin/BarraSuperior';
import { BotaoBuscar } from './BotaoBuscar';
import { Logo } from './Logo';
import { MenuUsuario } from './MenuUsuario';
import { SinoAlertas } from './SinoAlertas';

const LOGO = (
  <Box sx={{ mx: 1, display: { xs: 'none', sm: 'block' } }}>
    <Logo />
  </Box>
);

/** Top bar: menu toggle, logo, page title, search (the command palette), the alerts' bell, theme switch, loading indicator and user menu. */
export function AppBar() {
  return (
    <BarraSuperior
      inicio={LOGO}
      botoes={
        <>
          <BotaoBuscar />
          <SinoAlertas />
        </>
      }
      menuUsuario={<MenuUsuario />}
    />
  );
}
