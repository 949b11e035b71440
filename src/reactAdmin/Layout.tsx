/*
 * Stands in for react-admin 5.15.4's <Layout> (ra-ui-materialui/src/layout/Layout.tsx), given to
 * AdminUI as its layout.
 *
 * Why: upstream's Layout mounts the preferences <Inspector>, which reads document.body.clientWidth
 * on every render of the frame: a forced layout in each screen's first paint. The skip link, app
 * bar and menu are made once, so react-admin's re-renders of the frame skip them
 * (docs/benchmarks.md, 'Load: bundle, first paint, Lighthouse').
 *
 * The skip link is react-admin's SkipNavigationButton redrawn without its tooltip, as the app
 * bar's buttons are (BarraSuperior.tsx).
 *
 * Relies on (react-admin 5.15.4): LayoutClasses.appFrame/contentWithSidebar/content (upstream
 * parts and the theme style them), Sidebar, the translation ra.navigation.skip_nav,
 * useSidebarState ([open, setOpen]), the Error page's props (error, errorInfo,
 * resetErrorBoundary), and CoreAdminUI rendering the layout with the route as its children.
 * Checked by tests/unit/reactAdmin-partes.test.ts.
 */
import { Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { Button, styled, useMediaQuery, type Theme } from '@mui/material';
import { Sidebar, useSidebarState, useTranslate } from 'react-admin';
import { AppBar } from '../layout/AppBar';
import { AtalhosTeclado } from '../layout/AtalhosTeclado';
import { Carregando } from '../layout/Carregando';
import { GuardaSessao } from '../layout/GuardaSessao';
import { Menu } from '../layout/Menu';
import { TituloDaRota } from '../layout/TituloDaRota';
import { TelaDeErro } from './paginasDeErro';

/**
 * react-admin's SkipNavigationButton without its Tooltip (which sets a state on mount: one more
 * synchronous render while the panel opens; src/reactAdmin/BarraSuperior.tsx says why that
 * matters): off-screen until focused, it moves the focus to the content.
 */
function PularParaConteudo() {
  const translate = useTranslate();
  const pular = () => {
    const conteudo = document.getElementById('main-content');
    if (!conteudo) return;
    conteudo.setAttribute('tabIndex', '-1');
    conteudo.focus();
    conteudo.blur();
    conteudo.removeAttribute('tabIndex');
  };
  return (
    <Button variant="contained" className="skip-nav-button" onClick={pular} sx={estiloPular}>
      {translate('ra.navigation.skip_nav')}
    </Button>
  );
}

const estiloPular = (theme: Theme) => ({
  position: 'fixed',
  padding: theme.spacing(1),
  backgroundColor: (theme.vars || theme).palette.background.default,
  color: (theme.vars || theme).palette.primary.contrastText,
  transition: theme.transitions.create(['top', 'opacity'], { easing: theme.transitions.easing.easeIn, duration: theme.transitions.duration.leavingScreen }),
  left: theme.spacing(2),
  top: theme.spacing(-10),
  zIndex: 5000,
  '&:hover': { opacity: 0.8, backgroundColor: (theme.vars || theme).palette.background.default },
  '&:focus': {
    top: theme.spacing(2),
    transition: theme.transitions.create(['top', 'opacity'], { easing: theme.transitions.easing.easeOut, duration: theme.transitions.duration.enteringScreen }),
  },
});

/** On small screens the menu is a drawer that closes on every navigation (SPEC section 2). */
function FecharGavetaAoNavegar() {
  const { pathname } = useLocation();
  const pequena = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [, setAberto] = useSidebarState();
  useEffect(() => {
    if (pequena) setAberto(false);
  }, [pathname, pequena, setAberto]);
  return null;
}

/*
 * react-admin's layout classes (its LayoutClasses, checked by tests/unit/reactAdmin-partes.test.ts),
 * so that its parts (and our styles) find the frame they expect. Written here rather than
 * imported: LayoutClasses lives in react-admin's Layout module, whose skip button brings MUI's
 * Tooltip and Popper into the frame's chunk.
 */
const LayoutClasses = { appFrame: 'RaLayout-appFrame', contentWithSidebar: 'RaLayout-contentWithSidebar', content: 'RaLayout-content' } as const;

const Moldura = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: { display: 'flex', flexGrow: 1 },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    paddingRight: theme.spacing(1),
    paddingLeft: theme.spacing(1),
  },
}));

/*
 * The frame's fixed parts are made once. react-admin renders the frame again whenever its router
 * does (six times while the order list opens: authentication, resources registering, ...); the
 * same element is a subtree React skips, so the app bar and the menu render only when their own
 * state changes.
 */
const PULAR = <PularParaConteudo />;
// The tab's title and the keyboard shortcuts follow the route; they render nothing of their own.
const GLOBAIS = (
  <>
    <TituloDaRota />
    <AtalhosTeclado />
  </>
);
const BARRA = <AppBar />;
const MENU_LATERAL = (
  <Sidebar>
    <Menu />
  </Sidebar>
);

/**
 * The frame of every signed-in screen: react-admin's parts (skip link, app bar, sidebar, error
 * page) without its Layout, which also mounts the preferences inspector. The panel never opens
 * that editor, yet it measured the page on every render of the frame: a forced layout in the
 * middle of the first paint of each screen.
 */
export function Layout({ children }: { children: ReactNode }) {
  const [infoErro, setInfoErro] = useState<ErrorInfo | undefined>(undefined);
  return (
    <GuardaSessao>
      <Moldura className="layout">
        {PULAR}
        {GLOBAIS}
        <div className={LayoutClasses.appFrame}>
          {BARRA}
          <main className={LayoutClasses.contentWithSidebar}>
            {MENU_LATERAL}
            <div id="main-content" className={LayoutClasses.content}>
              <FecharGavetaAoNavegar />
              <ErrorBoundary
                onError={(_erro, info) => setInfoErro(info)}
                fallbackRender={({ error, resetErrorBoundary }) => (
                  <TelaDeErro error={error} errorInfo={infoErro} resetErrorBoundary={resetErrorBoundary} />
                )}
              >
                <Suspense fallback={<Carregando />}>{children}</Suspense>
              </ErrorBoundary>
            </div>
          </main>
        </div>
      </Moldura>
    </GuardaSessao>
  );
}
