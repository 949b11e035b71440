import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// The change history of every declared resource (server/modulos/recursos/historico.ts).
// `alteracoes` is a JSON array of { campo, rotulo, antes, depois }, the values as displayed.
const STATEMENTS: string[] = [
  `CREATE TABLE historico_registros (
        id INTEGER PRIMARY KEY,
        recurso TEXT NOT NULL,
        id_registro INTEGER NOT NULL,
        id_usuario INTEGER REFERENCES users(id) ON DELETE SET NULL,
        em INTEGER NOT NULL,
        acao TEXT NOT NULL,
        alteracoes TEXT NOT NULL)`,
  `CREATE INDEX historico_registros_registro ON historico_registros(recurso, id_registro, em)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
