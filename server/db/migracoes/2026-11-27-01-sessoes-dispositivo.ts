import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// "Minhas sessões" on /profile: the device (user-agent, cut to 512 characters) and IP
// each refresh token was issued to, at sign-in and at every renewal. A session's last activity is
// the issue time (criado_em) of its newest token, so it needs no column of its own.
const STATEMENTS: string[] = [
  `ALTER TABLE refresh_tokens ADD COLUMN user_agent TEXT`,
  `ALTER TABLE refresh_tokens ADD COLUMN ip TEXT`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
