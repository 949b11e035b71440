/**
 * The manual order's calls that do more than pass through the channel: the register searches it
 * uses (the engine's routes carry no answer schema, so this screen gives the one it reads) mapped
 * to what the form shows, and the saved cards' query string. The others are called by the screens.
 */
import { ROTAS_VENDA_MANUAL, type CartaoSalvo } from '@retaguarda/contrato/api/vendaManual';
import type { CanalApi } from '../../../../http/canal';

const R = ROTAS_VENDA_MANUAL;

/** The client's saved cards: the route takes the client in its query string, which the contract's path does not carry. */
export const cartoesDoCliente = (canal: CanalApi, idCliente: number, signal?: AbortSignal): Promise<CartaoSalvo[]> =>
  canal.chamar({ ...R.cartoes, caminho: `${R.cartoes.caminho}?id_cliente=${idCliente}` }, { signal });

/*
 * The client register's schemas (every field and filter of the engine's register) are only needed
 * once a client is searched for or created: they load then, not with the order's first view.
 */
const rotasClientes = () => import('./rotasClientes');

export interface ClienteEncontrado {
  id: number;
  nome: string;
  documento: string | null;
  email: string | null;
  telefone: string | null;
}

const texto = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** Clients of the group by name, CPF/CNPJ, e-mail or phone (the register's quick search). */
export async function buscarClientes(canal: CanalApi, busca: string, signal?: AbortSignal): Promise<ClienteEncontrado[]> {
  const { consultaClientes } = await rotasClientes();
  const r = await canal.chamar(consultaClientes, { corpo: { busca, limit: 10 }, signal });
  return r.map((c) => ({ id: c.id, nome: String(c.nome), documento: texto(c.documento), email: texto(c.email), telefone: texto(c.telefone) }));
}

export async function criarCliente(canal: CanalApi, v: { nome: string; documento: string; telefone: string; email: string }): Promise<ClienteEncontrado> {
  const corpo = { nome: v.nome, documento: v.documento, ...(v.telefone ? { telefone: v.telefone } : {}), ...(v.email ? { email: v.email } : {}) };
  const { criacaoCliente } = await rotasClientes();
  const c = await canal.chamar(criacaoCliente, { corpo });
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
export async function buscarProdutos(canal: CanalApi, busca: string, idSeller: number, signal?: AbortSignal): Promise<ProdutosEncontrados> {
  const r = await canal.chamar(R.produtos, { corpo: { id_seller: idSeller, busca, limit: 10 }, signal });
  return {
    vendeSemEstoque: r.vende_sem_estoque,
    produtos: r.produtos.map((p) => ({ id: p.id, nome: p.nome, sku: p.sku, ean: p.ean, preco: p.preco, disponivel: p.a_venda, estoque: p.estoque_disponivel })),
  };
}
