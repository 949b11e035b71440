/** What happens to an order: others (alerts, integrations, the live screens) react to these. */
import { z } from 'zod/mini';
import { CANAL_CODES } from '../api/catalogos';
import { defineEventos } from './definir';

const id = z.number().check(z.int(), z.positive());
const centavos = z.number().check(z.int());

export const EVENTOS_PEDIDOS = defineEventos({
  'pedido.criado': {
    descricao: 'Pedido criado',
    chave: 'vendas_gestao_de_pedidos',
    payload: z.object({ id_pedido: id, id_seller: id, canal: z.enum(CANAL_CODES), valor_total: centavos }),
  },
  'pedido.status_alterado': {
    descricao: 'Status do pedido alterado',
    chave: 'vendas_gestao_de_pedidos',
    payload: z.object({ id_pedido: id, id_seller: id, de: id, para: id }),
  },
  'pagamento.aprovado': {
    descricao: 'Pagamento aprovado',
    chave: 'vendas_gestao_de_pedidos',
    payload: z.object({ id_pedido: id, id_seller: id, id_pagamento: id, forma: z.string(), valor: centavos }),
  },
  'pagamento.recusado': {
    descricao: 'Pagamento recusado',
    chave: 'vendas_gestao_de_pedidos',
    payload: z.object({ id_pedido: id, id_seller: id, id_pagamento: id, forma: z.string(), valor: centavos, motivo: z.string() }),
  },
});
