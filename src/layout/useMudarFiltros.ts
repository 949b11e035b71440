import { useListContext } from 'react-admin';

type Filtros = Record<string, unknown>;

/**
 * The filters each list (by resource) last asked for, and the rendered filters they were computed
 * from. react-admin's `setFilters` replaces the whole filter, and the list shows a change only
 * once the navigation it schedules has rendered: a second change made in between (clicking
 * 'Ativos', then typing a search and pressing Enter at once) was computed from the old filters
 * and undid the first.
 */
const pedidos = new Map<string, { base: object; valor: Filtros }>();

/**
 * Changes a list's filters from what was last asked, not only from what is on screen, so quick
 * changes one after another all stay. `mudar` receives the current filters and returns the new ones, or the same object for no change.
 */
export function useMudarFiltros(): { filtros: Filtros; mudar: (f: (atuais: Filtros) => Filtros) => void } {
  const { filterValues, setFilters, resource } = useListContext();
  const filtros: Filtros = filterValues ?? {};
  const pedido = pedidos.get(resource);
  // react-admin keeps the rendered object while the list's params stay the same: a new one means
  // the list has rendered what was asked (or moved on), and the entry is done.
  if (pedido && pedido.base !== filtros) pedidos.delete(resource);
  const mudar = (f: (atuais: Filtros) => Filtros) => {
    const atual = pedidos.get(resource);
    const atuais = atual && atual.base === filtros ? atual.valor : filtros;
    const novos = f(atuais);
    if (novos === atuais) return;
    pedidos.set(resource, { base: filtros, valor: novos });
    setFilters(novos, undefined, false);
  };
  return { filtros, mudar };
}
