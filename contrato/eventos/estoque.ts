/** Stock facts the alerts and purchasing react to. */
import { z } from 'zod/mini';
import { defineEventos } from './definir';

const id = z.number().check(z.int(), z.positive());

export const EVENTOS_ESTOQUE = defineEventos({
  'estoque.abaixo_minimo': {
    descricao: 'Estoque abaixo do mínimo',
    chave: 'estoque_gestao_de_estoque',
    // quantities as the stock tables keep them (integers of the product's unit)
    payload: z.object({ id_produto: id, id_seller: id, saldo: z.number().check(z.int()), minimo: z.number().check(z.int()) }),
  },
});
