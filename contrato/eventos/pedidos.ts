/** What happens to an order: others (alerts, integrations, the live screens) react to these. */
import { z } from 'zod/mini';
import { CANAL_CODES } from '../api/catalogos';
import { FORMAS_VENDA_MANUAL } from '../api/vendaManual';
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
    payload: z.object({ id_pedido: id, id_seller: id, id_pagamento: id, forma: z.enum(FORMAS_VENDA_MANUAL), valor: centavos }),
  },
  'pagamento.recusado': {
    descricao: 'Pagamento recusado',
    chave: 'vendas_gestao_de_pedidos',
    // motivo: 'expirado' for a Pix or boleto left unpaid past its limit, else the acquirer's reason as the clerk reads it
    payload: z.object({ id_pedido: id, id_seller: id, id_pagamento: id, forma: z.enum(FORMAS_VENDA_MANUAL), valor: centavos, motivo: z.string().check(z.minLength(1)) }),
  },
});
