import type { Generated, Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/** What a password link is for: a forgotten password, or the first one after activation. */
export type FinalidadeToken = 'redefinir' | 'definir';

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
  finalidade: Generated<FinalidadeToken>;
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
  /** The user created on activation (or, for requests older than e-mail verification, the inactive user made then). */
  user_id: number | null;
  /** Always null since requests verify their e-mail: a request carries no password (a stranger could have chosen it). */
  senha_hash: string | null;
  criado_em: number;
  /** When the user was activated. */
  resolvido_em: number | null;
  /** SHA-256 of the e-mailed verification token (null for requests older than e-mail verification). */
  verificacao_hash: string | null;
  verificacao_expira_em: number | null;
  /** When the owner of the e-mail opened the link; only then does an administrator hear of it. */
  verificado_em: number | null;
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
