import { useDeferredValue, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * A list's answer reaches React through react-query's store (useSyncExternalStore), and React
 * renders such an update synchronously: the rows or cards of a page and everything around them
 * in one task (on a phone, ~100 ms at 4× CPU when the order list's first page arrived). Under this
 * component the list context is deferred: the urgent render leaves the content as it was, and
 * React renders the new page in a transition, in slices that leave the main thread free between
 * them. A newer answer or click meanwhile restarts that render with the latest state.
 */
export function ConteudoAdiado({ children }: { children: ReactNode }) {
  const contexto = useListContext();
  const adiado = useDeferredValue(contexto);
  return <ListContextProvider value={adiado}>{children}</ListContextProvider>;
}
