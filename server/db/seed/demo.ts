import { fakerPT_BR as faker } from '@faker-js/faker';
import { sql } from 'kysely';
import { SCRYPT_OWASP, type ScryptParams } from '../../modulos/sessao/auth/password';
import type { Banco } from '../index';
import { catalogoVivo, ehTabelaInterna, emOrdemDeChaves } from '../ordem-das-tabelas';
import { ajustarSequencias } from '../postgres';
import { inserirCadastros, SELLERS_DEMO, SENHA_DEMO, USUARIOS_DEMO } from './cadastros';
import { inserirClientes } from './clientes';
import { inserirCompras } from './compras';
import { inserirEstoque } from './estoque';
import { completarPedidos } from './entregas';
import { inserirFornecedores } from './fornecedores';
import { inserirPromocoes } from './promocoes';
import { inserirTaxasEMetas } from './taxasEMetas';
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
 * The tables the seed leaves as they are; it empties every other table of the database (its
 * internal ones aside, ehTabelaInterna), so a register's table, declared after this file, is
 * emptied with the rest. The security log and the registers' history keep their rows, their user
 * ids set to NULL by the users' deletion (ON DELETE SET NULL).
 */
const MANTIDAS: Readonly<Record<string, string>> = {
  settings: 'the signing keys generated once per database (segredo-persistido.ts), which every instance on it shares',
  statuses: 'a catalogue every migrate() fills (catalogos.ts)',
  payment_methods: 'a catalogue every migrate() fills (catalogos.ts)',
  security_events: 'the security log, an audit trail (docs/security.md)',
  historico_registros: "the registers' change history, an audit trail (docs/api.md, 'Audit')",
  exportacoes_em_curso: 'the exports running now, each gone by itself within 10 minutes',
  estoque_resumo: "derived from estoque_saldos by its triggers, on PostgreSQL rebuilt after the load (escrita/postgres-esquema.ts)",
  estoque_resumo_pendente: 'empty outside a transaction',
};

/**
 * The tables the seed empties, children before parents (the reverse of the foreign keys' order),
 * read from the database itself. Every table of the demo is among them, and the orders' events
 * too although the seed writes none; on PostgreSQL the writer sets their indexes and foreign keys
 * aside while it loads, and truncates those no kept table refers to (escrita/postgres-esquema.ts).
 */
async function tabelasDoSeed(db: Banco): Promise<string[]> {
  const { nomes, referencias } = await catalogoVivo(db.kysely, db.tipo);
  return emOrdemDeChaves(nomes.filter((n) => !ehTabelaInterna(n) && !(n in MANTIDAS)), referencias).reverse();
}

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

  const tabelas = await tabelasDoSeed(db);
  const r = await comEscrita(db, tabelas, async (escrita) => {
    const k = escrita.kysely;
    await escrita.esvaziar(tabelas);
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
    // the goals are set around what the stores sold last month
    await inserirTaxasEMetas(escrita, agora.getTime());
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
