import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// The manual order's payments (server/modulos/venda-manual).
// - pagamentos_pedido: one row per payment of an order (split payment: part Pix, part card). A
//   card keeps only the acquirer's token, brand and last four digits, never the number or CVV.
//   `referencia` is the Pix txid or the boleto's 'nosso número' the PSP's notice names.
// - cartoes_salvos: a client's cards to charge again, as tokens.
// - cobrancas_idempotencia: one row per Idempotency-Key of a charge, so a double click, a retry
//   after a timeout or parallel copies of one request make exactly one charge; the answer is kept
//   and given again.
// - adquirente_transacoes: the simulated acquirer's side.
// - psp_eventos: the PSP notices already taken, so a replayed notice changes nothing.
// - pedido_promocoes: the promotions and the coupon an order was priced with (coupon limits count them).
// - users.desconto_maximo: the user's limit for a line's own discount, in hundredths of a percent.
// - sellers: the Pix key and the card installment rule.
const STATEMENTS: string[] = [
  `CREATE TABLE pagamentos_pedido (
        id INTEGER PRIMARY KEY,
        id_pedido INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        forma TEXT NOT NULL,
        id_forma_pagto INTEGER NOT NULL REFERENCES payment_methods(id),
        valor INTEGER NOT NULL,
        situacao TEXT NOT NULL,
        motivo TEXT,
        parcelas INTEGER,
        juros INTEGER,
        bandeira TEXT,
        ultimos4 TEXT,
        token_cartao TEXT,
        autorizacao TEXT,
        valor_recebido INTEGER,
        referencia TEXT UNIQUE,
        pix_copia_e_cola TEXT,
        boleto_linha TEXT,
        vencimento TEXT,
        expira_em INTEGER,
        pago_em INTEGER,
        id_usuario INTEGER REFERENCES users(id) ON DELETE SET NULL,
        criado_em INTEGER NOT NULL)`,
  `CREATE INDEX pagamentos_pedido_pedido ON pagamentos_pedido(id_pedido, id)`,
  `CREATE INDEX pagamentos_pedido_pendentes ON pagamentos_pedido(situacao, expira_em)`,
  `CREATE TABLE cartoes_salvos (
        id INTEGER PRIMARY KEY,
        id_cliente INTEGER NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        token TEXT NOT NULL UNIQUE,
        bandeira TEXT NOT NULL,
        ultimos4 TEXT NOT NULL,
        validade TEXT NOT NULL,
        titular TEXT NOT NULL,
        criado_em INTEGER NOT NULL)`,
  `CREATE UNIQUE INDEX cartoes_salvos_cliente ON cartoes_salvos(id_cliente, bandeira, ultimos4, validade)`,
  `CREATE TABLE cobrancas_idempotencia (
        id_usuario INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        chave TEXT NOT NULL,
        id_pedido INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        hash_corpo TEXT NOT NULL,
        codigo INTEGER,
        resposta TEXT,
        criado_em INTEGER NOT NULL,
        PRIMARY KEY (id_usuario, chave))`,
  // a second charge of the same order while one runs (another key, another tab) is refused
  `CREATE UNIQUE INDEX cobrancas_em_curso ON cobrancas_idempotencia(id_pedido) WHERE codigo IS NULL`,
  // The simulated acquirer's own records (server/modulos/venda-manual/pagamentos/adquirente.ts):
  // it answers a repeated transaction id with its first answer, as a real one does, so a retry
  // after a timeout never charges twice. Never a card number: its token, brand and last digits.
  `CREATE TABLE adquirente_transacoes (
        id_transacao TEXT PRIMARY KEY,
        aprovado INTEGER NOT NULL,
        motivo TEXT,
        autorizacao TEXT,
        token TEXT,
        valor INTEGER NOT NULL,
        estornado INTEGER NOT NULL DEFAULT 0,
        criado_em INTEGER NOT NULL)`,
  `CREATE TABLE psp_eventos (
        id_evento TEXT PRIMARY KEY,
        recebido_em INTEGER NOT NULL)`,
  `CREATE TABLE pedido_promocoes (
        id INTEGER PRIMARY KEY,
        id_pedido INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        id_promocao INTEGER NOT NULL,
        id_cliente INTEGER,
        cupom TEXT,
        descricao TEXT NOT NULL,
        valor INTEGER NOT NULL)`,
  `CREATE INDEX pedido_promocoes_promocao ON pedido_promocoes(id_promocao, id_cliente)`,
  `CREATE INDEX pedido_promocoes_pedido ON pedido_promocoes(id_pedido)`,
  `ALTER TABLE users ADD COLUMN desconto_maximo INTEGER NOT NULL DEFAULT 1000`,
  `ALTER TABLE sellers ADD COLUMN pix_chave TEXT`,
  `ALTER TABLE sellers ADD COLUMN parcelas_maximo INTEGER NOT NULL DEFAULT 12`,
  `ALTER TABLE sellers ADD COLUMN parcelas_sem_juros INTEGER NOT NULL DEFAULT 3`,
  `ALTER TABLE sellers ADD COLUMN juros_mensal INTEGER NOT NULL DEFAULT 199`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
