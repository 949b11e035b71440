/**
 * Orders written into the real server's test database, the way the server writes them
 * (registrarPedido: order, items and per-day summary together), with the detail's extras the
 * seed adds for its own orders (delivery address, creation entry in the history). Values are
 * fixed so the tests can assert what the screen shows.
 */
import type { Canal, TipoEntrega } from '@retaguarda/contrato/api/catalogos';
import { registrarPedido } from '../../server/modulos/pedidos/consultas/novo-pedido';
import { movimentar } from '../../server/modulos/estoque/regras/movimentar';
import type { ServidorReal } from './servidorReal';

/** Demo sellers (server/db/seed/cadastros.ts): 1 Loja Centro and 3 Retaguarda Online are in the demo group, 5 is not. */
export const SELLER = { lojaCentro: 1, online: 3, outroGrupo: 5 } as const;

export const CLIENTE = { nome: 'Maria Oliveira', cpf: '52998224725', email: 'maria@exemplo.com.br', telefone: '11987654321' };

export const ENTREGA = { cep: '01310100', logradouro: 'Avenida Paulista', numero: '1000', complemento: 'Apto 12', bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'SP' };

const PRODUTOS = [
  { sku: 'CAM-001', nome: 'Camiseta básica', preco_centavos: 4990, quantidade: 2 },
  { sku: 'CAN-002', nome: 'Caneca de cerâmica', preco_centavos: 4000, quantidade: 1 },
];

export interface NovoPedidoPainel {
  canal?: Canal;
  /** How the goods reach the customer (the server's default for the channel unless given). */
  tipo_entrega?: TipoEntrega;
  id_status?: number;
  id_seller?: number;
  /** The delivery address (web orders get ENTREGA unless null). */
  entrega?: typeof ENTREGA | null;
  observacao_interna?: string | null;
  /** The history's creation entry (by the system, at the order's time); false for none. */
  criacao?: string | false;
  /** When the order was placed; the server's "now" by default. */
  data?: Date;
  /** Another client than CLIENTE (added once per database, by CPF). */
  cliente?: { nome: string; cpf: string };
  /** The payment method (Pix by default). */
  id_forma_pagto?: number;
  /** How many shirts and mugs (2 and 1 by default): a dearer order for the thousands separator. */
  quantidades?: readonly [camisetas: number, canecas: number];
}

function idDe(real: ServidorReal, sql: string, ...args: (string | number)[]): number | undefined {
  const linha = real.db.sqlite.prepare(sql).get(...args) as { id: number } | undefined;
  return linha?.id;
}

/** The client (CLIENTE unless given) and the fixed products, added once per database. */
function cadastros(real: ServidorReal, c: { nome: string; cpf: string; email?: string; telefone?: string } = CLIENTE): { cliente: number; produtos: { id: number; preco: number }[] } {
  const sqlite = real.db.sqlite;
  let cliente = idDe(real, 'SELECT id FROM clients WHERE cpf = ?', c.cpf);
  // A client of the demo group, where every order of these tests is made.
  cliente ??= Number(
    sqlite
      .prepare('INSERT INTO clients (id_grupo, nome, cpf, email, telefone) VALUES ((SELECT id_grupo FROM sellers WHERE id = ?), ?, ?, ?, ?)')
      .run(SELLER.lojaCentro, c.nome, c.cpf, c.email ?? null, c.telefone ?? null).lastInsertRowid,
  );
  const produtos = PRODUTOS.map((p) => {
    const id = idDe(real, 'SELECT id FROM products WHERE sku = ?', p.sku) ?? Number(sqlite.prepare('INSERT INTO products (id_grupo, sku, nome, preco_centavos, ncm) VALUES ((SELECT id_grupo FROM sellers WHERE id = ?), ?, ?, ?, ?)').run(SELLER.lojaCentro, p.sku, p.nome, p.preco_centavos, '61091000').lastInsertRowid);
    return { id, preco: p.preco_centavos };
  });
  return { cliente, produtos };
}

/**
 * An order of Maria Oliveira: 2 × Camiseta básica (R$ 49,90) and 1 × Caneca de cerâmica (R$ 40,00),
 * R$ 5,00 off, R$ 15,90 freight on web orders (total R$ 150,70; R$ 134,80 at the counter).
 * By default an e-commerce order awaiting payment by Pix shipped to ENTREGA, created by the site.
 */
export async function gravarPedido(real: ServidorReal, p: NovoPedidoPainel = {}): Promise<number> {
  const canal = p.canal ?? 'ecommerce';
  const web = canal === 'ecommerce' || canal === 'marketplace';
  const { cliente, produtos } = cadastros(real, p.cliente);
  const data = p.data ?? real.relogio.agora;
  const id_status = p.id_status ?? 1;
  const idSeller = p.id_seller ?? (web ? SELLER.online : SELLER.lojaCentro);
  // units on the shelf, so a test can walk the order through the workflow (the demo sells some products out)
  await real.db.kysely.transaction().execute(async (trx) => {
    for (const pr of produtos) {
      await movimentar(trx, { id_seller: idSeller, id_produto: pr.id, tipo: 'ajuste_entrada', local: 'loja', quantidade: 20, motivo: 'Reposição para o teste', id_usuario: null, em: data.getTime() });
    }
  });
  const id = await registrarPedido(real.db.kysely, {
    id_seller: idSeller,
    id_cliente: cliente,
    canal,
    ...(p.tipo_entrega ? { tipo_entrega: p.tipo_entrega } : {}),
    id_status,
    id_forma_pagto: p.id_forma_pagto ?? 1,
    data_pedido: data,
    itens: produtos.map((pr, i) => ({ id_produto: pr.id, quantidade: p.quantidades?.[i] ?? PRODUTOS[i].quantidade, preco_unitario: pr.preco })),
    valor_desconto: 500,
    valor_frete: web ? 1590 : 0,
  });
  const entrega = p.entrega === undefined ? (web ? ENTREGA : null) : p.entrega;
  const sqlite = real.db.sqlite;
  if (entrega) {
    sqlite
      .prepare('INSERT INTO order_deliveries (id_pedido, cep, logradouro, numero, complemento, bairro, cidade, uf) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(id, entrega.cep, entrega.logradouro, entrega.numero, entrega.complemento, entrega.bairro, entrega.cidade, entrega.uf);
  }
  if (p.observacao_interna) sqlite.prepare('UPDATE orders SET observacao_interna = ? WHERE id = ?').run(p.observacao_interna, id);
  if (p.criacao !== false) {
    sqlite
      .prepare('INSERT INTO order_status_history (id_pedido, de_status, para_status, id_usuario, em, observacao) VALUES (?, NULL, ?, NULL, ?, ?)')
      .run(id, id_status, data.getTime(), p.criacao ?? 'Pedido criado no site');
  }
  return id;
}

/** The order as the server holds it now (the columns a test reads back). */
export function noBanco(real: ServidorReal, id: number) {
  return real.db.sqlite
    .prepare('SELECT id_status, version, observacao_interna, nfce_numero, nfce_serie, nfce_chave, nfce_cancelada_em FROM orders WHERE id = ?')
    .get(id) as { id_status: number; version: number; observacao_interna: string | null; nfce_numero: number | null; nfce_serie: number | null; nfce_chave: string | null; nfce_cancelada_em: number | null };
}

/** The delivery address as the server holds it. */
export function entregaNoBanco(real: ServidorReal, id: number) {
  return real.db.sqlite.prepare('SELECT cep, logradouro, numero, complemento, bairro, cidade, uf FROM order_deliveries WHERE id_pedido = ?').get(id) as typeof ENTREGA | undefined;
}
