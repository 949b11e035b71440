import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// The exceptions inbox (server/modulos/alertas).
// - alertas_regras: a group's edits of a declared rule (contrato/alertas/regras.ts); no row means
//   the declared defaults, so a rule added later runs everywhere without a backfill.
// - alertas: one row per alert; `chave` names the condition (an order, a store, a store and a
//   product). The partial unique index lets one alert per condition be unresolved at a time, so
//   two evaluations that overlap cannot open it twice; once resolved, the condition may open a
//   new one. The inbox lists by group and state, the bell counts by group and state.
// - alertas_historico: what happened to an alert, by whom (null: the evaluation).
// - alertas_referencias: what a rule computes once a day per group (the period's top sellers, each
//   store's busy hour), so the minute's evaluation reads a few rows, not weeks of orders.
// - orders: the orders still moving (awaiting payment to shipped) by status and store, for the
//   'stuck in a status' rule; the other rules read indexes that already exist (orders_seller_data,
//   orders_aguardando_acao, orders_daily's key, estoque_saldos_totais).
const STATEMENTS: string[] = [
  `CREATE TABLE alertas_regras (
        id_grupo INTEGER NOT NULL REFERENCES seller_groups(id),
        regra TEXT NOT NULL,
        ativa INTEGER NOT NULL DEFAULT 1,
        severidade TEXT NOT NULL CHECK (severidade IN ('critica', 'alta', 'media')),
        email INTEGER NOT NULL DEFAULT 0,
        parametros TEXT NOT NULL DEFAULT '{}',
        version INTEGER NOT NULL DEFAULT 1,
        atualizado_em INTEGER NOT NULL,
        atualizado_por INTEGER REFERENCES users(id),
        PRIMARY KEY (id_grupo, regra))`,
  `CREATE TABLE alertas (
        id INTEGER PRIMARY KEY,
        id_grupo INTEGER NOT NULL REFERENCES seller_groups(id),
        regra TEXT NOT NULL,
        chave TEXT NOT NULL,
        severidade TEXT NOT NULL CHECK (severidade IN ('critica', 'alta', 'media')),
        titulo TEXT NOT NULL,
        detalhe TEXT NOT NULL,
        link TEXT NOT NULL DEFAULT '{}',
        estado TEXT NOT NULL DEFAULT 'aberto' CHECK (estado IN ('aberto', 'reconhecido', 'adiado', 'resolvido')),
        id_responsavel INTEGER REFERENCES users(id),
        prazo INTEGER,
        adiado_ate INTEGER,
        aberto_em INTEGER NOT NULL,
        fechado_em INTEGER,
        version INTEGER NOT NULL DEFAULT 1)`,
  `CREATE UNIQUE INDEX alertas_condicao_aberta ON alertas(id_grupo, regra, chave) WHERE estado <> 'resolvido'`,
  `CREATE INDEX alertas_caixa ON alertas(id_grupo, estado, severidade, aberto_em)`,
  `CREATE INDEX alertas_adiados ON alertas(adiado_ate) WHERE estado = 'adiado'`,
  `CREATE TABLE alertas_historico (
        id INTEGER PRIMARY KEY,
        id_alerta INTEGER NOT NULL REFERENCES alertas(id),
        em INTEGER NOT NULL,
        acao TEXT NOT NULL,
        descricao TEXT NOT NULL,
        id_usuario INTEGER REFERENCES users(id))`,
  `CREATE INDEX alertas_historico_alerta ON alertas_historico(id_alerta, id)`,
  `CREATE TABLE alertas_referencias (
        id_grupo INTEGER NOT NULL REFERENCES seller_groups(id),
        regra TEXT NOT NULL,
        dia_sp TEXT NOT NULL,
        parametros TEXT NOT NULL,
        dados TEXT NOT NULL,
        calculado_em INTEGER NOT NULL,
        PRIMARY KEY (id_grupo, regra))`,
  `CREATE INDEX orders_em_andamento ON orders(id_status, id_seller, data_pedido) WHERE id_status IN (1, 2, 3, 4)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
