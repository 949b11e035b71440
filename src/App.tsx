import { Suspense, lazy, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { BrowserRouter, Route } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AdminContext, type Store } from 'react-admin';
import { createAuthProvider } from './authProvider';
import { SPLASH_MIN_MS } from './config';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { Carregando } from './layout/Carregando';
import { Inicializacao } from './layout/Inicializacao';
import { SeguirEndereco } from './layout/SeguirEndereco';
import { MODULES } from './registro/modulos';
import { AdminUI } from './reactAdmin/AdminUI';
import { guardarPermissoesIniciais } from './reactAdmin/permissoesIniciais';
import { recursoDoModulo } from './registro/recursoDoModulo';
import { precarregarTelaDoEndereco } from './modulos/telaSobDemanda';
import { criarStore } from './session/preferencias';
import { criarQueryClient } from './session/queryClient';
import { getUsuario } from './session/store';
import { temaClaro, temaEscuro } from './theme/themes';

const PaginaLogin = lazy(() => import('./auth/LoginNoPainel'));
const PaginaSolicitarAcesso = lazy(() => import('./auth/PaginaSolicitarAcesso'));
const PaginaEsqueciSenha = lazy(() => import('./auth/PaginaEsqueciSenha'));
const PaginaRedefinirSenha = lazy(() => import('./auth/PaginaRedefinirSenha'));
const PaginaConfirmarEmail = lazy(() => import('./auth/PaginaConfirmarEmail'));
const PaginaApresentacao = lazy(() => import('./pages/PaginaApresentacao'));
const PaginaInicio = lazy(() => import('./pages/PaginaInicio'));
const PaginaPerfil = lazy(() => import('./pages/PaginaPerfil'));
const PaginaNaoEncontrada = lazy(() => import('./pages/PaginaNaoEncontrada'));
const PaginaAcessoNegado = lazy(() => import('./pages/PaginaAcessoNegado'));

const RECURSOS = MODULES.map(recursoDoModulo);

/** Rendered once the session is loaded (inside Inicializacao), when its permissions are known. */
function ComPermissoesIniciais({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useState(() => guardarPermissoesIniciais(queryClient, getUsuario()?.permissoes.permissions ?? []));
  return children;
}

/** Pages outside the admin layout have no Suspense of their own. */
const semLayout = (Pagina: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<Carregando />}>
    <Pagina />
  </Suspense>
);

const ROTAS_SEM_MOLDURA = (
  <>
    <Route path="/auth/login" element={semLayout(PaginaLogin)} />
    <Route path="/auth/register" element={semLayout(PaginaSolicitarAcesso)} />
    <Route path="/auth/forgot-password" element={semLayout(PaginaEsqueciSenha)} />
    <Route path="/auth/reset-password" element={semLayout(PaginaRedefinirSenha)} />
    <Route path="/auth/confirmar-email" element={semLayout(PaginaConfirmarEmail)} />
    <Route path="/landing" element={semLayout(PaginaApresentacao)} />
  </>
);
const ROTAS_NA_MOLDURA = <Route path="/profile" element={<PaginaPerfil />} />;

export interface AppProps {
  /** The splash's minimum time; tests pass 0 (except the test of the splash itself). */
  splashMinMs?: number;
  queryClient?: QueryClient;
  store?: Store;
  /** Opened right after a sign-in (src/main.tsx): the start data has just been loaded. */
  sessaoIniciada?: boolean;
  /** The start-data refresh src/main.tsx began while this chunk was downloading. */
  inicioSessao?: Promise<void>;
}

export default function App({ splashMinMs = SPLASH_MIN_MS, sessaoIniciada = false, inicioSessao, ...props }: AppProps) {
  // The splash waits for the start data anyway: the screen of the address can load meanwhile.
  useState(() => precarregarTelaDoEndereco(window.location.pathname, MODULES));
  const [queryClient] = useState(() => props.queryClient ?? criarQueryClient());
  const [store] = useState(() => props.store ?? criarStore());
  const authProvider = useMemo(() => createAuthProvider({ queryClient, store }), [queryClient, store]);
  return (
    <Inicializacao minMs={splashMinMs} iniciada={sessaoIniciada} inicio={inicioSessao}>
      <ComPermissoesIniciais queryClient={queryClient}>
        <BrowserRouter>
          <SeguirEndereco />
          {/*
            react-admin's <Admin> is AdminContext + AdminUI; AdminUI's defaults include its own
            sign-in page (a react-hook-form form, ~40 KB gzip with what it pulls) that this panel
            replaces by /auth/login. The panel's AdminUI (src/reactAdmin/AdminUI.tsx) is without it.
          */}
          <AdminContext
            authProvider={authProvider}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            queryClient={queryClient}
            store={store}
            theme={temaClaro}
            lightTheme={temaClaro}
            darkTheme={temaEscuro}
            defaultTheme="light"
          >
            <AdminUI
              title="Retaguarda"
              dashboard={PaginaInicio}
              catchAll={PaginaNaoEncontrada}
              accessDenied={PaginaAcessoNegado}
              rotasSemMoldura={ROTAS_SEM_MOLDURA}
              rotasNaMoldura={ROTAS_NA_MOLDURA}
              recursos={RECURSOS}
            />
          </AdminContext>
        </BrowserRouter>
      </ComPermissoesIniciais>
    </Inicializacao>
  );
}
