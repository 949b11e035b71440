import type BetterSqlite3 from 'better-sqlite3';
import type { DB } from '../schema';

/** SQLite's full-text index of clients: PostgreSQL has a trigram index over clients.nome instead. */
type TabelaSoDoSqlite = 'clients_busca';
/** Tables the migrations create that no Kysely query of the server reads, so schema.ts leaves them out. */
type TabelaSemTipo = 'password_reset_tokens' | 'access_requests' | 'estoque_resumo_pendente';
export type TabelaCopiada = Exclude<keyof DB, TabelaSoDoSqlite> | TabelaSemTipo;

/**
 * Every table the move copies, with the columns whose sums it compares besides the row count and
 * the sum of ids: money in centavos, quantities and counters. A Record, so a table added to
 * schema.ts does not compile until it is listed here; tests/server/migrar-sqlite-para-postgres
 * fails when a migration creates one that is not.
 */
export const SOMAS: Readonly<Record<TabelaCopiada, readonly string[]>> = {
  seller_groups: [],
  sellers: ['nfce_serie'],
  perfis: ['id_grupo'],
  users: ['ativo', 'id_perfil'],
  refresh_tokens: ['user_id'],
  login_attempts: [],
  settings: [],
  clients: ['id_grupo', 'ativo', 'version'],
  products: ['preco_centavos', 'id_grupo', 'custo', 'produto_base', 'ativo', 'version'],
  produtos_base: ['id_grupo', 'ativo', 'version'],
  produtos_fotos: ['id_produto', 'bytes', 'principal'],
  fornecedores: ['id_grupo', 'prazo_pagamento', 'pedido_minimo', 'ativo', 'version'],
  funcionarios: ['id_grupo', 'loja', 'ativo', 'version'],
  statuses: [],
  payment_methods: [],
  orders: ['valor_produtos', 'valor_desconto', 'valor_frete', 'valor_total', 'quantidade_itens', 'nfce_numero', 'version', 'id_cliente'],
  order_items: ['quantidade', 'preco_unitario', 'valor_desconto', 'id_pedido', 'id_produto'],
  orders_daily: ['quantidade', 'valor_total'],
  order_deliveries: ['id_pedido'],
  order_status_history: ['id_pedido', 'para_status'],
  nfce_series: ['ultimo_numero'],
  nfce_documentos: ['id_pedido'],
  nfce_eventos: ['id_pedido'],
  order_events: ['id_pedido'],
  security_events: [],
  exportacoes_em_curso: ['user_id'],
  password_reset_tokens: ['user_id'],
  access_requests: [],
  historico_registros: ['id_registro'],
  campos_personalizados: ['id_grupo', 'ativo', 'version'],
  revisoes_acesso: ['id_grupo', 'id_seller'],
  revisoes_acesso_itens: ['id_revisao', 'id_usuario'],
  pagamentos_pedido: ['id_pedido', 'valor', 'juros', 'valor_recebido'],
  cartoes_salvos: ['id_cliente'],
  cobrancas_idempotencia: ['id_pedido'],
  psp_eventos: [],
  adquirente_transacoes: ['valor', 'aprovado', 'estornado'],
  pedido_promocoes: ['id_pedido', 'valor'],
  promocoes: ['id_grupo', 'percentual', 'valor', 'ativo', 'version'],
  promocoes__lojas: ['id_registro', 'id_ref'],
  estoque_movimentos: ['quantidade', 'saldo_apos', 'id_produto'],
  estoque_saldos: ['em_maos', 'reservado', 'em_devolucao', 'custo_medio'],
  // Copied as SQLite kept it; what PostgreSQL's triggers add while the positions go in is
  // dropped (copiar.ts), so the comparison checks the summary too.
  estoque_resumo: ['posicoes', 'em_maos', 'reservado', 'valor', 'abaixo_do_minimo'],
  // Empty outside a transaction on both sides.
  estoque_resumo_pendente: [],
  estoque_reservas: ['id_pedido', 'quantidade'],
  estoque_transferencias: ['id_seller_origem', 'id_seller_destino'],
  estoque_transferencia_itens: ['id_transferencia', 'quantidade'],
  pedidos_compra: ['id_fornecedor', 'total', 'version'],
  pedidos_compra_itens: ['quantidade', 'custo_unitario', 'recebido', 'avariado'],
  recebimentos_compra: ['id_pedido_compra'],
  recebimentos_compra_itens: ['recebido', 'avariado'],
  inventarios: ['id_seller', 'version'],
  inventario_itens: ['id_produto', 'contado'],
};

/** Filled by every migrate() (server/db/catalogos.ts): rows there do not make a target "in use". */
export const CATALOGOS: readonly string[] = ['statuses', 'payment_methods'];

/**
 * Not copied: SQLite's own tables, the full-text indexes `<tabela>_busca` and their shadow tables
 * (derived from their tables; PostgreSQL has trigram indexes instead), and the migration
 * registries, which the target's own migrate() writes.
 */
const FORA_DA_COPIA = /^(sqlite_|kysely_migration|schema_migrations$)|_busca(_(data|idx|docsize|config|content))?$/;

export interface TabelaDoPlano {
  nome: string;
  colunas: string[];
  /** The primary key's columns, in key order: the keyset the batches walk. Empty: the rowid. */
  chave: string[];
}

/**
 * The tables of a SQLite database in an order that inserts every referenced row before the rows
 * that reference it, derived from its foreign keys (ties by name, so the order is stable).
 */
export function planoDeCopia(sqlite: BetterSqlite3.Database): TabelaDoPlano[] {
  const nomes = (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[])
    .filter((n) => !FORA_DA_COPIA.test(n));
  const dependencias = new Map<string, Set<string>>();
  for (const n of nomes) {
    const referidas = sqlite.prepare('SELECT DISTINCT "table" FROM pragma_foreign_key_list(?)').pluck().all(n) as string[];
    // A table that references itself orders its own rows by key, which the batches already do.
    dependencias.set(n, new Set(referidas.filter((r) => r !== n && nomes.includes(r))));
  }
  const ordem: string[] = [];
  while (ordem.length < nomes.length) {
    const prontas = nomes.filter((n) => !ordem.includes(n) && [...(dependencias.get(n) ?? [])].every((d) => ordem.includes(d)));
    if (prontas.length === 0) throw new Error(`Chaves estrangeiras em ciclo entre: ${nomes.filter((n) => !ordem.includes(n)).join(', ')}`);
    ordem.push(...prontas);
  }
  return ordem.map((nome) => {
    const info = sqlite.prepare('SELECT name, pk FROM pragma_table_info(?) ORDER BY cid').all(nome) as { name: string; pk: number }[];
    return {
      nome,
      colunas: info.map((c) => c.name),
      chave: info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name),
    };
  });
}

export const somasDe = (tabela: string): readonly string[] => (SOMAS as Readonly<Record<string, readonly string[]>>)[tabela] ?? [];
