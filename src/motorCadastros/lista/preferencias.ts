import { useStore, type SortPayload } from 'react-admin';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { PAGINA_RECURSO } from '@retaguarda/contrato/recursos/recurso';
import { useSessao } from '../../session/store';

export const OPCOES_POR_PAGINA = [10, 25, 50, 100];

/** Where a list keeps its user's choices (the prefix of its store keys) and what they are until chosen. */
export interface GuardaDaLista {
  prefixo: string;
  ordenacao: SortPayload;
  porPagina: number;
}

/** A list's per-user key in react-admin's store: `<prefixo>.<nome>.u<user id>`. */
export const chaveDaLista = (prefixo: string, nome: string, usuarioId: number | undefined): string => `${prefixo}.${nome}.u${usuarioId ?? 0}`;

export const ordenacaoPadrao = (recurso: Pick<Recurso, 'ordenacaoPadrao'>): SortPayload => ({
  field: recurso.ordenacaoPadrao.campo,
  order: recurso.ordenacaoPadrao.ordem === 'asc' ? 'ASC' : 'DESC',
});

/** A declared resource's list: keys under its route, the declaration's sort, 25 rows. */
export const guardaDoRecurso = (resource: string, recurso: Pick<Recurso, 'ordenacaoPadrao'>): GuardaDaLista => ({ prefixo: resource, ordenacao: ordenacaoPadrao(recurso), porPagina: PAGINA_RECURSO.padrao });

/** The sort the user last chose on this list (the list's default until then), per user. */
export function useOrdenacaoGuardada(g: GuardaDaLista) {
  const { usuario } = useSessao();
  return useStore<SortPayload>(chaveDaLista(g.prefixo, 'ordenacao', usuario?.id), g.ordenacao);
}

/** The rows per page the user last chose (the list's default until then); a value no longer offered falls back to it. */
export function usePorPaginaGuardado(g: GuardaDaLista) {
  const { usuario } = useSessao();
  const [valor, definir] = useStore<number>(chaveDaLista(g.prefixo, 'porPagina', usuario?.id), g.porPagina);
  return [OPCOES_POR_PAGINA.includes(valor) ? valor : g.porPagina, definir] as const;
}
