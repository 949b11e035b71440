import { useStore } from 'react-admin';
import { useSessao } from '../../../session/store';

/** The order list's on/off choices that outlive a visit, both off until the user turns them on. */
export type PreferenciaPedidos = 'filtros.aberto' | 'resumo.graficos';

export const chavePreferencia = (nome: PreferenciaPedidos, usuarioId: number | undefined): string =>
  `pedidos.${nome}.u${usuarioId ?? 0}`;

/**
 * One choice kept in react-admin's store per user, like the table's columns: the filter form
 * and the charts each cost a download, so they stay closed until asked for, then stay as left.
 */
export function usePreferenciaPedidos(nome: PreferenciaPedidos) {
  const { usuario } = useSessao();
  return useStore<boolean>(chavePreferencia(nome, usuario?.id), false);
}
