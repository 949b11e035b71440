import type { Kysely } from 'kysely';
import { executarEmOrdem, type Instrucao } from './executar';
import { paraPostgres } from './para-postgres';
import { TELEFONE_DIGITOS } from './2026-11-23-05-busca-e-ordenacao';

// The clients' table takes every column of the clients' declaration
// (contrato/recursos/clientes.ts) and the engine's bookkeeping, and becomes a group's register:
// the same CPF may be registered by two groups, so the global UNIQUE(cpf) goes (the engine's
// sync creates the unique index on (id_grupo, cpf)). A plain index on cpf stays: the order
// list's search finds a client by document across its group's sellers (busca-pedidos.ts).

/** The group that keeps a client: its latest order's seller's, else the first group. */
const GRUPO_DO_CLIENTE = (c: string) => `COALESCE(
          (SELECT s.id_grupo FROM orders o JOIN sellers s ON s.id = o.id_seller
            WHERE o.id_cliente = ${c}.id ORDER BY o.data_pedido DESC, o.id DESC LIMIT 1),
          (SELECT MIN(id) FROM seller_groups))`;
const TIPO_PESSOA = (c: string) => `CASE length(${c}.cpf) WHEN 11 THEN 'fisica' WHEN 14 THEN 'juridica' END`;

/** The columns the declaration and the engine add, after id_grupo and tipo_pessoa, in the table's order. */
const COLUNAS_NOVAS: readonly string[] = [
  'ie TEXT',
  'nascimento TEXT',
  'telefone2 TEXT',
  ...['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf'].map((parte) => `endereco_${parte} TEXT`),
  'consentimento_marketing INTEGER DEFAULT 0',
  'consentimento_em INTEGER',
  'observacoes TEXT',
  'ativo INTEGER NOT NULL DEFAULT 1',
  'version INTEGER NOT NULL DEFAULT 1',
  'criado_em INTEGER NOT NULL DEFAULT 0',
  'atualizado_em INTEGER NOT NULL DEFAULT 0',
];

const COLUNAS_ANTIGAS = 'id, nome, cpf, email, telefone';

/**
 * SQLite cannot drop an inline UNIQUE: the table is built again. Migrations run inside one
 * transaction, where PRAGMA foreign_keys cannot be turned off, and orders.id_cliente references
 * clients; so the rows are set aside, the old table dropped with foreign keys deferred (its
 * implicit DELETE counts every order's client as missing), the new table created under the same
 * name and the rows inserted back (each insert finds its orders and uncounts them: the count is
 * back to zero at COMMIT, which fails otherwise). Creating rather than renaming leaves alone the
 * triggers on orders that read clients; what hung on the old table (its indexes, the triggers
 * on it) is created again, and the full-text table, whose content is clients, rebuilt.
 */
const SQLITE: string[] = [
  `PRAGMA defer_foreign_keys = ON`,
  `CREATE TEMP TABLE clients_anterior AS SELECT ${COLUNAS_ANTIGAS} FROM clients`,
  `DROP TABLE clients`,
  `CREATE TABLE clients (
        id INTEGER PRIMARY KEY,
        id_grupo INTEGER NOT NULL REFERENCES seller_groups(id),
        nome TEXT NOT NULL,
        tipo_pessoa TEXT,
        cpf TEXT NOT NULL,
        email TEXT,
        telefone TEXT,
        ${COLUNAS_NOVAS.join(',\n        ')})`,
  `INSERT INTO clients (id, id_grupo, nome, tipo_pessoa, cpf, email, telefone)
        SELECT c.id, ${GRUPO_DO_CLIENTE('c')}, c.nome, ${TIPO_PESSOA('c')}, c.cpf, c.email, c.telefone
        FROM temp.clients_anterior c ORDER BY c.id`,
  `DROP TABLE temp.clients_anterior`,
  `PRAGMA defer_foreign_keys = OFF`,
  `CREATE INDEX clients_cpf ON clients(cpf)`,
  `CREATE INDEX clients_email ON clients(lower(email))`,
  `CREATE INDEX clients_telefone ON clients(${TELEFONE_DIGITOS})`,
  `INSERT INTO clients_busca(clients_busca) VALUES ('rebuild')`,
  `CREATE TRIGGER clients_busca_ins AFTER INSERT ON clients BEGIN
        INSERT INTO clients_busca(rowid, nome) VALUES (NEW.id, NEW.nome);
      END`,
  `CREATE TRIGGER clients_busca_del AFTER DELETE ON clients BEGIN
        INSERT INTO clients_busca(clients_busca, rowid, nome) VALUES ('delete', OLD.id, OLD.nome);
      END`,
  `CREATE TRIGGER clients_busca_upd AFTER UPDATE OF nome ON clients BEGIN
        INSERT INTO clients_busca(clients_busca, rowid, nome) VALUES ('delete', OLD.id, OLD.nome);
        INSERT INTO clients_busca(rowid, nome) VALUES (NEW.id, NEW.nome);
      END`,
  `CREATE TRIGGER clients_nome_ordem_upd AFTER UPDATE OF nome ON clients BEGIN
        UPDATE orders SET cliente_ordem = chave_texto(NEW.nome) WHERE id_cliente = NEW.id;
      END`,
];

/** PostgreSQL drops the constraint and adds the columns in place; its triggers and indexes stay. */
const POSTGRES: string[] = [
  `ALTER TABLE clients DROP CONSTRAINT clients_cpf_key,
        ADD COLUMN id_grupo BIGINT REFERENCES seller_groups(id),
        ADD COLUMN tipo_pessoa TEXT,
        ${COLUNAS_NOVAS.map((c) => `ADD COLUMN ${paraPostgres(c)}`).join(',\n        ')}`,
  `UPDATE clients c SET id_grupo = ${GRUPO_DO_CLIENTE('c')}, tipo_pessoa = ${TIPO_PESSOA('c')}`,
  `ALTER TABLE clients ALTER COLUMN id_grupo SET NOT NULL`,
  `CREATE INDEX clients_cpf ON clients(cpf)`,
];

const STATEMENTS: Instrucao[] = [
  // A client needs a group: a database with clients and no group at all gets one to keep them.
  `INSERT INTO seller_groups (nome) SELECT 'Grupo principal'
        WHERE NOT EXISTS (SELECT 1 FROM seller_groups) AND EXISTS (SELECT 1 FROM clients)`,
  ...SQLITE.map((sqlite) => ({ sqlite, postgres: '' })),
  ...POSTGRES.map((postgres) => ({ sqlite: '', postgres })),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
