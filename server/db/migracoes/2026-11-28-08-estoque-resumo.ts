import type { Kysely } from 'kysely';
import { executarEmOrdem, type Instrucao } from './executar';
import { paraPostgres } from './para-postgres';

// The position's totals kept rather than summed (docs/benchmarks.md, 'Stock position and
// ledger'). Summing every position of a large group is far over the first page's budget; the
// stores' summary is a few rows.
// - estoque_resumo: per product group and store, what the position's totals sum over its rows
//   (server/modulos/estoque/consultas/posicao.ts): positions shown, on hand, reserved, value
//   (centavos) of what is on hand, positions below the minimum. Keyed by the product's group, as
//   the position filters by it, so a store moved to another group needs nothing.
// - Triggers keep it in the same transaction as every change of estoque_saldos, and of a
//   product's `ativo` (a product no longer active shows only while units of it are somewhere):
//   no write path can forget it.
// - SQLite runs one writer at a time: its triggers add to the summary at once.
// - PostgreSQL: added at once, the store's one row would be held by each writer from its first
//   change of stock to its commit, and two sales of one store sharing a product would deadlock
//   (each holding a position the other needs, one waiting for the summary). So each change adds
//   to estoque_resumo_pendente, a row of the transaction's own (keyed by it, never waited on), and
//   a deferred trigger applies them at COMMIT, stores in key order: the summary's rows are held
//   only while committing, always taken in the same order, by a transaction that waits on nothing
//   else. The table exists on SQLite too (same schema on both) and stays empty there.
//   The triggers on estoque_saldos fire once per statement over its transition tables: a
//   statement of 1,000 positions (the SQLite → PostgreSQL copy) adds to the pending row once,
//   not 1,000 times: row by row, a bulk copy spends most of its time in the triggers.

/** The summary's figures, in the order `termos` gives them. */
const COLUNAS = ['posicoes', 'em_maos', 'reservado', 'valor', 'abaixo_do_minimo'] as const;

/**
 * What the position `s` of the product `p` adds to its store's figures: the terms of the
 * position's SUM. A hidden position has nothing on hand, so on hand and value need no test.
 */
function termos(s: string, p: string): string[] {
  const visivel = `(${p}.ativo = 1 OR ${s}.em_maos <> 0 OR ${s}.em_devolucao <> 0)`;
  return [
    `CASE WHEN ${visivel} THEN 1 ELSE 0 END`,
    `${s}.em_maos`,
    `CASE WHEN ${visivel} THEN ${s}.reservado ELSE 0 END`,
    `CASE WHEN ${s}.em_maos > 0 THEN ${s}.em_maos * ${s}.custo_medio ELSE 0 END`,
    `CASE WHEN ${visivel} AND ${s}.minimo IS NOT NULL AND ${s}.em_maos - ${s}.reservado < ${s}.minimo THEN 1 ELSE 0 END`,
  ];
}

const parcela = (s: string, p: string, sinal: 1 | -1) => termos(s, p).map((t) => (sinal === 1 ? t : `-(${t})`)).join(', ');

type Destino = 'estoque_resumo' | 'estoque_resumo_pendente';
const CHAVE: Record<Destino, string> = { estoque_resumo: 'id_grupo, id_seller', estoque_resumo_pendente: 'transacao, id_grupo, id_seller' };
/** On PostgreSQL the figures go to the transaction's own row (txid_current: the top transaction's, savepoints included). */
const TRANSACAO: Record<Destino, string> = { estoque_resumo: '', estoque_resumo_pendente: 'txid_current(), ' };

/** Adds `selecao`'s rows (the key, then COLUNAS) to `destino`. */
const somar = (destino: Destino, selecao: string) => `INSERT INTO ${destino} (${CHAVE[destino]}, ${COLUNAS.join(', ')})
          ${selecao}
          ON CONFLICT (${CHAVE[destino]}) DO UPDATE SET ${COLUNAS.map((c) => `${c} = ${destino}.${c} + excluded.${c}`).join(', ')}`;

/** A position's row (NEW or OLD of estoque_saldos) with its product as it is now: SQLite, row by row. */
const daPosicao = (s: 'NEW' | 'OLD', sinal: 1 | -1) =>
  somar('estoque_resumo', `SELECT p.id_grupo, ${s}.id_seller, ${parcela(s, 'p', sinal)} FROM products p WHERE p.id = ${s}.id_produto`);

/**
 * A statement's positions (PostgreSQL's transition tables, `novas` added and `antigas` taken
 * away) with their products as they are now, per group and store; nothing when they cancel out
 * (a statement that matched no row, or changed only the last movement's instant or the maximum).
 */
const doLote = (partes: readonly (readonly ['novas' | 'antigas', 1 | -1])[]) =>
  somar(
    'estoque_resumo_pendente',
    `SELECT * FROM (
            SELECT txid_current() AS transacao, p.id_grupo, m.id_seller, ${termos('m', 'p').map((t, i) => `SUM(m.sinal * (${t})) AS ${COLUNAS[i]}`).join(', ')}
            FROM (${partes.map(([tabela, sinal]) => `SELECT ${sinal} AS sinal, * FROM ${tabela}`).join(' UNION ALL ')}) m
            JOIN products p ON p.id = m.id_produto
            GROUP BY p.id_grupo, m.id_seller) d
          WHERE ${COLUNAS.map((c) => `${c} <> 0`).join(' OR ')}`,
  );

/** Every position of a product (NEW or OLD of products) as they are now. */
const doProduto = (destino: Destino, p: 'NEW' | 'OLD', sinal: 1 | -1) =>
  somar(destino, `SELECT ${TRANSACAO[destino]}${p}.id_grupo, s.id_seller, ${parcela('s', p, sinal)} FROM estoque_saldos s WHERE s.id_produto = ${p}.id`);

/** The columns whose change moves a position's part; the instant of its last movement and its maximum do not. */
const COLUNAS_DA_POSICAO = 'id_seller, id_produto, em_maos, reservado, em_devolucao, minimo, custo_medio';

const TABELA = (nome: Destino) => `CREATE TABLE ${nome} (${nome === 'estoque_resumo_pendente' ? `
        transacao INTEGER NOT NULL,` : ''}
        id_grupo INTEGER NOT NULL,
        id_seller INTEGER NOT NULL,
        ${COLUNAS.map((c) => `${c} INTEGER NOT NULL DEFAULT 0`).join(',\n        ')},
        PRIMARY KEY (${CHAVE[nome]})) WITHOUT ROWID`;

/**
 * The summary computed again from the positions (the migration's first fill; the PostgreSQL seed
 * after a load with the trigger set aside). On PostgreSQL it also drops what the transaction had
 * pending, which the new figures already count.
 */
export const RECONSTRUIR_RESUMO_ESTOQUE: readonly string[] = [
  `DELETE FROM estoque_resumo_pendente`,
  `DELETE FROM estoque_resumo`,
  `INSERT INTO estoque_resumo (id_grupo, id_seller, ${COLUNAS.join(', ')})
        SELECT p.id_grupo, s.id_seller, ${termos('s', 'p').map((t) => `SUM(${t})`).join(', ')}
        FROM estoque_saldos s JOIN products p ON p.id = s.id_produto
        GROUP BY p.id_grupo, s.id_seller`,
];

/** The INSERT trigger on estoque_saldos, by name: PostgreSQL's seed sets it aside during its load and rebuilds (seed/escrita/postgres-esquema.ts). */
export const GATILHO_RESUMO_ESTOQUE = 'estoque_saldos_resumo_ins';

const STATEMENTS: Instrucao[] = [
  TABELA('estoque_resumo'),
  // Rows live from a change to its COMMIT, never seen by another transaction: not worth the WAL
  // (a crash loses only transactions that are rolled back anyway).
  { sqlite: TABELA('estoque_resumo_pendente'), postgres: paraPostgres(TABELA('estoque_resumo_pendente')).replace('CREATE TABLE', 'CREATE UNLOGGED TABLE') },
  {
    sqlite: `CREATE TRIGGER ${GATILHO_RESUMO_ESTOQUE} AFTER INSERT ON estoque_saldos BEGIN
        ${daPosicao('NEW', 1)};
      END`,
    // One function for the three statement triggers (a trigger with transition tables has one
    // event); each branch names only the tables its event has.
    postgres: `CREATE FUNCTION estoque_saldos_resumo() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF TG_OP = 'INSERT' THEN
              ${doLote([['novas', 1]])};
            ELSIF TG_OP = 'UPDATE' THEN
              ${doLote([['novas', 1], ['antigas', -1]])};
            ELSE
              ${doLote([['antigas', -1]])};
            END IF;
            RETURN NULL;
          END $$;
        CREATE TRIGGER ${GATILHO_RESUMO_ESTOQUE} AFTER INSERT ON estoque_saldos
          REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION estoque_saldos_resumo()`,
  },
  {
    sqlite: `CREATE TRIGGER estoque_saldos_resumo_upd AFTER UPDATE OF ${COLUNAS_DA_POSICAO} ON estoque_saldos BEGIN
        ${daPosicao('OLD', -1)};
        ${daPosicao('NEW', 1)};
      END`,
    // Transition tables allow no column list: every UPDATE fires it, and one that moves nothing adds nothing.
    postgres: `CREATE TRIGGER estoque_saldos_resumo_upd AFTER UPDATE ON estoque_saldos
          REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION estoque_saldos_resumo()`,
  },
  {
    sqlite: `CREATE TRIGGER estoque_saldos_resumo_del AFTER DELETE ON estoque_saldos BEGIN
        ${daPosicao('OLD', -1)};
      END`,
    postgres: `CREATE TRIGGER estoque_saldos_resumo_del AFTER DELETE ON estoque_saldos
          REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION estoque_saldos_resumo()`,
  },
  {
    sqlite: `CREATE TRIGGER products_resumo_estoque AFTER UPDATE OF ativo, id_grupo ON products
        WHEN OLD.ativo IS NOT NEW.ativo OR OLD.id_grupo IS NOT NEW.id_grupo BEGIN
        ${doProduto('estoque_resumo', 'OLD', -1)};
        ${doProduto('estoque_resumo', 'NEW', 1)};
      END`,
    // The product's positions as they are: FOR UPDATE waits for a transaction changing one of them
    // and holds off the next; on the product, it also waits for (and holds off) one creating a
    // position, whose foreign-key check holds KEY SHARE on it, which the UPDATE's own lock lets by.
    postgres: `CREATE FUNCTION products_resumo_estoque() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            PERFORM 1 FROM products WHERE id = NEW.id FOR UPDATE;
            PERFORM 1 FROM estoque_saldos WHERE id_produto = NEW.id FOR UPDATE;
            ${doProduto('estoque_resumo_pendente', 'OLD', -1)};
            ${doProduto('estoque_resumo_pendente', 'NEW', 1)};
            RETURN NULL;
          END $$;
        CREATE TRIGGER products_resumo_estoque AFTER UPDATE OF ativo, id_grupo ON products
          FOR EACH ROW WHEN (OLD.ativo IS DISTINCT FROM NEW.ativo OR OLD.id_grupo IS DISTINCT FROM NEW.id_grupo)
          EXECUTE FUNCTION products_resumo_estoque()`,
  },
  {
    sqlite: '',
    // One firing per store a transaction touched; the first applies them all, in key order, and
    // empties the transaction's rows, so the others find none.
    postgres: `CREATE FUNCTION estoque_resumo_aplicar() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            ${somar('estoque_resumo', `SELECT id_grupo, id_seller, ${COLUNAS.join(', ')} FROM estoque_resumo_pendente
             WHERE transacao = txid_current() AND (${COLUNAS.map((c) => `${c} <> 0`).join(' OR ')})
             ORDER BY id_grupo, id_seller`)};
            DELETE FROM estoque_resumo_pendente WHERE transacao = txid_current();
            RETURN NULL;
          END $$;
        CREATE CONSTRAINT TRIGGER estoque_resumo_aplicar AFTER INSERT ON estoque_resumo_pendente
          DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION estoque_resumo_aplicar()`,
  },
  ...RECONSTRUIR_RESUMO_ESTOQUE,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
