/*
 * Stands in for react-admin 5.15.4's <AdminUI> (ra-ui-materialui/src/AdminUI.tsx), the half of
 * <Admin> under AdminContext; src/App.tsx renders AdminContext around this one.
 *
 * Why: AdminUI's defaults bring react-admin's own sign-in page (<Login>, a react-hook-form form)
 * to every screen, and its default Layout and <Notification>. Composing CoreAdminUI here with the
 * panel's own parts took the order list from 363 to 336 KB of JS sent (docs/benchmarks.md,
 * 'AdminContext + CoreAdminUI instead of <Admin>'; commit 7a26d9e, about 30 KB gzip).
 *
 * Relies on (ra-core / react-admin 5.15.4): CoreAdminUI and its props layout, loading, loginPage,
 * error, authenticationError, disableTelemetry (the rest pass through); react-admin's
 * AuthenticationError and Error pages. Checked by tests/unit/reactAdmin-partes.test.ts.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { AuthenticationError, Error as ErroDoPainel } from 'react-admin';
import { CoreAdminUI, type CoreAdminUIProps } from 'ra-core';
import { Carregando } from '../layout/Carregando';
import { IrParaLogin } from './IrParaLogin';
import { Layout } from './Layout';
import { Notificacoes } from './Notificacoes';

/** AdminUI with the panel's frame, toasts and /login redirect in place of react-admin's defaults. */
export function AdminUI(props: CoreAdminUIProps) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        disableTelemetry
        layout={Layout}
        authenticationError={AuthenticationError}
        error={ErroDoPainel}
        loading={Carregando}
        loginPage={IrParaLogin}
        {...props}
      />
      <Notificacoes />
    </CssBaseline>
  );
}
