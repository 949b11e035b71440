/*
 * Stands in for react-admin 5.15.4's <AppBar> (ra-ui-materialui/src/layout/AppBar.tsx) and the
 * buttons it is made of: SidebarToggleButton, ToggleThemeButton, LoadingIndicator with its
 * RefreshIconButton, and the UserMenu's button (src/layout/MenuUsuario.tsx).
 *
 * Why: each of those wraps its button in MUI's Tooltip, which sets a state when it mounts: five
 * synchronous renders in the commit that showed the panel, and the passive effects of the whole
 * panel run with them, one long task on a phone (docs/benchmarks.md, 'The order list's renders
 * while it opens'). They also brought
 * Popper and popper.js to every screen. Here the buttons carry their names (aria-label) and a
 * Dica (src/layout/Dica.tsx) whose balloon loads on the first hover or focus.
 *
 * Relies on (react-admin 5.15.4): HideOnScroll, TitlePortal (the element <Title> portals into),
 * useSidebarState, useTheme (the stored 'light'/'dark' choice), useLoading, useRefresh and the
 * translations ra.action.open_menu/close_menu/toggle_theme/refresh. Checked by
 * tests/unit/reactAdmin-partes.test.ts.
 */
import type { ReactNode } from 'react';
import MuiAppBar from '@mui/material/AppBar';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import { HideOnScroll, TitlePortal, useLoading, useRefresh, useSidebarState, useTheme, useTranslate } from 'react-admin';
import { Dica } from '../layout/Dica';

function BotaoMenuLateral() {
  const translate = useTranslate();
  const [aberto, setAberto] = useSidebarState();
  const nome = translate(aberto ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <Dica titulo={nome}>
      <IconButton color="inherit" aria-label={nome} onClick={() => setAberto(!aberto)} sx={{ mr: '0.2em' }}>
        <MenuIcon />
      </IconButton>
    </Dica>
  );
}

function BotaoTema() {
  const translate = useTranslate();
  const [tema, setTema] = useTheme('light');
  const nome = translate('ra.action.toggle_theme');
  return (
    <Dica titulo={nome}>
      <IconButton color="inherit" aria-label={nome} onClick={() => setTema(tema === 'dark' ? 'light' : 'dark')}>
        {tema === 'dark' ? <Brightness7Icon /> : <Brightness4Icon />}
      </IconButton>
    </Dica>
  );
}

/** react-admin's refresh button, hidden under a spinner while any query or change is under way. */
function IndicadorCarregando() {
  const translate = useTranslate();
  const carregando = useLoading();
  const atualizar = useRefresh();
  const nome = translate('ra.action.refresh');
  return (
    <div style={{ position: 'relative' }}>
      <Dica titulo={nome}>
        <IconButton color="inherit" aria-label={nome} onClick={atualizar} sx={{ opacity: carregando ? 0 : 1 }}>
          <RefreshIcon />
        </IconButton>
      </Dica>
      {carregando ? (
        // a progressbar needs a name (axe: aria-progressbar-name)
        <CircularProgress color="inherit" size={16} thickness={6} aria-label="Carregando dados" sx={{ position: 'absolute', top: '30%', left: '30%' }} />
      ) : null}
    </div>
  );
}

// react-admin's sizes: 48 px high below md, the regular toolbar's height on a phone.
const ESTILO_BARRA = (t: Theme) => ({ '& .barra-superior': { padding: t.spacing(0, 1), [t.breakpoints.down('md')]: { minHeight: t.spacing(6) } } });

/**
 * The page's title wraps instead of being cut ('Gestão de estoq…'): on a phone the buttons leave it
 * some 160 px, so it takes up to three lines of a smaller type, as many as the bar's height holds.
 */
const ESTILO_TITULO = {
  whiteSpace: 'normal',
  lineHeight: 1.2,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: { xs: 3, sm: 2 },
  fontSize: { xs: '0.9375rem', sm: '1.0625rem', md: '1.25rem' },
} as const;

/** The top bar: menu toggle, logo and page title, the given buttons, theme, loading and the user's menu. */
export function BarraSuperior({ inicio, botoes, menuUsuario }: { inicio: ReactNode; botoes: ReactNode; menuUsuario: ReactNode }) {
  const pequena = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <HideOnScroll>
      <MuiAppBar color="default" sx={ESTILO_BARRA}>
        <Toolbar disableGutters variant={pequena ? 'regular' : 'dense'} className="barra-superior">
          <BotaoMenuLateral />
          {inicio}
          <TitlePortal sx={ESTILO_TITULO} />
          {botoes}
          <BotaoTema />
          <IndicadorCarregando />
          {menuUsuario}
        </Toolbar>
      </MuiAppBar>
    </HideOnScroll>
  );
}
