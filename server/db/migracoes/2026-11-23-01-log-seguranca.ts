import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// Who signed in, failed, was locked out, changed or reset a password, was refused
// (403), exported or issued an NFC-e; kept 180 days. `detalhe` is JSON and never holds a secret.
const STATEMENTS: string[] = [
  `CREATE TABLE security_events (
        id INTEGER PRIMARY KEY,
        tipo TEXT NOT NULL,
        user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        email TEXT,
        ip TEXT,
        em INTEGER NOT NULL,
        detalhe TEXT)`,
  `CREATE INDEX security_events_em ON security_events(em)`,
  `CREATE INDEX security_events_user ON security_events(user_id, em)`,
  `CREATE INDEX security_events_tipo ON security_events(tipo, em)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
