import type BetterSqlite3 from 'better-sqlite3';
import type { Campo, TipoCampo } from '@retaguarda/contrato/recursos/campos';
import { RECURSOS } from '@retaguarda/contrato/recursos/index';
import { COLUNA_ESCOPO, colunaDe, tabelaDeLigacao } from '../../modulos/recursos/colunas';
import type { Catalogo } from '../../modulos/recursos/tabela/sincronizar';
import { catalogoDoSqlite, ehTabelaInterna, emOrdemDeChaves } from '../ordem-das-tabelas';
import type { DB } from '../schema';

/** SQLite's full-text index of clients: PostgreSQL has a trigram index over clients.nome instead. */
type TabelaSoDoSqlite = 'clients_busca';
/** Tables the migrations create that no Kysely query of the server reads, so schema.ts leaves them out. */
type TabelaSemTipo = 'password_reset_tokens' | 'access_requests' | 'estoque_resumo_pendente';
export type TabelaCopiada = Exclude<keyof DB, TabelaSoDoSqlite> | TabelaSemTipo;

/**
 * Every table the migrations create, with the columns whose sums the move compares besides the
 * row count and the sum of ids: money in centavos, quantities and counters. A Record, so a table
 * added to schema.ts does not compile until it is listed here; tests/server/migrar-sqlite-para-postgres
 * fails when a migration creates one that is not. A register's tables need no entry: their
 * columns come from its declaration (somasDosRecursos), and an entry here adds to them.
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
  orders: ['valor_produtos', 'valor_desconto', 'valor_frete', 'valor_total', 'quantidade_itens', 'nfce_numero', 'version', 'id_cliente', 'valor_custo', 'id_vendedor'],
  order_items: ['quantidade', 'preco_unitario', 'valor_desconto', 'id_pedido', 'id_produto', 'custo_unitario'],
  orders_daily: ['quantidade', 'valor_total'],
  pedidos_resumo_hora: ['pedidos', 'itens', 'valor_produtos', 'valor_desconto', 'valor_frete', 'valor_total', 'valor_custo', 'hora'],
  pedidos_resumo_dia: ['pedidos', 'itens', 'valor_produtos', 'valor_desconto', 'valor_frete', 'valor_total', 'valor_custo'],
  pedidos_resumo_produto: ['pedidos', 'quantidade', 'valor_bruto', 'valor_desconto', 'valor_custo', 'id_produto'],
  pedidos_resumo_vendedor: ['pedidos', 'itens', 'valor_produtos', 'valor_desconto', 'valor_frete', 'valor_total', 'valor_custo', 'id_vendedor'],
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
  eventos: ['id_grupo'],
  eventos_leitores: ['ultimo_id'],
  tarefas: ['tentativas', 'prioridade'],
  alertas_regras: ['id_grupo', 'ativa', 'version'],
  alertas: ['id_grupo', 'version', 'id_responsavel'],
  alertas_historico: ['id_alerta'],
  alertas_referencias: ['id_grupo'],
  relatorios_salvos: ['id_grupo', 'user_id', 'compartilhado', 'version'],
  relatorios_salvos_historico: ['id_salvo', 'id_grupo'],
  paineis_pessoais: ['id_grupo', 'user_id', 'id_perfil', 'version'],
  paineis_pessoais_widgets: ['id_painel', 'id_salvo', 'posicao', 'largura'],
  paineis_pessoais_historico: ['id_painel', 'id_grupo'],
};

/** Filled by every migrate() (server/db/catalogos.ts): rows there do not make a target "in use". */
export const CATALOGOS: readonly string[] = ['statuses', 'payment_methods'];

export interface TabelaDoPlano {
  nome: string;
  colunas: string[];
  /** The primary key's columns, in key order: the keyset the batches walk. Empty: the rowid. */
  chave: string[];
}

/**
 * The tables of a SQLite database (not its internal ones, ehTabelaInterna) in an order that
 * inserts every referenced row before the rows that reference it, derived from its foreign keys
 * (ties by name, so the order is stable).
 */
export function planoDeCopia(sqlite: BetterSqlite3.Database): TabelaDoPlano[] {
  const { nomes, referencias } = catalogoDoSqlite(sqlite);
  const ordem = emOrdemDeChaves(nomes.filter((n) => !ehTabelaInterna(n)), referencias);
  return ordem.map((nome) => {
    const info = sqlite.prepare('SELECT name, pk FROM pragma_table_info(?) ORDER BY cid').all(nome) as { name: string; pk: number }[];
    return {
      nome,
      colunas: info.map((c) => c.name),
      chave: info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name),
    };
  });
}

/** A field's column is summed when it holds an amount, a count, a reference or a yes/no; not a date. */
const TIPOS_SOMADOS: ReadonlySet<TipoCampo> = new Set(['dinheiro', 'decimal', 'percentual', 'inteiro', 'referencia', 'booleano']);

/**
 * The tables of each declared register, with the columns compared: its scope column, `ativo`,
 * `version` and the columns of its summed fields; for a list of references' join table, both ids.
 */
export function somasDosRecursos(recursos: Catalogo = RECURSOS): Record<string, readonly string[]> {
  const somas: Record<string, readonly string[]> = {};
  for (const recurso of Object.values(recursos)) {
    const campos = (Object.entries(recurso.campos) as [string, Campo][]).filter(([, c]) => !c.personalizado);
    const escopo = COLUNA_ESCOPO[recurso.escopo];
    somas[recurso.tabela] = [
      ...(escopo ? [escopo] : []),
      'ativo',
      'version',
      ...campos.filter(([, c]) => TIPOS_SOMADOS.has(c.tipo)).map(([nome, c]) => colunaDe(nome, c)),
    ];
    for (const [nome, c] of campos) if (c.tipo === 'referencias') somas[tabelaDeLigacao(recurso, nome, c)] = ['id_registro', 'id_ref'];
  }
  return somas;
}

/** The columns summed of `tabela`: its entry in SOMAS and, for a register's table, those of its declaration. */
export function somasDe(tabela: string, recursos: Catalogo = RECURSOS): readonly string[] {
  const listadas = (SOMAS as Readonly<Record<string, readonly string[]>>)[tabela] ?? [];
  return [...new Set([...listadas, ...(somasDosRecursos(recursos)[tabela] ?? [])])];
}
