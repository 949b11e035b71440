import { useStore, type SortPayload } from 'react-admin';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { PAGINA_RECURSO } from '@retaguarda/contrato/recursos/recurso';
import { useSessao } from '../../session/store';

export const OPCOES_POR_PAGINA = [10, 25, 50, 100];

const chave = (resource: string, nome: 'ordenacao' | 'porPagina', usuarioId: number | undefined) => `${resource}.${nome}.u${usuarioId ?? 0}`;

export const ordenacaoPadrao = (recurso: Recurso): SortPayload => ({
  field: recurso.ordenacaoPadrao.campo,
  order: recurso.ordenacaoPadrao.ordem === 'asc' ? 'ASC' : 'DESC',
});

/** The sort the user last chose on this list (the declaration's until then), per user. */
export function useOrdenacaoGuardada(resource: string, recurso: Recurso) {
  const { usuario } = useSessao();
  return useStore<SortPayload>(chave(resource, 'ordenacao', usuario?.id), ordenacaoPadrao(recurso));
}

/** The rows per page the user last chose (25 until then); a value no longer offered falls back to 25. */
export function usePorPaginaGuardado(resource: string) {
  const { usuario } = useSessao();
  const [valor, definir] = useStore<number>(chave(resource, 'porPagina', usuario?.id), PAGINA_RECURSO.padrao);
  return [OPCOES_POR_PAGINA.includes(valor) ? valor : PAGINA_RECURSO.padrao, definir] as const;
}
