import { useCallback } from 'react';
import { useListContext } from 'react-admin';
import { useSessao } from '../../../session/store';
import { valoresFiltroPadrao } from './filtroPadrao';

/** 'Limpar filtros': back to the defaults of SPEC section 9, computed now (today may have changed). */
export function useLimparFiltros(): () => void {
  const { setFilters } = useListContext();
  const { usuario, metadata } = useSessao();
  return useCallback(() => setFilters(valoresFiltroPadrao(usuario, metadata), {}), [setFilters, usuario, metadata]);
}
