import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { useOrdenacaoGuardada, usePorPaginaGuardado } from './preferencias';

/**
 * Inside the list: writes the sort and the rows per page the user picks to the per-user store,
 * which gives the list its starting sort and page size on the next visit.
 */
export function LembrarPreferencias() {
  const { sort, perPage } = useListContext();
  const [ordenacao, setOrdenacao] = useOrdenacaoGuardada();
  const [porPagina, setPorPagina] = usePorPaginaGuardado();
  const campo = sort?.field;
  const ordem = sort?.order;
  useEffect(() => {
    if (campo && ordem && (campo !== ordenacao.field || ordem !== ordenacao.order)) setOrdenacao({ field: campo, order: ordem });
  }, [campo, ordem, ordenacao, setOrdenacao]);
  useEffect(() => {
    if (perPage && perPage !== porPagina) setPorPagina(perPage);
  }, [perPage, porPagina, setPorPagina]);
  return null;
}
