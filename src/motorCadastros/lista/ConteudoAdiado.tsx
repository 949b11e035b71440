import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * A list's answer reaches React through react-query's store (useSyncExternalStore), and React
 * renders such an update synchronously: the rows or cards of a page and everything around them
 * in one long task on a phone (docs/benchmarks.md, 'The first page's render, deferred'). Under this
 * component the list's data (and the page, sort and filter they answer) are deferred: the urgent
 * render leaves the content as it was, and React renders the new page in a transition, in slices
 * that leave the main thread free between them.
 *
 * The selection is not deferred: a row's checkbox is a controlled input, and a deferred 'checked'
 * would make the box untick and tick again after each click.
 */
export function ConteudoAdiado({ children }: { children: ReactNode }) {
  const contexto = useListContext();
  const adiado = useDeferredValue(contexto);
  const { selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems } = contexto;
  // The same object while the deferred context and the selection are: in the urgent render of an
  // answer the content keeps its context, so nothing under it renders before the transition does.
  const valor = useMemo(
    () => ({ ...adiado, selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems }),
    [adiado, selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems],
  );
  return <ListContextProvider value={valor}>{children}</ListContextProvider>;
}
