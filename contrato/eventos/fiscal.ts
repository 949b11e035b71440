/** Fiscal documents issued or cancelled: the marketplaces wait for the key, the accountant for the month. */
import { z } from 'zod/mini';
import { defineEventos } from './definir';

const id = z.number().check(z.int(), z.positive());
/** The 44-digit access key of the document. */
const chaveAcesso = z.string().check(z.regex(/^\d{44}$/));

export const EVENTOS_FISCAIS = defineEventos({
  'nfce.emitida': {
    descricao: 'NFC-e emitida',
    chave: 'vendas_gestao_de_pedidos',
    payload: z.object({ id_pedido: id, id_seller: id, numero: id, serie: id, chave: chaveAcesso }),
  },
  'nfce.cancelada': {
    descricao: 'NFC-e cancelada',
    chave: 'vendas_gestao_de_pedidos',
    payload: z.object({ id_pedido: id, id_seller: id, numero: id, serie: id, chave: chaveAcesso }),
  },
});
