import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { Logo } from './Logo';
import { MenuUsuario } from './MenuUsuario';

/** Top bar: menu toggle (react-admin's), logo, page title, theme switch, loading indicator and user menu. */
export function AppBar() {
  return (
    <RaAppBar
      color="default"
      toolbar={
        <>
          <ToggleThemeButton />
          <LoadingIndicator />
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
