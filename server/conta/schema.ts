import type { Generated, Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** One password reset link. Instants are epoch ms, like the rest of the schema. */
export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the token; the token itself exists only in the e-mail. */
  token_hash: string;
  criado_em: number;
  expira_em: number;
  /** Set when the link is used, or voided because another link of the user was used. */
  usado_em: number | null;
}

/** Every request for access, kept for the administrator who decides on it. */
export interface AccessRequestsTable {
  id: Generated<number>;
  email: string;
  nome: string;
  /** Digits only. */
  telefone: string;
  /** The CNPJ as the person typed it (normalised), whether or not a seller has it. */
  cnpj: string;
  /** The seller with that CNPJ; null when none (then no user exists yet). */
  id_seller: number | null;
  /** The inactive user created for the request; null while no seller is known. */
  user_id: number | null;
  /** Kept only while no user exists, so the user can be created later with the chosen password. */
  senha_hash: string | null;
  criado_em: number;
  /** When the user was activated. */
  resolvido_em: number | null;
}

// A type alias, not an interface: withTables needs an implicit index signature.
export type TabelasConta = {
  password_reset_tokens: PasswordResetTokensTable;
  access_requests: AccessRequestsTable;
};

export type DBConta = DB & TabelasConta;

/** The app's Kysely handle, seeing the account tables too. */
export function comTabelasConta(db: Kysely<DB>): Kysely<DBConta> {
  return db.withTables<TabelasConta>();
}
