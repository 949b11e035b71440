import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// Access review campaigns. A review is opened for one store (id_seller) or for the
// whole seller group (id_seller NULL); at most one is open per scope (the partial unique index,
// which holds under two server instances racing to open one). Each item is a user's access as it
// stood at the opening (name, store, profile, keys and signs copied, so the record an auditor
// reads never changes when the user does), then the reviewer's decision. The security log
// keeps 180 days; this record is kept for good. Each CHECK sits on its first column (PostgreSQL
// accepts a column check that reads other columns, as SQLite does), so the two databases' schemas
// compare alike (tests/server/esquema-postgres).
const STATEMENTS: string[] = [
  `CREATE TABLE revisoes_acesso (
        id INTEGER PRIMARY KEY,
        id_grupo INTEGER NOT NULL REFERENCES seller_groups(id),
        id_seller INTEGER REFERENCES sellers(id),
        escopo TEXT NOT NULL,
        aberta_por INTEGER NOT NULL REFERENCES users(id),
        aberta_em INTEGER NOT NULL,
        concluida_por INTEGER CHECK ((concluida_por IS NULL) = (concluida_em IS NULL)) REFERENCES users(id),
        concluida_em INTEGER)`,
  `CREATE UNIQUE INDEX revisoes_acesso_uma_aberta ON revisoes_acesso(id_grupo, COALESCE(id_seller, 0)) WHERE concluida_em IS NULL`,
  `CREATE INDEX revisoes_acesso_grupo ON revisoes_acesso(id_grupo, aberta_em)`,
  `CREATE TABLE revisoes_acesso_itens (
        id INTEGER PRIMARY KEY,
        id_revisao INTEGER NOT NULL REFERENCES revisoes_acesso(id),
        id_usuario INTEGER NOT NULL REFERENCES users(id),
        nome TEXT NOT NULL,
        email TEXT NOT NULL,
        nome_seller TEXT NOT NULL,
        nome_perfil TEXT,
        chaves TEXT NOT NULL,
        sinais TEXT NOT NULL,
        decisao TEXT NOT NULL DEFAULT 'pendente' CHECK (decisao IN ('pendente', 'confirmado', 'revogado') AND (decisao = 'pendente') = (decidido_em IS NULL)),
        nota TEXT,
        decidido_por INTEGER REFERENCES users(id),
        decidido_em INTEGER,
        UNIQUE (id_revisao, id_usuario))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
