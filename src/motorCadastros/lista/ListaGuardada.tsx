import type { ReactNode } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { ListBase, useNotify } from 'react-admin';
import { resolveErrorMessage } from '../../http';
import { useSessao } from '../../session/store';
import { LembrarPreferencias } from './LembrarPreferencias';
import { useOrdenacaoGuardada, usePorPaginaGuardado, type GuardaDaLista } from './preferencias';

/**
 * The list every screen of the panel starts from (a register's, the catalogue's, the orders'):
 * react-admin's ListBase with the user's stored sort and rows per page (kept as they change), and
 * SPEC section 7's query policy: only with a user, no retry, no automatic refetch, the previous
 * page shown while the next loads, a failure told in Portuguese. The module's guard checked the
 * user's keys before the screen loaded and the server checks every call: react-admin's own check
 * (two more queries per render, whose answers render the list again) adds nothing.
 */
export function ListaGuardada({
  resource,
  guarda,
  filtroPadrao,
  meta,
  children,
}: {
  /** Absent: the resource of the route (react-admin's context). */
  resource?: string;
  guarda: GuardaDaLista;
  filtroPadrao: Record<string, unknown>;
  /** Handed to the data provider with every list call (the order list's default lists). */
  meta?: Record<string, unknown>;
  children: ReactNode;
}) {
  const { usuario } = useSessao();
  const notify = useNotify();
  const [ordenacao] = useOrdenacaoGuardada(guarda);
  const [porPagina] = usePorPaginaGuardado(guarda);
  return (
    <ListBase
      resource={resource}
      disableAuthentication
      filterDefaultValues={filtroPadrao}
      perPage={porPagina}
      sort={ordenacao}
      exporter={false}
      queryOptions={{
        enabled: usuario !== null,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        placeholderData: keepPreviousData,
        meta,
        onError: (erro: unknown) => notify(resolveErrorMessage(erro), { type: 'error' }),
      }}
    >
      <LembrarPreferencias guarda={guarda} />
      {children}
    </ListBase>
  );
}
