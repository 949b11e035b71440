import type { FiltroDoNumero } from '@retaguarda/contrato/api/inicio';
import type { DadosStart } from '@retaguarda/contrato/api/start';
import type { Usuario } from '@retaguarda/contrato/api/sessao';
import gestaoPedidos from '../../modulos/vendas/gestao-pedidos';
import { valoresFiltroPadrao } from '../../modulos/vendas/gestao-pedidos/filtroPadrao';

export const CHAVE_RESUMO = ['inicio', 'resumo'] as const;

/**
 * The order list's address showing a figure's orders: the list's own defaults (sellers, payment
 * methods) with the figure's days and statuses, in the URL parameter react-admin reads its filter from.
 */
export function linkDaLista(filtro: FiltroDoNumero, usuario: Usuario | null, metadata: DadosStart | null): string {
  const valores = { ...valoresFiltroPadrao(usuario, metadata), ...filtro };
  return `${gestaoPedidos.route}?filter=${encodeURIComponent(JSON.stringify(valores))}`;
}
