import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { useOrdenacaoGuardada, usePorPaginaGuardado, type GuardaDaLista } from './preferencias';

/**
 * Inside a list (a register's or the orders'): writes the sort and the rows per page the user
 * picks to the per-user store, which gives the list its starting sort and page size next time.
 */
export function LembrarPreferencias({ guarda }: { guarda: GuardaDaLista }) {
  const { sort, perPage } = useListContext();
  const [ordenacao, setOrdenacao] = useOrdenacaoGuardada(guarda);
  const [porPagina, setPorPagina] = usePorPaginaGuardado(guarda);
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
