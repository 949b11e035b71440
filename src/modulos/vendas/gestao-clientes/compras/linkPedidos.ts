import { formatCpfCnpj } from '@retaguarda/contrato/br/documentosExibicao';

const LISTA_PEDIDOS = '/vendas/gestao-pedidos';

/**
 * The order list showing every order of the client: its quick search with the client's document
 * (masked, so it reads as a CPF or CNPJ and never as an order number), no period. The list has
 * no client filter of its own; the search by document finds the client's orders through the
 * clients' document index.
 */
export function linkPedidosDoCliente(documento: string): string {
  return `${LISTA_PEDIDOS}?filter=${encodeURIComponent(JSON.stringify({ busca: formatCpfCnpj(documento) }))}`;
}

/** One order's page. */
export const linkDoPedido = (id: number): string => `${LISTA_PEDIDOS}/${id}`;
