import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// The dashboards admins and users compose from saved report views (server/modulos/paineis).
// - paineis_pessoais: a dashboard of one user (user_id) or of one profile (id_perfil: every user of
//   that profile sees it), in a seller group; exactly one owner. `version` moves with every change of
//   the dashboard or its widgets, so two tabs editing it meet a 409. The CHECK sits on its first
//   column, as PostgreSQL reports it (tests/server/esquema-postgres.test.ts).
// - paineis_pessoais_widgets: a saved view (relatorios_salvos) pinned with its kind and columns,
//   in a place of the 12-column grid. No foreign key to the view: its owner may remove it, and the
//   widget then says so instead of blocking the removal.
// - paineis_pessoais_historico: every change (created, renamed, pinned, moved, unpinned, removed), by
//   whom; kept when the dashboard is removed, so no foreign key to it.
const STATEMENTS: string[] = [
  `CREATE TABLE paineis_pessoais (
        id INTEGER PRIMARY KEY,
        id_grupo INTEGER NOT NULL REFERENCES seller_groups(id),
        user_id INTEGER CHECK ((user_id IS NULL) <> (id_perfil IS NULL)) REFERENCES users(id),
        id_perfil INTEGER REFERENCES perfis(id),
        nome TEXT NOT NULL,
        version INTEGER NOT NULL DEFAULT 1,
        criado_por INTEGER NOT NULL REFERENCES users(id),
        criado_em INTEGER NOT NULL,
        atualizado_em INTEGER NOT NULL)`,
  `CREATE INDEX paineis_pessoais_usuario ON paineis_pessoais(id_grupo, user_id)`,
  `CREATE INDEX paineis_pessoais_perfil ON paineis_pessoais(id_grupo, id_perfil)`,
  `CREATE TABLE paineis_pessoais_widgets (
        id INTEGER PRIMARY KEY,
        id_painel INTEGER NOT NULL REFERENCES paineis_pessoais(id),
        id_salvo INTEGER NOT NULL,
        tipo TEXT NOT NULL CHECK (tipo IN ('kpi', 'linha', 'barras', 'pizza', 'ranking')),
        colunas TEXT NOT NULL,
        titulo TEXT NOT NULL,
        posicao INTEGER NOT NULL,
        largura INTEGER NOT NULL,
        criado_em INTEGER NOT NULL)`,
  `CREATE INDEX paineis_pessoais_widgets_painel ON paineis_pessoais_widgets(id_painel, posicao)`,
  `CREATE TABLE paineis_pessoais_historico (
        id INTEGER PRIMARY KEY,
        id_painel INTEGER NOT NULL,
        id_grupo INTEGER NOT NULL REFERENCES seller_groups(id),
        user_id INTEGER NOT NULL REFERENCES users(id),
        acao TEXT NOT NULL,
        em INTEGER NOT NULL,
        detalhe TEXT NOT NULL)`,
  `CREATE INDEX paineis_pessoais_historico_painel ON paineis_pessoais_historico(id_painel, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
