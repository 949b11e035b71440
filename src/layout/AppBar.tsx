import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { BotaoBuscar } from './BotaoBuscar';
import { Logo } from './Logo';
import { MenuUsuario } from './MenuUsuario';

/** Top bar: menu toggle (react-admin's), logo, page title, search (the command palette), theme switch, loading indicator and user menu. */
export function AppBar() {
  return (
    <RaAppBar
      color="default"
      toolbar={
        <>
          <BotaoBuscar />
          <ToggleThemeButton />
          {/* its spinner is a progressbar: without a name axe flags it (aria-progressbar-name) */}
          <LoadingIndicator aria-label="Carregando dados" />
        </>
      }
      userMenu={<MenuUsuario />}
    >
      <Box sx={{ mx: 1, display: { xs: 'none', sm: 'block' } }}>
        <Logo />
      </Box>
      <TitlePortal />
    </RaAppBar>
  );
}
