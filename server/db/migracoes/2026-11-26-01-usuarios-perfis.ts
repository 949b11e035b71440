import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// Permission profiles per seller group, and each user's profile. A user's keys are
// then their profile's plus `users.permissions` (the extra keys, as before: a user without a
// profile keeps exactly what they had). The default profiles are written by the users module
// the first time a group's profiles are read (server/modulos/usuarios/perfis.ts), so
// this text never has to change when they do. `ultimo_acesso_em`: the last sign-in, for the
// list and the access review (the security log keeps only 180 days).
const STATEMENTS: string[] = [
  `CREATE TABLE perfis (
        id INTEGER PRIMARY KEY,
        id_grupo INTEGER NOT NULL REFERENCES seller_groups(id),
        nome TEXT NOT NULL COLLATE NOCASE,
        chaves TEXT NOT NULL DEFAULT '[]',
        criado_em INTEGER NOT NULL,
        atualizado_em INTEGER NOT NULL)`,
  `CREATE UNIQUE INDEX perfis_grupo_nome ON perfis(id_grupo, nome)`,
  `ALTER TABLE users ADD COLUMN id_perfil INTEGER REFERENCES perfis(id)`,
  `ALTER TABLE users ADD COLUMN ultimo_acesso_em INTEGER`,
  `CREATE INDEX users_perfil ON users(id_perfil)`,
  `CREATE INDEX users_seller ON users(id_seller)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
