import { useStore } from 'react-admin';
import { ORDENACAO_PADRAO } from '../../../dataProvider/pedidos';
import { chaveDaLista, type GuardaDaLista } from '../../../motorCadastros/lista/preferencias';
import { useSessao } from '../../../session/store';
import { POR_PAGINA_PADRAO } from './filtroPadrao';

/** The order list's on/off choices that outlive a visit, all off until the user turns them on. */
export type PreferenciaPedidos = 'filtros.aberto' | 'resumo.graficos' | 'resumo.detalhes';

/** The order list's sort and rows per page: newest first and 10 until the user picks (keys `pedidos.*.u<id>`). */
export const GUARDA_PEDIDOS: GuardaDaLista = { prefixo: 'pedidos', ordenacao: ORDENACAO_PADRAO, porPagina: POR_PAGINA_PADRAO };

/**
 * One choice kept in react-admin's store per user, like the table's columns: the filter form
 * and the charts each cost a download, so they stay closed until asked for, then stay as left.
 */
export function usePreferenciaPedidos(nome: PreferenciaPedidos) {
  const { usuario } = useSessao();
  return useStore<boolean>(chaveDaLista(GUARDA_PEDIDOS.prefixo, nome, usuario?.id), false);
}
