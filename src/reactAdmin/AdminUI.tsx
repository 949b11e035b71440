/*
 * Stands in for react-admin 5.15.4's <AdminUI> (ra-ui-materialui/src/AdminUI.tsx), the half of
 * <Admin> under AdminContext, and for the two ra-core parts it is made of, CoreAdminUI and
 * CoreAdminRoutes (ra-core/src/core/); src/App.tsx renders AdminContext around this one.
 *
 * Why: AdminUI's defaults bring react-admin's own sign-in page (<Login>, a react-hook-form form)
 * to every screen, and its default Layout and <Notification>; composed from CoreAdminUI and the
 * panel's own parts, the order list sends less JS (docs/benchmarks.md, 'AdminContext +
 * CoreAdminUI instead of <Admin>'). CoreAdminRoutes then went too: it finds the resources among its children in an effect, stores
 * them in a state (a new object on every mount) and registers each one from another effect, so
 * the whole panel rendered twice more, synchronously, after its first render (docs/benchmarks.md,
 * 'Load on 2026-11-28'). Here the routes and resources are props known before the first render,
 * and their definitions are in the context from the start (DefinicoesDosRecursos.tsx).
 *
 * Relies on (ra-core / react-admin 5.15.4): the routes CoreAdminRoutes makes (a resource at
 * `${name}/*` inside the layout, the dashboard at / through WithPermissions, /authentication-error,
 * /access-denied, the catch-all), the sign-in redirect at /login (IrParaLogin.tsx),
 * DefaultTitleContextProvider, HasDashboardContextProvider, useScrollToTop, and react-admin's
 * AuthenticationError and Error pages (loaded when shown: paginasDeErro.tsx). Checked by tests/unit/reactAdmin-partes.test.ts.
 */
import { useMemo, useState, type ComponentType, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Routes } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import type { ResourceProps } from 'react-admin';
import { DefaultTitleContextProvider, HasDashboardContextProvider, WithPermissions, useScrollToTop } from 'ra-core';
import { Carregando } from '../layout/Carregando';
import { DefinicoesDosRecursos, definicoesDosRecursos } from './DefinicoesDosRecursos';
import { IrParaLogin } from './IrParaLogin';
import { Layout } from './Layout';
import { Notificacoes } from './Notificacoes';
import { TelaDeErro, TelaDeErroDeAutenticacao } from './paginasDeErro';

export interface AdminUIProps {
  title: string;
  dashboard: ComponentType;
  catchAll: ComponentType;
  accessDenied: ComponentType;
  /** <Route> elements shown without the frame (sign-in, sign-up...). */
  rotasSemMoldura: ReactNode;
  /** <Route> elements shown inside the frame, besides the resources. */
  rotasNaMoldura: ReactNode;
  /** One <Resource> per module; made once (a new array would register them all again). */
  recursos: readonly ReactElement<ResourceProps>[];
}

// CoreAdminRoutes' own parameters for the dashboard's access check (its `defaultAuthParams`).
const PARAMETROS_DO_INICIO = { params: { route: 'dashboard' } };

/** AdminUI with the panel's frame, toasts and /login redirect in place of react-admin's defaults. */
export function AdminUI({ title, dashboard, catchAll: CatchAll, accessDenied: AcessoNegado, rotasSemMoldura, rotasNaMoldura, recursos }: AdminUIProps) {
  useScrollToTop();
  const [infoErro, setInfoErro] = useState<ErrorInfo | undefined>(undefined);
  const definicoes = useMemo(() => definicoesDosRecursos(recursos), [recursos]);
  return (
    <CssBaseline enableColorScheme>
      <DefaultTitleContextProvider value={title}>
        <DefinicoesDosRecursos definicoes={definicoes}>
          <ErrorBoundary
            onError={(_erro, info) => setInfoErro(info)}
            fallbackRender={({ error, resetErrorBoundary }) => (
              <div style={{ minHeight: '100vh' }}>
                <TelaDeErro error={error} errorInfo={infoErro} resetErrorBoundary={resetErrorBoundary} />
              </div>
            )}
          >
            <Routes>
              <Route path="/login" element={<IrParaLogin />} />
              {rotasSemMoldura}
              <Route
                path="/*"
                element={
                  <HasDashboardContextProvider value>
                    <Layout>
                      <Routes>
                        {rotasNaMoldura}
                        {recursos.map((r) => (
                          <Route key={r.props.name} path={`${r.props.name}/*`} element={r} />
                        ))}
                        <Route path="/" element={<WithPermissions authParams={PARAMETROS_DO_INICIO} component={dashboard} loading={Carregando} />} />
                        <Route path="/authentication-error" element={<TelaDeErroDeAutenticacao />} />
                        <Route path="/access-denied" element={<AcessoNegado />} />
                        <Route path="*" element={<CatchAll />} />
                      </Routes>
                    </Layout>
                  </HasDashboardContextProvider>
                }
              />
            </Routes>
          </ErrorBoundary>
        </DefinicoesDosRecursos>
      </DefaultTitleContextProvider>
      <Notificacoes />
    </CssBaseline>
  );
}
