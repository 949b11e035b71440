import { envelope } from '../../api/envelope';
import { ResumoInicio, type FiltroDoNumero } from '../../api/inicio';
import type { DadosStart } from '../../api/start';
import type { Usuario } from '../../api/sessao';
import { requestJson } from '../../http';
import gestaoPedidos from '../../resources/vendas/gestao-pedidos';
import { valoresFiltroPadrao } from '../../resources/vendas/gestao-pedidos/filtroPadrao';

const Resposta = envelope(ResumoInicio);

export const CHAVE_RESUMO = ['inicio', 'resumo'] as const;

/** GET /v2/inicio/resumo, checked against the contract. */
export async function carregarResumo(signal?: AbortSignal): Promise<ResumoInicio> {
  return Resposta.parse(await requestJson<unknown>('/v2/inicio/resumo', { signal })).RES;
}

/**
 * The order list's address showing a figure's orders: the list's own defaults (sellers, payment
 * methods) with the figure's days and statuses, in the URL parameter react-admin reads its filter from.
 */
export function linkDaLista(filtro: FiltroDoNumero, usuario: Usuario | null, metadata: DadosStart | null): string {
  const valores = { ...valoresFiltroPadrao(usuario, metadata), ...filtro };
  return `${gestaoPedidos.route}?filter=${encodeURIComponent(JSON.stringify(valores))}`;
}
