import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getMotivoSaida, useSessao } from '../session/store';
import { urlDeLogin } from './urlLogin';

/**
 * Every admin route needs a signed-in user (SPEC section 2). It reacts to the stored user, so a
 * logout, a failed token refresh or a sign-out in another tab all land on the login page,
 * replacing the current history entry.
 */
export function GuardaSessao({ children }: { children: ReactNode }) {
  const { usuario } = useSessao();
  const location = useLocation();
  if (!usuario) {
    const destino = getMotivoSaida() === 'logout' ? '/auth/login' : urlDeLogin(location);
    return <Navigate to={destino} replace />;
  }
  return <>{children}</>;
}
