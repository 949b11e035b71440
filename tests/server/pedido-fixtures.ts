import type { LightMyRequestResponse } from 'fastify';
import type { Canal, TipoEntrega } from '@retaguarda/contrato/api/catalogos';
import { registrarPedido } from '../../server/modulos/pedidos/consultas/novo-pedido';
import { movimentar } from '../../server/modulos/estoque/regras/movimentar';
import { transacao } from '../../server/db/transacao';
import { SELLERS_DEMO } from '../../server/db/seed/cadastros';
import { VERSAO, type TestApp } from './helpers';

export interface NovoPedidoTeste {
  canal?: Canal;
  id_status: number;
  id_seller?: number;
  id_forma_pagto?: number;
  id_cliente?: number | null;
  /** Absent: a store sale is a counter sale, any other order ships. */
  tipo_entrega?: TipoEntrega;
}

/**
 * Units on the shelf for an order a test will walk through the workflow (the demo sold some
 * products out): an adjustment in, as staff would make one.
 */
export async function abastecer(t: TestApp, idSeller: number, idsProduto: readonly number[], quantidade = 20): Promise<void> {
  await transacao(t.db.kysely, async (trx) => {
    for (const id_produto of idsProduto) {
      await movimentar(trx, { id_seller: idSeller, id_produto, tipo: 'ajuste_entrada', local: 'loja', quantidade, motivo: 'Reposição para o teste', id_usuario: null, em: t.relogio.agora.getTime() });
    }
  });
}

/**
 * An order written the one way orders are written (registrarPedido: order, items and per-day
 * summary together), from the demo's products: 2 × product 1 and 1 × product 2, R$ 1,00 off,
 * R$ 12,90 freight on web orders.
 */
export async function novoPedido(t: TestApp, p: NovoPedidoTeste): Promise<{ id: number; version: number }> {
  const canal = p.canal ?? 'loja';
  const precos = (await t.sql.todas('SELECT id, preco_centavos FROM products WHERE id IN (1, 2) ORDER BY id')) as { id: number; preco_centavos: number }[];
  const idSeller = p.id_seller ?? (canal === 'ecommerce' || canal === 'marketplace' ? 3 : 1);
  await abastecer(t, idSeller, [1, 2]);
  const id = await registrarPedido(t.db.kysely, {
    id_seller: idSeller,
    id_cliente: p.id_cliente === undefined ? 1 : p.id_cliente,
    canal,
    id_status: p.id_status,
    id_forma_pagto: p.id_forma_pagto ?? 1,
    data_pedido: t.relogio.agora,
    itens: precos.map((pr, i) => ({ id_produto: pr.id, quantidade: i === 0 ? 2 : 1, preco_unitario: pr.preco_centavos })),
    valor_desconto: 100,
    valor_frete: canal === 'ecommerce' || canal === 'marketplace' ? 1290 : 0,
    tipo_entrega: p.tipo_entrega,
  });
  return { id, version: 1 };
}

/** An order of the other group's seller (Parceira Campinas). */
export const SELLER_OUTRO_GRUPO = SELLERS_DEMO.find((s) => s.id_grupo !== 1)?.id ?? 5;

export function pedir(t: TestApp, cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, headers: { cookie, ...VERSAO }, ...(payload ? { payload } : {}) });
}

/** The per-day summary must equal a fresh recomputation from the orders (empty cells aside). */
export async function resumoConfere(t: TestApp): Promise<{ guardado: unknown[]; recalculado: unknown[] }> {
  const todos = (q: string) => t.sql.todas(q);
  return {
    guardado: await todos('SELECT * FROM orders_daily WHERE quantidade != 0 ORDER BY 1, 2, 3, 4'),
    recalculado: await todos(`SELECT id_seller, dia_sp, id_status, id_forma_pagto, COUNT(*) quantidade, SUM(valor_total) valor_total FROM orders
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
  };
}
