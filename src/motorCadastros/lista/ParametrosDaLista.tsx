import { useState, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';

/** What a list's answer changes (its rows, their count and state, the selection): none of it is a parameter of the list. */
const DO_RESULTADO = new Set<string>([
  'data',
  'meta',
  'error',
  'total',
  'isFetching',
  'isLoading',
  'isPaused',
  'isPending',
  'isPlaceholderData',
  'refetch',
  'hasNextPage',
  'hasPreviousPage',
  'selectedIds',
  'onSelect',
  'onSelectAll',
  'onToggleItem',
  'onUnselectItems',
]);

const mesmosParametros = (a: ListControllerResult, b: ListControllerResult) => {
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  const chaves = new Set([...Object.keys(x), ...Object.keys(y)]);
  for (const k of chaves) if (!DO_RESULTADO.has(k) && x[k] !== y[k]) return false;
  return true;
};

/**
 * Under this component the list's context changes only with its parameters (filters, sort,
 * page, rows per page): the search, the filters' button and its count, the switch and the tools
 * above the list read only those. react-admin's context is a new object at every render of the
 * list, and a list's answer reaches React through react-query's store, which React renders
 * synchronously: every answer (and its 'fetching' before it) rendered the whole bar again in that
 * task, for nothing it shows.
 */
export function ParametrosDaLista({ children }: { children: ReactNode }) {
  const contexto = useListContext();
  const [mostrado, setMostrado] = useState(contexto);
  const valor = mostrado === contexto || mesmosParametros(mostrado, contexto) ? mostrado : contexto;
  if (valor !== mostrado) setMostrado(valor);
  return <ListContextProvider value={valor}>{children}</ListContextProvider>;
}
