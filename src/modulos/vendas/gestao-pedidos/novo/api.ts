/** The manual order's calls (ROTAS_VENDA_MANUAL) and the register searches it uses, each answer checked against the contract. */
import { z } from 'zod/mini';
import {
  ROTAS_VENDA_MANUAL, type CarrinhoBody, type CartaoSalvo, type CobrarPedidoBody, type CriarPedidoManualBody, type PedidoManualCriado, type PrecoPedido,
  type SituacaoCobranca,
} from '@retaguarda/contrato/api/vendaManual';
import { RegistroBase } from '@retaguarda/contrato/recursos/esquemas';
import { clientes } from '@retaguarda/contrato/recursos/clientes';
import { rotasDoRecurso } from '@retaguarda/contrato/recursos/rotas';
import { requestRotaJson } from '../../../../http';

const R = ROTAS_VENDA_MANUAL;

export const cotar = async (c: CarrinhoBody, signal?: AbortSignal): Promise<PrecoPedido> => R.cotacao.resposta.parse(await requestRotaJson<unknown>(R.cotacao, { body: c, signal })).RES;

export const criarPedido = async (c: CriarPedidoManualBody): Promise<PedidoManualCriado> => R.criar.resposta.parse(await requestRotaJson<unknown>(R.criar, { body: c })).RES;

export const cobrarPedido = async (c: CobrarPedidoBody, chave: string): Promise<SituacaoCobranca> =>
  R.cobrar.resposta.parse(await requestRotaJson<unknown>(R.cobrar, { body: c, headers: { 'Idempotency-Key': chave } })).RES;

export const situacaoCobranca = async (id: number, signal?: AbortSignal): Promise<SituacaoCobranca> =>
  R.cobranca.resposta.parse(await requestRotaJson<unknown>(R.cobranca, { parametros: { id }, signal })).RES;

export const simularPagamento = async (id: number, idPagamento: number): Promise<SituacaoCobranca> =>
  R.simularPagamento.resposta.parse(await requestRotaJson<unknown>(R.simularPagamento, { parametros: { id, idPagamento } })).RES;

export async function cartoesDoCliente(idCliente: number, signal?: AbortSignal): Promise<CartaoSalvo[]> {
  const rota = { ...R.cartoes, caminho: `${R.cartoes.caminho}?id_cliente=${idCliente}` };
  return R.cartoes.resposta.parse(await requestRotaJson<unknown>(rota, { signal })).RES;
}

const ListaRegistros = z.object({ RES: z.array(RegistroBase) });

export interface ClienteEncontrado {
  id: number;
  nome: string;
  documento: string | null;
  email: string | null;
  telefone: string | null;
}

const texto = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** Clients of the group by name, CPF/CNPJ, e-mail or phone (the register's quick search). */
export async function buscarClientes(busca: string, signal?: AbortSignal): Promise<ClienteEncontrado[]> {
  const rota = rotasDoRecurso(clientes).consulta;
  const r = ListaRegistros.parse(await requestRotaJson<unknown>(rota, { body: { busca, limit: 10 }, signal }));
  return r.RES.map((c) => ({ id: c.id, nome: String(c.nome), documento: texto(c.documento), email: texto(c.email), telefone: texto(c.telefone) }));
}

export async function criarCliente(v: { nome: string; documento: string; telefone: string; email: string }): Promise<ClienteEncontrado> {
  const rota = rotasDoRecurso(clientes).criar;
  const corpo = { nome: v.nome, documento: v.documento, ...(v.telefone ? { telefone: v.telefone } : {}), ...(v.email ? { email: v.email } : {}) };
  const c = z.object({ RES: RegistroBase }).parse(await requestRotaJson<unknown>(rota, { body: corpo })).RES;
  return { id: c.id, nome: String(c.nome), documento: texto(c.documento), email: texto(c.email), telefone: texto(c.telefone) };
}

export interface ProdutoEncontrado {
  id: number;
  nome: string;
  sku: string;
  ean: string | null;
  /** Reais. */
  preco: number;
  disponivel: boolean;
  /** Units available in the chosen store (below zero when it sold beyond its stock). */
  estoque: number;
}

export interface ProdutosEncontrados {
  produtos: ProdutoEncontrado[];
  vendeSemEstoque: boolean;
}

/** Products by name, SKU or EAN (a scanner types the EAN and Enter), with the stock of the store `idSeller`. */
export async function buscarProdutos(busca: string, idSeller: number, signal?: AbortSignal): Promise<ProdutosEncontrados> {
  const r = R.produtos.resposta.parse(await requestRotaJson<unknown>(R.produtos, { body: { id_seller: idSeller, busca, limit: 10 }, signal })).RES;
  return {
    vendeSemEstoque: r.vende_sem_estoque,
    produtos: r.produtos.map((p) => ({ id: p.id, nome: p.nome, sku: p.sku, ean: p.ean, preco: p.preco, disponivel: p.a_venda, estoque: p.estoque_disponivel })),
  };
}
