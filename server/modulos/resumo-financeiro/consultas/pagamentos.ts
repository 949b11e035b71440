/**
 * The payments whose card brand and installments are known: a manual sale's approved payments
 * (pagamentos_pedido; no other sale keeps them). Only this table knows them, so the estimate reads
 * it, driven by the approved payments and joined to their order for its day, store, status and
 * method; it holds manual sales only, a small share of the orders.
 */
import type { Kysely } from 'kysely';
import type { FormaRecebimento } from '@retaguarda/contrato/recursos/taxasRecebimento';
import { STATUS_FATURAMENTO } from '@retaguarda/contrato/relatorios/medidas';
import type { DB } from '../../../db/schema';
import type { Recorte } from './movimento';

/** A manual sale's way of paying as the rules name it. */
const FORMA_DO_PAGAMENTO: Readonly<Record<string, FormaRecebimento>> = {
  cartao_credito: 'credito',
  cartao_debito: 'debito',
  pix: 'pix',
  dinheiro: 'dinheiro',
  boleto: 'boleto',
};

export interface PagamentoConhecido {
  id_pedido: number;
  /** The order's day, store and method: the summary cell it sits in. */
  dia: string;
  loja: number;
  id_forma_pagto: number;
  forma: FormaRecebimento;
  bandeira: string | null;
  parcelas: number;
  /** Centavos of the order it covers (card interest apart). */
  valor: number;
  /** Epoch ms it was paid (or made, when the notice kept no time). */
  em: number;
}

/** Most payments one estimate reads; a group past it is estimated from the summaries for the rest. */
const MAXIMO_PAGAMENTOS = 50_000;

/** The approved payments of the orders that count whose order falls in the recorte. */
export async function pagamentosConhecidos(db: Kysely<DB>, r: Recorte): Promise<PagamentoConhecido[]> {
  if (r.sellers.length === 0) return [];
  const linhas = await db
    .selectFrom('pagamentos_pedido as p')
    .innerJoin('orders as o', 'o.id', 'p.id_pedido')
    .select(['p.id_pedido', 'o.dia_sp', 'o.id_seller', 'o.id_forma_pagto', 'p.forma', 'p.bandeira', 'p.parcelas', 'p.valor', 'p.pago_em', 'p.criado_em'])
    .where('p.situacao', '=', 'aprovado')
    .where('o.id_seller', 'in', [...r.sellers])
    .where('o.dia_sp', '>=', r.de)
    .where('o.dia_sp', '<=', r.ate)
    .where('o.id_status', 'in', [...STATUS_FATURAMENTO])
    .orderBy('p.id')
    .limit(MAXIMO_PAGAMENTOS)
    .execute();
  return linhas.flatMap((l) => {
    const forma = FORMA_DO_PAGAMENTO[l.forma];
    if (!forma) return [];
    return [
      {
        id_pedido: Number(l.id_pedido),
        dia: l.dia_sp,
        loja: Number(l.id_seller),
        id_forma_pagto: Number(l.id_forma_pagto),
        forma,
        bandeira: l.bandeira,
        parcelas: Math.max(1, Number(l.parcelas ?? 1)),
        valor: Number(l.valor),
        em: Number(l.pago_em ?? l.criado_em),
      },
    ];
  });
}
