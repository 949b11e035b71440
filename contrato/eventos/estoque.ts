/** Stock facts the alerts and purchasing react to. */
import { z } from 'zod/mini';
import { defineEventos } from './definir';

const id = z.number().check(z.int(), z.positive());

export const EVENTOS_ESTOQUE = defineEventos({
  'estoque.abaixo_minimo': {
    descricao: 'Estoque abaixo do mínimo',
    chave: 'estoque_gestao_de_estoque',
    // integers of the product's unit, as estoque_saldos keeps them; saldo is what the position
    // screen compares with the minimum: units on hand less those reserved for paid orders
    payload: z.object({ id_produto: id, id_seller: id, saldo: z.number().check(z.int()), minimo: z.number().check(z.int()) }),
  },
});
