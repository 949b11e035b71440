import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

const STATEMENTS: string[] = [
  // Fiscal data of the emitter, for the NFC-e: legal name, state registration, address, IBGE city.
  ...['razao_social', 'ie', 'municipio_ibge', 'municipio', 'logradouro', 'numero', 'bairro', 'cep'].map(
    (c) => `ALTER TABLE sellers ADD COLUMN ${c} TEXT NOT NULL DEFAULT ''`,
  ),
  `ALTER TABLE sellers ADD COLUMN complemento TEXT`,
  `ALTER TABLE sellers ADD COLUMN telefone TEXT`,
  `ALTER TABLE products ADD COLUMN ncm TEXT`,
  `ALTER TABLE products ADD COLUMN unidade TEXT NOT NULL DEFAULT 'UN'`,
  `ALTER TABLE orders ADD COLUMN observacao_interna TEXT`,
  // A web order the customer collects at a store (contextoDoPedido): it ends in Retirado.
  `ALTER TABLE orders ADD COLUMN retirada_na_loja INTEGER NOT NULL DEFAULT 0`,
  `CREATE TABLE order_deliveries (
        id_pedido INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
        cep TEXT NOT NULL,
        logradouro TEXT NOT NULL,
        numero TEXT NOT NULL,
        complemento TEXT,
        bairro TEXT NOT NULL,
        cidade TEXT NOT NULL,
        uf TEXT NOT NULL)`,
  // The XML as issued, apart from orders so the list's scans never read it.
  `CREATE TABLE nfce_documentos (id_pedido INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE, xml TEXT NOT NULL)`,
  `CREATE TABLE order_status_history (
        id INTEGER PRIMARY KEY,
        id_pedido INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        de_status INTEGER REFERENCES statuses(id),
        para_status INTEGER NOT NULL REFERENCES statuses(id),
        id_usuario INTEGER REFERENCES users(id),
        em INTEGER NOT NULL,
        observacao TEXT)`,
  `CREATE INDEX order_status_history_pedido ON order_status_history(id_pedido, em)`,
  // The last number issued in each series of each seller; the issue increments it in its transaction.
  `CREATE TABLE nfce_series (
        id_seller INTEGER NOT NULL REFERENCES sellers(id),
        serie INTEGER NOT NULL,
        ultimo_numero INTEGER NOT NULL,
        PRIMARY KEY (id_seller, serie)) WITHOUT ROWID`,
  `INSERT INTO nfce_series (id_seller, serie, ultimo_numero)
        SELECT id_seller, nfce_serie, MAX(nfce_numero) FROM orders WHERE nfce_numero IS NOT NULL GROUP BY id_seller, nfce_serie`,
  // One invoice per number and series of a seller, whatever races.
  `CREATE UNIQUE INDEX orders_nfce_unica ON orders(id_seller, nfce_serie, nfce_numero) WHERE nfce_numero IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
