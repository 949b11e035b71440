/**
 * A new purchase order opened from the purchase suggestions (TelaSugestoesCompra): the supplier,
 * the store and the ticked lines travel in the router's state to /compras/pedidos-compra/novo,
 * whose form starts from them. Nothing is saved until the buyer saves the draft there.
 */
import { z } from 'zod/mini';
import { formatDecimalBR } from '@retaguarda/contrato/br/decimal';
import { novaLinha, type ValoresForm } from './FormPedidoCompra';

export const RascunhoDeSugestoes = z.object({
  /** Null for products without a usual supplier: the buyer picks one on the form. */
  id_fornecedor: z.nullable(z.number()),
  fornecedor: z.nullable(z.string()),
  id_seller: z.number(),
  itens: z.array(z.object({ id_produto: z.number(), produto: z.string(), quantidade: z.number(), custo_unitario: z.number() })),
});
export type RascunhoDeSugestoes = z.infer<typeof RascunhoDeSugestoes>;

/** The router state as TelaSugestoesCompra sends it. */
export const estadoComRascunho = (sugestoes: RascunhoDeSugestoes) => ({ sugestoes });

/** The draft in the router's state, or null when the form was opened otherwise (the state is the browser's: checked, not trusted). */
export function rascunhoDoEstado(estado: unknown): RascunhoDeSugestoes | null {
  const r = z.object({ sugestoes: RascunhoDeSugestoes }).safeParse(estado);
  return r.success && r.data.sugestoes.itens.length > 0 ? r.data.sugestoes : null;
}

export function valoresDoRascunho(r: RascunhoDeSugestoes): ValoresForm {
  return {
    fornecedor: r.id_fornecedor === null ? null : { id: r.id_fornecedor, titulo: r.fornecedor ?? `Fornecedor ${r.id_fornecedor}` },
    loja: r.id_seller,
    previsao: null,
    condicoes: '',
    observacao: '',
    linhas: r.itens.map((i) => ({ ...novaLinha(), produto: { id: i.id_produto, titulo: i.produto }, quantidade: String(i.quantidade), custo: formatDecimalBR(i.custo_unitario, 2) })),
  };
}
