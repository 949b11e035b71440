import type { ResumoInicio, FiltroDoNumero } from '@retaguarda/contrato/api/inicio';
import { ROTAS_INICIO } from '@retaguarda/contrato/api/rotasEntrada';
import type { DadosStart } from '@retaguarda/contrato/api/start';
import type { Usuario } from '@retaguarda/contrato/api/sessao';
import { requestRotaJson } from '../../http';
import gestaoPedidos from '../../modulos/vendas/gestao-pedidos';
import { valoresFiltroPadrao } from '../../modulos/vendas/gestao-pedidos/filtroPadrao';

const Resposta = ROTAS_INICIO.resumo.resposta;

export const CHAVE_RESUMO = ['inicio', 'resumo'] as const;

/** GET /v2/inicio/resumo, checked against the contract. */
export async function carregarResumo(signal?: AbortSignal): Promise<ResumoInicio> {
  return Resposta.parse(await requestRotaJson<unknown>(ROTAS_INICIO.resumo, { signal })).RES;
}

/**
 * The order list's address showing a figure's orders: the list's own defaults (sellers, payment
 * methods) with the figure's days and statuses, in the URL parameter react-admin reads its filter from.
 */
export function linkDaLista(filtro: FiltroDoNumero, usuario: Usuario | null, metadata: DadosStart | null): string {
  const valores = { ...valoresFiltroPadrao(usuario, metadata), ...filtro };
  return `${gestaoPedidos.route}?filter=${encodeURIComponent(JSON.stringify(valores))}`;
}
