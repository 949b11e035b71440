import { useCallback } from 'react';
import { useListContext } from 'react-admin';
import type { Situacao } from '@retaguarda/contrato/recursos/recurso';

/** A list opens on the active records, nothing searched nor filtered. */
export const FILTRO_PADRAO: { situacao: Situacao } = { situacao: 'ativos' };

/** True when the list shows more than its defaults would: a search, a filter, or inactive records. */
export function temFiltroAtivo(filtro: Record<string, unknown> | undefined): boolean {
  return Object.entries(filtro ?? {}).some(([chave, valor]) => (chave === 'situacao' ? valor !== FILTRO_PADRAO.situacao : valor !== undefined && valor !== ''));
}

/** 'Limpar filtros': back to the active records, no search, no filter. */
export function useLimparFiltros(): () => void {
  const { setFilters } = useListContext();
  return useCallback(() => setFilters({ ...FILTRO_PADRAO }, {}), [setFilters]);
}
