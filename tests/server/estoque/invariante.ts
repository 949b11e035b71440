import type { TestApp } from '../helpers';

/**
 * Every row of the position against the ledger and the reservations: on hand is the sum of the
 * shelf's movements, returns the sum of the returns place's, reserved the sum of the orders'
 * reservations, and each place's last movement carries its balance. Empty when all hold.
 */
export async function divergencias(t: TestApp): Promise<unknown[]> {
  return t.sql.todas(`
    SELECT s.id_seller, s.id_produto, s.em_maos, s.em_devolucao, s.reservado, m.loja, m.devolucao, r.reservado AS reservas, ul.saldo_apos AS ultimo_loja, ud.saldo_apos AS ultimo_devolucao
    FROM estoque_saldos s
    LEFT JOIN (SELECT id_seller, id_produto,
                      SUM(CASE WHEN local = 'loja' THEN quantidade ELSE 0 END) AS loja,
                      SUM(CASE WHEN local = 'devolucao' THEN quantidade ELSE 0 END) AS devolucao,
                      MAX(CASE WHEN local = 'loja' THEN id END) AS id_loja,
                      MAX(CASE WHEN local = 'devolucao' THEN id END) AS id_devolucao
               FROM estoque_movimentos GROUP BY id_seller, id_produto) m ON m.id_seller = s.id_seller AND m.id_produto = s.id_produto
    LEFT JOIN (SELECT id_seller, id_produto, SUM(quantidade) AS reservado FROM estoque_reservas GROUP BY id_seller, id_produto) r
           ON r.id_seller = s.id_seller AND r.id_produto = s.id_produto
    LEFT JOIN estoque_movimentos ul ON ul.id = m.id_loja
    LEFT JOIN estoque_movimentos ud ON ud.id = m.id_devolucao
    WHERE s.em_maos <> COALESCE(m.loja, 0) OR s.em_devolucao <> COALESCE(m.devolucao, 0) OR s.reservado <> COALESCE(r.reservado, 0)
       OR (ul.id IS NOT NULL AND ul.saldo_apos <> s.em_maos) OR (ud.id IS NOT NULL AND ud.saldo_apos <> s.em_devolucao)`);
}

export interface Saldo {
  em_maos: number;
  reservado: number;
  em_devolucao: number;
  custo_medio: number;
}

export async function saldo(t: TestApp, idSeller: number, idProduto: number): Promise<Saldo> {
  const [s] = (await t.sql.todas(`SELECT em_maos, reservado, em_devolucao, custo_medio FROM estoque_saldos WHERE id_seller = ? AND id_produto = ?`, idSeller, idProduto)) as Record<string, unknown>[];
  return { em_maos: Number(s?.em_maos ?? 0), reservado: Number(s?.reservado ?? 0), em_devolucao: Number(s?.em_devolucao ?? 0), custo_medio: Number(s?.custo_medio ?? 0) };
}
