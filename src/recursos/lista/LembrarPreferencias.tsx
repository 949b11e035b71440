import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { useOrdenacaoGuardada, usePorPaginaGuardado } from './preferencias';

/** Inside the list: keeps the sort and the rows per page the user picks for the next visit. */
export function LembrarPreferencias({ resource, recurso }: { resource: string; recurso: Recurso }) {
  const { sort, perPage } = useListContext();
  const [ordenacao, setOrdenacao] = useOrdenacaoGuardada(resource, recurso);
  const [porPagina, setPorPagina] = usePorPaginaGuardado(resource);
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
