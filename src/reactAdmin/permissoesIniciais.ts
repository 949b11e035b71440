/*
 * Stands in for the first answer of react-admin 5.15.4's usePermissions
 * (ra-core/src/auth/usePermissions.ts): the panel's permissions are in the session store before
 * react-admin mounts, so they go into react-query's cache under usePermissions' key instead of
 * being asked for.
 *
 * Why: asked for, they arrive one tick after the first render, and whatever reads them renders
 * again, synchronously (react-query's answers reach React through useSyncExternalStore). This
 * was written when CoreAdminRoutes read them (and re-registered its 37 resources on the answer);
 * since AdminUI.tsx replaced it, the reader is WithPermissions on the home page's route.
 *
 * Relies on (ra-core 5.15.4): usePermissions() reading the query ['auth', 'getPermissions', {}]
 * with a staleTime of 5 minutes, and the authProvider's getPermissions answering the same list
 * (src/authProvider/index.ts). Checked by tests/unit/reactAdmin-partes.test.ts.
 */
import type { QueryClient } from '@tanstack/react-query';

export const CHAVE_PERMISSOES = ['auth', 'getPermissions', {}] as const;

/** Puts the session's permissions where usePermissions() reads them, unless already there. */
export function guardarPermissoesIniciais(queryClient: QueryClient, permissoes: readonly string[]): void {
  if (queryClient.getQueryData(CHAVE_PERMISSOES) === undefined) queryClient.setQueryData(CHAVE_PERMISSOES, [...permissoes]);
}
