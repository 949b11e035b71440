import { fakerPT_BR as faker } from '@faker-js/faker';
import { sql } from 'kysely';
import { SCRYPT_OWASP, type ScryptParams } from '../../modulos/sessao/auth/password';
import type { Banco } from '../index';
import { ajustarSequencias } from '../postgres';
import { inserirCadastros, inserirClientes, inserirProdutos, SELLERS_DEMO, SENHA_DEMO, USUARIOS_DEMO } from './cadastros';
import { completarPedidos } from './entregas';
import { inserirPedidos } from './pedidos';
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

const TABELAS_DEMO = [
  'password_reset_tokens', 'access_requests', 'nfce_documentos', 'order_status_history', 'order_deliveries', 'nfce_series', 'order_items', 'orders_daily', 'orders', 'refresh_tokens', 'login_attempts', 'users', 'clients', 'products', 'sellers', 'seller_groups',
] as const;

/**
 * Loads the deterministic demo data set (replacing any previous one): the demo group of four
 * sellers plus one seller of another group, the demo users, clients with valid CPFs, products
 * and `orders` orders over the 18 months before `now`. Expects a migrated database.
 */
export async function seedDemo(db: Banco, options: SeedOptions = {}): Promise<SeedResult> {
  const inicio = performance.now();
  const quantidade = Math.max(0, Math.floor(options.orders ?? 20_000));
  const agora = options.now ?? new Date();
  const semente = options.seed ?? 20261121;
  faker.seed(semente);
  const rnd = new Random(semente);

  for (const t of TABELAS_DEMO) await sql`DELETE FROM ${sql.table(t)}`.execute(db.kysely);
  await inserirCadastros(db, options.scrypt ?? SCRYPT_OWASP, agora.getTime());
  const clientes = await inserirClientes(db, faker, rnd, Math.min(40_000, Math.max(200, Math.round(quantidade / 25))));
  const produtos = await inserirProdutos(db, faker, rnd, 400);
  const pedidos = await inserirPedidos({ db, rnd, agora, sellers: SELLERS_DEMO, produtos, clientes, quantidade });
  await completarPedidos(db, semente);
  if (db.tipo === 'postgres') await ajustarSequencias(db.kysely);
  // Fresh statistics so the planner picks the list's indexes on the first query.
  await sql`ANALYZE`.execute(db.kysely);
  return {
    orders: pedidos,
    clients: clientes,
    products: produtos.length,
    users: USUARIOS_DEMO.map((u) => ({ email: u.email, senha: SENHA_DEMO, ativo: u.ativo })),
    ms: Math.round(performance.now() - inicio),
  };
}
