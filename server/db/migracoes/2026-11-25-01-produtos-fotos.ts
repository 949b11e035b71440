import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// The photos of a product (server/modulos/produtos-fotos). The images live on disk under
// FOTOS_DIR (`<arquivo>-grande.webp`, `<arquivo>-miniatura.webp`); a row holds what the panel
// needs to list them. `arquivo` is a random name, never derived from the upload's, so no path a
// client sends reaches the disk. Deleting a product's row (never done by the engine, which only
// inactivates) takes its photos' rows with it; their files are the module's to delete.
const STATEMENTS: string[] = [
  `CREATE TABLE produtos_fotos (
        id INTEGER PRIMARY KEY,
        id_produto INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        arquivo TEXT NOT NULL UNIQUE,
        largura INTEGER NOT NULL,
        altura INTEGER NOT NULL,
        bytes INTEGER NOT NULL,
        principal INTEGER NOT NULL DEFAULT 0,
        id_usuario INTEGER REFERENCES users(id) ON DELETE SET NULL,
        criado_em INTEGER NOT NULL)`,
  `CREATE INDEX produtos_fotos_produto ON produtos_fotos(id_produto, principal, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
