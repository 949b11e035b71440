import type { Kysely } from 'kysely';
import { executarEmOrdem } from './executar';

// The home's 'orders awaiting action': a partial index of the few orders paid and not
// yet handed over (or handed over without an NFC-e). Its condition is written out the same way in
// server/modulos/inicio/consultas/resumo.ts (AGUARDANDO_ACAO), the only query that can use it.
const STATEMENTS: string[] = [
  `CREATE INDEX orders_aguardando_acao ON orders(id_seller, data_pedido, id_status, canal, retirada_na_loja, nfce_numero)
        WHERE (id_status IN (2, 3) OR (id_status = 5 AND nfce_numero IS NULL))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await executarEmOrdem(db, STATEMENTS);
}
