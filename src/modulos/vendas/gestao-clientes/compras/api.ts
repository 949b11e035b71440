import type { ComprasDeUmCliente, ComprasDoCliente } from '@retaguarda/contrato/api/clientesVendas';
import { ROTAS_CLIENTES_VENDAS } from '@retaguarda/contrato/api/clientesVendas';
import { requestRotaJson } from '../../../../http';

const { compras, doCliente } = ROTAS_CLIENTES_VENDAS;

/** PUT /v2/vendas/clientes/compras: the figures of a page of clients, checked against the contract. */
export async function carregarComprasDaPagina(ids: readonly number[], signal?: AbortSignal): Promise<ComprasDoCliente[]> {
  return compras.resposta.parse(await requestRotaJson<unknown>(compras, { body: { ids }, signal })).RES.clientes;
}

/** GET /v2/vendas/clientes/:id/compras. */
export async function carregarComprasDoCliente(id: number, signal?: AbortSignal): Promise<ComprasDeUmCliente> {
  return doCliente.resposta.parse(await requestRotaJson<unknown>(doCliente, { parametros: { id }, signal })).RES;
}
