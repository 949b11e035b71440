/*
 * Stands in for react-admin 5.15.4's <Login> page (ra-ui-materialui/src/auth/Login.tsx), given to
 * AdminUI as loginPage: the panel's sign-in lives at /auth/login.
 *
 * Why: part of the AdminUI change (docs/benchmarks.md, 'AdminContext + CoreAdminUI instead of
 * <Admin>'): react-admin's sign-in form and react-hook-form no longer load with the panel.
 *
 * Relies on (ra-core 5.15.4): CoreAdminUI mounting loginPage at /login, the address its auth hooks
 * send a signed-out visitor to, with the location state { nextPathname, nextSearch }.
 * Checked by tests/unit/reactAdmin-partes.test.ts (the export) and
 * tests/panel/reactAdmin/redirecionamento-login.test.tsx (the redirect and its state).
 */
import { Navigate, useLocation } from 'react-router-dom';
import { urlDeLogin } from '../layout/urlLogin';

function textoOuVazio(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/**
 * react-admin's own sign-in address (/login, where its auth hooks send a visitor they find
 * signed out) leads to the panel's sign-in page, keeping where the visitor was going.
 */
export function IrParaLogin() {
  const { state } = useLocation();
  const origem = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const pathname = textoOuVazio(origem.nextPathname) || '/';
  return <Navigate to={urlDeLogin({ pathname, search: textoOuVazio(origem.nextSearch) })} replace />;
}
