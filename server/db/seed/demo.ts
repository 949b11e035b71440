import { fakerPT_BR as faker } from '@faker-js/faker';
import { sql } from 'kysely';
import { SCRYPT_OWASP, type ScryptParams } from '../../modulos/sessao/auth/password';
import type { Banco } from '../index';
import { ajustarSequencias } from '../postgres';
import { inserirCadastros, SELLERS_DEMO, SENHA_DEMO, USUARIOS_DEMO } from './cadastros';
import { inserirClientes } from './clientes';
import { inserirCompras } from './compras';
import { inserirEstoque } from './estoque';
import { completarPedidos } from './entregas';
import { inserirFornecedores } from './fornecedores';
import { inserirPromocoes } from './promocoes';
import { inserirFuncionarios } from './funcionarios';
import { inserirPedidos } from './pedidos';
import { inserirProdutos } from './produtos';
import { comEscrita } from './escrita';
import { Random } from './random';

export interface SeedOptions {
  /** Number of orders (default 20,000: a first start of a few seconds). */
  orders?: number;
  /** Random seed: the same seed and `now` give the same rows. */
  seed?: number;
  /** "Today" for the generated history (default: the current time). */
  now?: Date;
  /** Password hashing cost of the demo users; tests pass SCRYPT_TESTES, nothing else should. */
  scrypt?: ScryptParams;
}

export interface SeedResult {
  orders: number;
  clients: number;
  products: number;
  users: { email: string; senha: string; ativo: boolean }[];
  ms: number;
}

/**
 * Emptied in this order and filled again. The orders' events are listed although the seed writes
 * none: deleting the orders deletes them (ON DELETE CASCADE), and listed they let PostgreSQL
 * truncate the orders instead (escrita/postgres-esquema.ts).
 */
const TABELAS_DEMO = [
  'inventario_itens', 'inventarios', 'recebimentos_compra_itens', 'recebimentos_compra', 'pedidos_compra_itens', 'pedidos_compra',
  'estoque_reservas', 'estoque_movimentos', 'estoque_transferencia_itens', 'estoque_transferencias', 'estoque_saldos',
  'cobrancas_idempotencia', 'pagamentos_pedido', 'pedido_promocoes', 'cartoes_salvos', 'promocoes__lojas', 'promocoes', 'adquirente_transacoes', 'psp_eventos',
  'nfce_eventos', 'order_events', 'password_reset_tokens', 'access_requests', 'nfce_documentos', 'order_status_history', 'order_deliveries', 'nfce_series', 'order_items', 'orders_daily', 'orders', 'refresh_tokens', 'login_attempts', 'revisoes_acesso_itens', 'revisoes_acesso', 'users', 'perfis', 'campos_personalizados', 'clients', 'products', 'produtos_base', 'fornecedores', 'funcionarios', 'sellers', 'seller_groups',
] as const;

/**
 * Loads the deterministic demo data set (replacing any previous one): the demo group of four
 * sellers plus one seller of another group, the demo users, at least 5,000 clients of the demo
 * group and a few hundred of the other (valid CPFs and CNPJs, see ./clientes), 2,000 products in
 * 400 families (./produtos), 300 suppliers and 40 employees of the demo group, and `orders` orders
 * over the 18 months before `now`. Expects a migrated database.
 */
export async function seedDemo(db: Banco, options: SeedOptions = {}): Promise<SeedResult> {
  const inicio = performance.now();
  const quantidade = Math.max(0, Math.floor(options.orders ?? 20_000));
  const agora = options.now ?? new Date();
  const semente = options.seed ?? 20261121;
  faker.seed(semente);
  const rnd = new Random(semente);

  const r = await comEscrita(db, TABELAS_DEMO, async (escrita) => {
    const k = escrita.kysely;
    await escrita.esvaziar(TABELAS_DEMO);
    // Identities start again after the highest id left (1 in an emptied table), as SQLite's
    // rowids do: a second seed numbers its users and items as the first did.
    if (escrita.dialeto === 'postgres') await ajustarSequencias(k);
    await inserirCadastros(escrita, options.scrypt ?? SCRYPT_OWASP, agora.getTime());
    const clientes = await inserirClientes(escrita, faker, rnd, Math.min(40_000, Math.max(200, Math.round(quantidade / 25))), agora.getTime(), semente);
    const produtos = await inserirProdutos(escrita, rnd, agora.getTime(), semente);
    const fornecedores = await inserirFornecedores(escrita, agora.getTime(), semente);
    await inserirPromocoes(escrita, agora.getTime());
    // The stores (the register lojas) opened ten years ago, before any employee's admission.
    const abertura = agora.getTime() - 3653 * 86_400_000;
    await sql`UPDATE sellers SET criado_em = ${abertura}, atualizado_em = ${abertura}`.execute(k);
    await inserirFuncionarios(escrita, SELLERS_DEMO, agora.getTime(), semente);
    const pedidos = await inserirPedidos({ db: escrita, rnd, agora, sellers: SELLERS_DEMO, produtos: produtos.dosPedidos, clientes, quantidade });
    await completarPedidos(escrita, semente);
    const entradas = await inserirCompras(escrita, agora.getTime(), semente, fornecedores);
    await inserirEstoque(escrita, agora.getTime(), semente, entradas);
    if (escrita.dialeto === 'postgres') await ajustarSequencias(k);
    return { orders: pedidos, clients: clientes.total, products: produtos.total };
  });
  // Fresh statistics so the planner picks the list's indexes on the first query (on PostgreSQL
  // the writer has built them again by now).
  await sql`ANALYZE`.execute(db.kysely);
  return {
    ...r,
    users: USUARIOS_DEMO.map((u) => ({ email: u.email, senha: SENHA_DEMO, ativo: u.ativo })),
    ms: Math.round(performance.now() - inicio),
  };
}
