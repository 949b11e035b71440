import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// Saved views of the declared reports (server/modulos/relatorios/salvos).
// - relatorios_salvos: a user's named view of a report (its body: period, comparison, grouping,
//   filters), in the user's seller group; `compartilhado` shows it to the whole group. A user's
//   names are unique per report. Listed by group and report, and by owner.
// - relatorios_salvos_historico: every change (created, renamed, shared, removed), by whom; kept
//   when the view is removed, so no foreign key to it.
const STATEMENTS: string[] = [
  `CREATE TABLE relatorios_salvos (
        id INTEGER PRIMARY KEY,
        id_grupo INTEGER NOT NULL REFERENCES seller_groups(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        relatorio TEXT NOT NULL,
        nome TEXT NOT NULL,
        corpo TEXT NOT NULL,
        compartilhado INTEGER NOT NULL DEFAULT 0,
        version INTEGER NOT NULL DEFAULT 1,
        criado_em INTEGER NOT NULL,
        atualizado_em INTEGER NOT NULL,
        UNIQUE (user_id, relatorio, nome))`,
  `CREATE INDEX relatorios_salvos_grupo ON relatorios_salvos(id_grupo, relatorio)`,
  `CREATE TABLE relatorios_salvos_historico (
        id INTEGER PRIMARY KEY,
        id_salvo INTEGER NOT NULL,
        id_grupo INTEGER NOT NULL REFERENCES seller_groups(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        acao TEXT NOT NULL,
        em INTEGER NOT NULL,
        detalhe TEXT NOT NULL)`,
  `CREATE INDEX relatorios_salvos_historico_salvo ON relatorios_salvos_historico(id_salvo, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
