import type { PoolClient } from 'pg';
import { GATILHO_RESUMO_ESTOQUE, RECONSTRUIR_RESUMO_ESTOQUE } from '../../migracoes/2026-11-28-08-estoque-resumo';

/**
 * An INSERT trigger of a seeded table, set aside during the load; `corrigir` redoes its work
 * over the whole table once the rows are in.
 */
export interface GatilhoRefeito {
  tabela: string;
  corrigir: string;
  /**
   * For a trigger that writes a column of the row: the writer fills it from a lookup read once
   * (so the table is not rewritten afterwards), and `corrigir` is one UPDATE of the rows that
   * still differ (none, when every row came through the writer; it is the guarantee, and costs
   * one scan).
   */
  coluna?: {
    /** The column the trigger writes, and the column whose value it looks up. */
    nome: string;
    chave: string;
    /** `SELECT chave, valor`: the value for each key (a key not found gets the column's default). */
    valores: string;
  };
}

const GATILHOS: Record<string, GatilhoRefeito> = {
  // Migration 2026-11-23-05: the client's name as the order list sorts it ('' without a client,
  // the column's default, which COPY leaves). Computed by PostgreSQL's own chave_texto.
  orders_cliente_ordem: {
    tabela: 'orders',
    coluna: { nome: 'cliente_ordem', chave: 'id_cliente', valores: `SELECT id AS chave, chave_texto(nome) AS valor FROM clients` },
    // Each client's key computed once (MATERIALIZED), not once per order.
    corrigir: `WITH c AS MATERIALIZED (SELECT id, chave_texto(nome) AS chave FROM clients)
               UPDATE orders o SET cliente_ordem = c.chave FROM c WHERE c.id = o.id_cliente AND o.cliente_ordem IS DISTINCT FROM c.chave`,
  },
  // Migration 2026-11-28-08: the stores' stock summary, computed again from the positions loaded
  // (the emptied positions were truncated, which fires no row trigger either).
  [GATILHO_RESUMO_ESTOQUE]: { tabela: 'estoque_saldos', corrigir: RECONSTRUIR_RESUMO_ESTOQUE.join(';\n') },
};

/** What was set aside on the loaded tables, to put back once the rows are in. */
export interface Deixado {
  /** CREATE INDEX statements (pg_get_indexdef) of the secondary indexes dropped. */
  indices: string[];
  /** ALTER TABLE … ADD CONSTRAINT statements of the foreign keys dropped. */
  chaves: string[];
  /** Triggers disabled, by name. */
  gatilhos: { nome: string; tabela: string; refeito: GatilhoRefeito }[];
}

/** pg_trigger.tgtype's bit for triggers that fire on INSERT. */
const GATILHO_INSERT = 4;

const quote = (nome: string) => `"${nome.replace(/"/g, '""')}"`;

/**
 * Drops the secondary indexes (those behind no constraint: primary keys and UNIQUE constraints
 * stay) and the foreign keys of `tabelas`, and disables their INSERT triggers. Inside the seed's
 * transaction: nothing of it is seen by others, and a ROLLBACK puts it all back.
 */
export async function deixarDeLado(cliente: PoolClient, tabelas: readonly string[]): Promise<Deixado> {
  const indices = await cliente.query<{ nome: string; definicao: string }>(
    `SELECT i.indexrelid::regclass::text AS nome, pg_get_indexdef(i.indexrelid) AS definicao
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relnamespace = to_regnamespace(current_schema()) AND t.relname = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`,
    [tabelas],
  );
  const chaves = await cliente.query<{ tabela: string; nome: string; definicao: string }>(
    `SELECT c.conrelid::regclass::text AS tabela, quote_ident(c.conname) AS nome, pg_get_constraintdef(c.oid) AS definicao
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      WHERE c.contype = 'f' AND t.relnamespace = to_regnamespace(current_schema()) AND t.relname = ANY($1::text[])
      ORDER BY 1, 2`,
    [tabelas],
  );
  const gatilhos = await cliente.query<{ tabela: string; nome: string }>(
    `SELECT t.relname AS tabela, g.tgname AS nome
       FROM pg_trigger g JOIN pg_class t ON t.oid = g.tgrelid
      WHERE NOT g.tgisinternal AND g.tgenabled <> 'D' AND (g.tgtype & ${GATILHO_INSERT}) <> 0
        AND t.relnamespace = to_regnamespace(current_schema()) AND t.relname = ANY($1::text[])
      ORDER BY 1, 2`,
    [tabelas],
  );
  const refeitos = gatilhos.rows.map(({ nome, tabela }) => {
    const refeito = GATILHOS[nome];
    // A trigger the seed cannot redo would leave its column wrong: stop rather than guess.
    if (refeito?.tabela !== tabela) throw new Error(`O seed não sabe refazer o gatilho ${nome} de ${tabela}: inclua-o em GATILHOS (seed/escrita/postgres-esquema.ts).`);
    return { nome, tabela, refeito };
  });
  for (const c of chaves.rows) await cliente.query(`ALTER TABLE ${c.tabela} DROP CONSTRAINT ${c.nome}`);
  for (const i of indices.rows) await cliente.query(`DROP INDEX ${i.nome}`);
  for (const g of refeitos) await cliente.query(`ALTER TABLE ${quote(g.tabela)} DISABLE TRIGGER ${quote(g.nome)}`);
  return {
    indices: indices.rows.map((i) => i.definicao),
    chaves: chaves.rows.map((c) => `ALTER TABLE ${c.tabela} ADD CONSTRAINT ${c.nome} ${c.definicao}`),
    gatilhos: refeitos,
  };
}

/**
 * The triggers' work checked (and redone where a row differs) and the triggers enabled; the
 * indexes built; the foreign keys added, each checked over its whole table.
 */
export async function repor(cliente: PoolClient, deixado: Deixado): Promise<void> {
  // Before the indexes: scanning and (if ever) updating an unindexed table touches only its rows.
  for (const g of deixado.gatilhos) await cliente.query(g.refeito.corrigir);
  for (const g of deixado.gatilhos) await cliente.query(`ALTER TABLE ${quote(g.tabela)} ENABLE TRIGGER ${quote(g.nome)}`);
  for (const criar of deixado.indices) await cliente.query(criar);
  for (const adicionar of deixado.chaves) await cliente.query(adicionar);
}

/**
 * Empties `tabelas` as DELETE FROM each, in order, would: those no table outside the set
 * references are truncated together (the same end, without writing a million deletions and
 * firing a foreign-key check per row), the rest deleted. A table that one outside the set
 * references keeps DELETE, and with it that reference's ON DELETE rule.
 */
export async function esvaziar(cliente: PoolClient, tabelas: readonly string[]): Promise<void> {
  const referencias = await cliente.query<{ de: string; para: string }>(
    `SELECT de.relname AS de, para.relname AS para
       FROM pg_constraint c JOIN pg_class de ON de.oid = c.conrelid JOIN pg_class para ON para.oid = c.confrelid
      WHERE c.contype = 'f' AND para.relnamespace = to_regnamespace(current_schema())`,
  );
  const truncadas = new Set(tabelas);
  for (let mudou = true; mudou; ) {
    mudou = false;
    for (const { de, para } of referencias.rows) {
      if (truncadas.has(para) && !truncadas.has(de)) mudou = truncadas.delete(para);
    }
  }
  if (truncadas.size > 0) await cliente.query(`TRUNCATE ${[...truncadas].map(quote).join(', ')}`);
  for (const t of tabelas) if (!truncadas.has(t)) await cliente.query(`DELETE FROM ${quote(t)}`);
}
