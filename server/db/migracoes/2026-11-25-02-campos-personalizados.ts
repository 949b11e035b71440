import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// The custom fields an admin adds to a register (server/modulos/recursos/personalizados),
// one row per field of one group. A removed field is kept with ativo = 0: the values the records
// hold under its name (`cp_<id>` in their JSON column `personalizados`) stay, hidden. `opcoes`
// is a JSON array of the choice's labels.
const STATEMENTS: string[] = [
  `CREATE TABLE campos_personalizados (
        id INTEGER PRIMARY KEY,
        id_grupo INTEGER NOT NULL REFERENCES seller_groups(id),
        recurso TEXT NOT NULL,
        rotulo TEXT NOT NULL,
        tipo TEXT NOT NULL,
        obrigatorio INTEGER NOT NULL DEFAULT 0,
        coluna INTEGER NOT NULL DEFAULT 0,
        filtro INTEGER NOT NULL DEFAULT 0,
        opcoes TEXT NOT NULL DEFAULT '[]',
        ativo INTEGER NOT NULL DEFAULT 1,
        version INTEGER NOT NULL DEFAULT 1,
        criado_em INTEGER NOT NULL,
        atualizado_em INTEGER NOT NULL)`,
  `CREATE INDEX campos_personalizados_grupo ON campos_personalizados(id_grupo, recurso, ativo)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
