/**
 * The manual order's product search: the products register's quick search (name, SKU or EAN) with
 * what a clerk needs while selling — the price, whether it is on sale and the units the chosen
 * store has available — and whether that store sells without stock. Documented in docs/api.md,
 * 'Pedido manual', "PUT …/manual/produtos".
 */
import { z } from 'zod/mini';
import type { Endpoint } from '../modulos/declaracao';
import { envelope } from './envelope';
import { idPositivo } from './ids';
import { listaLimitada } from './listas';

export const LIMITES_BUSCA_PRODUTOS_VENDA = { termo: 100, resultados: 20 } as const;

export const BuscaProdutosVendaBody = z.object({
  id_seller: idPositivo('Escolha a loja'),
  busca: z.string({ error: 'Digite o nome, o SKU ou o código de barras' }).check(
    z.trim(),
    z.minLength(1, { error: 'Digite o nome, o SKU ou o código de barras' }),
    z.maxLength(LIMITES_BUSCA_PRODUTOS_VENDA.termo, { error: `No máximo ${LIMITES_BUSCA_PRODUTOS_VENDA.termo} caracteres` }),
  ),
  limit: z._default(z.int().check(z.minimum(1), z.maximum(LIMITES_BUSCA_PRODUTOS_VENDA.resultados)), 10),
});
export type BuscaProdutosVendaBody = z.input<typeof BuscaProdutosVendaBody>;

export const ProdutoParaVenda = z.object({
  id: z.int(),
  nome: z.string(),
  sku: z.string(),
  ean: z.nullable(z.string()),
  /** Reais. */
  preco: z.number(),
  /** Active and on sale (or a launch): what the cart accepts. */
  a_venda: z.boolean(),
  /** Units on hand and not reserved in the chosen store; below zero when it sold beyond its stock. */
  estoque_disponivel: z.int(),
});
export type ProdutoParaVenda = z.infer<typeof ProdutoParaVenda>;

export const ProdutosParaVenda = z.object({
  /** The store's 'vender sem estoque': a line beyond the stock is sold anyway, the balance going negative. */
  vende_sem_estoque: z.boolean(),
  produtos: listaLimitada(ProdutoParaVenda, LIMITES_BUSCA_PRODUTOS_VENDA.resultados),
});
export type ProdutosParaVenda = z.infer<typeof ProdutosParaVenda>;

export const ROTA_PRODUTOS_VENDA_MANUAL = {
  metodo: 'PUT',
  caminho: '/v2/pedidos-smart/vendas/erp/manual/produtos',
  corpo: BuscaProdutosVendaBody,
  resposta: envelope(ProdutosParaVenda),
  acesso: { chave: 'vendas_gestao_de_pedidos' },
  escopo: 'grupo',
} as const satisfies Endpoint;
