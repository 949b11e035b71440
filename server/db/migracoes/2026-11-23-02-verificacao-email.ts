import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// A request for access proves its e-mail with a link before anything is
// created, and carries no password (the person sets one from a link after activation). Old
// requests lose the password a stranger may have chosen; reset tokens learn their purpose.
const STATEMENTS: string[] = [
  `ALTER TABLE access_requests ADD COLUMN verificacao_hash TEXT`,
  `ALTER TABLE access_requests ADD COLUMN verificacao_expira_em INTEGER`,
  `ALTER TABLE access_requests ADD COLUMN verificado_em INTEGER`,
  `CREATE UNIQUE INDEX access_requests_verificacao ON access_requests(verificacao_hash)`,
  `UPDATE access_requests SET senha_hash = NULL`,
  `ALTER TABLE password_reset_tokens ADD COLUMN finalidade TEXT NOT NULL DEFAULT 'redefinir' CHECK (finalidade IN ('redefinir','definir'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
