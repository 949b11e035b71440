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
