import { z } from 'zod/mini';

export const Seller = z.object({ id_pessoa: z.int().check(z.positive()), nome: z.string() });
export type Seller = z.infer<typeof Seller>;

export const StatusPedido = z.object({ id: z.int().check(z.positive()), descricao: z.string() });
export type StatusPedido = z.infer<typeof StatusPedido>;

export const FormaPagto = z.object({ id: z.int().check(z.positive()), descricao: z.string() });
export type FormaPagto = z.infer<typeof FormaPagto>;

/** Answer of GET /v2/config/erp/dados-start: the metadata the panel keeps with the user. */
export const DadosStart = z.object({
  sellers: z.array(Seller),
  status_pedido_venda: z.array(StatusPedido),
  forma_pagto: z.array(FormaPagto),
});
export type DadosStart = z.infer<typeof DadosStart>;
