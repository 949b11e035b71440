import { useStore, type SortPayload } from 'react-admin';
import { ORDENACAO_PADRAO } from '../../../dataProvider/pedidos';
import { useSessao } from '../../../session/store';
import { OPCOES_POR_PAGINA, POR_PAGINA_PADRAO } from './filtroPadrao';

/** The order list's on/off choices that outlive a visit, all off until the user turns them on. */
export type PreferenciaPedidos = 'filtros.aberto' | 'resumo.graficos' | 'resumo.detalhes';

export const chavePreferencia = (nome: PreferenciaPedidos | 'ordenacao' | 'porPagina', usuarioId: number | undefined): string =>
  `pedidos.${nome}.u${usuarioId ?? 0}`;

/**
 * One choice kept in react-admin's store per user, like the table's columns: the filter form
 * and the charts each cost a download, so they stay closed until asked for, then stay as left.
 */
export function usePreferenciaPedidos(nome: PreferenciaPedidos) {
  const { usuario } = useSessao();
  return useStore<boolean>(chavePreferencia(nome, usuario?.id), false);
}

/** The order the user last sorted the list by (newest first until then). */
export function useOrdenacaoGuardada() {
  const { usuario } = useSessao();
  return useStore<SortPayload>(chavePreferencia('ordenacao', usuario?.id), ORDENACAO_PADRAO);
}

/** The rows per page the user last chose (10 until then); a value no longer offered falls back to 10. */
export function usePorPaginaGuardado() {
  const { usuario } = useSessao();
  const [valor, definir] = useStore<number>(chavePreferencia('porPagina', usuario?.id), POR_PAGINA_PADRAO);
  return [OPCOES_POR_PAGINA.includes(valor) ? valor : POR_PAGINA_PADRAO, definir] as const;
}
