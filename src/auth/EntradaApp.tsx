import { useCallback, useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { lerTemaGuardado } from '../session/temaGuardado';
import { temaClaro, temaEscuro } from '../theme/themes';
import PaginaLogin from './PaginaLogin';
import type { NavegacaoLogin } from './navegacaoLogin';

/**
 * The sign-in entry: what a first visit to /auth/login loads — the sign-in page with MUI, without
 * react-admin, the router or any admin screen, so a visitor who only signs in waits for no more.
 * Every way out of it (signed in, or a link to another page) writes the new address and hands over
 * to the whole panel, whose router starts from that address.
 */
export default function EntradaApp({ abrirPainel }: { abrirPainel: () => void }) {
  const [tema] = useState(() => createTheme(lerTemaGuardado() === 'dark' ? temaEscuro : temaClaro));
  const navegar = useCallback<NavegacaoLogin['navegar']>(
    (para, opcoes) => {
      if (opcoes?.replace) window.history.replaceState(null, '', para);
      else window.history.pushState(null, '', para);
      abrirPainel();
    },
    [abrirPainel],
  );
  return (
    <ThemeProvider theme={tema}>
      <CssBaseline />
      <PaginaLogin busca={window.location.search} estado={null} navegar={navegar} />
    </ThemeProvider>
  );
}
