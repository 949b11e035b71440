import { z } from 'zod/mini';
import { LIMITES_LISTA, listaLimitada } from './listas';

export const Seller = z.object({ id_pessoa: z.int().check(z.positive()), nome: z.string() });
export type Seller = z.infer<typeof Seller>;

export const StatusPedido = z.object({ id: z.int().check(z.positive()), descricao: z.string() });
export type StatusPedido = z.infer<typeof StatusPedido>;

export const FormaPagto = z.object({ id: z.int().check(z.positive()), descricao: z.string() });
export type FormaPagto = z.infer<typeof FormaPagto>;

/** Answer of GET /v2/config/erp/dados-start: the metadata the panel keeps with the user. */
export const DadosStart = z.object({
  sellers: listaLimitada(Seller, LIMITES_LISTA.sellers),
  status_pedido_venda: listaLimitada(StatusPedido, LIMITES_LISTA.catalogo),
  forma_pagto: listaLimitada(FormaPagto, LIMITES_LISTA.catalogo),
});
export type DadosStart = z.infer<typeof DadosStart>;
