import type { FiltroPedidos } from '@retaguarda/contrato/api/pedidos';
import type { ListasPadrao } from '../../../dataProvider/pedidos';
import type { Usuario } from '@retaguarda/contrato/api/sessao';
import type { DadosStart } from '@retaguarda/contrato/api/start';
import { hojeBR, ontemBR } from '@retaguarda/contrato/br/dates';

export const POR_PAGINA_PADRAO = 10;

/** The filter fields without pagination: what the list keeps in the URL. */
export type ValoresFiltro = Omit<FiltroPedidos, 'page' | 'limit'>;

/** SPEC section 9: all sellers of the metadata, else the user's group, else the user's own seller. */
export function sellersPadrao(usuario: Usuario | null, metadata: DadosStart | null): number[] {
  if (metadata && metadata.sellers.length > 0) return metadata.sellers.map((s) => s.id_pessoa);
  if (usuario && usuario.id_sellers_mesmo_grupo.length > 0) return [...usuario.id_sellers_mesmo_grupo];
  return usuario ? [usuario.id_seller] : [];
}

/**
 * The order list defaults (SPEC section 9): page 1, 10 per page, orders from yesterday to today
 * in São Paulo, and every seller, status and payment method the user can see.
 */
export function filtroPadrao(
  usuario: Usuario | null,
  metadata: DadosStart | null,
  agora: Date | number = Date.now(),
): FiltroPedidos {
  return {
    page: 1,
    limit: POR_PAGINA_PADRAO,
    id_pessoa: sellersPadrao(usuario, metadata),
    data_from_pedido: ontemBR(agora),
    data_to_pedido: hojeBR(agora),
    status_pedido: metadata?.status_pedido_venda.map((s) => s.id) ?? [],
    forma_pagto: metadata?.forma_pagto.map((f) => f.id) ?? [],
  };
}

/** The full lists a multi-select with nothing chosen stands for, sent in every request body. */
export function listasPadrao(usuario: Usuario | null, metadata: DadosStart | null): ListasPadrao {
  const { id_pessoa, status_pedido, forma_pagto } = filtroPadrao(usuario, metadata);
  return { id_pessoa: id_pessoa ?? [], status_pedido: status_pedido ?? [], forma_pagto: forma_pagto ?? [] };
}

/**
 * The defaults as react-admin filter values (pagination lives apart, in page and perPage): the
 * period only. Sellers, statuses and payment methods start with nothing chosen, which on screen
 * reads 'all' and in the body becomes the full lists (listasPadrao), so that ticking 'Pago'
 * means only Pago.
 */
export function valoresFiltroPadrao(usuario: Usuario | null, metadata: DadosStart | null, agora?: Date | number): ValoresFiltro {
  const { data_from_pedido, data_to_pedido } = filtroPadrao(usuario, metadata, agora);
  return { data_from_pedido, data_to_pedido };
}
