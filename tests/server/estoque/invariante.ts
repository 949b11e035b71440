import type { TestApp } from '../helpers';

/**
 * Every row of the position against the ledger and the reservations: on hand is the sum of the
 * shelf's movements, returns the sum of the returns place's, reserved the sum of the orders'
 * reservations, and each place's last movement carries its balance; and the stores' summary
 * against the positions (divergenciasDoResumo). Empty when all hold.
 */
export async function divergencias(t: TestApp): Promise<unknown[]> {
  return [...(await divergenciasDaPosicao(t)), ...(await divergenciasDoResumo(t))];
}

/** The position's totals as the position sums them, written here rather than taken from the migration. */
const SOMADO = `
    SELECT p.id_grupo, s.id_seller, COUNT(*) AS posicoes, SUM(s.em_maos) AS em_maos, SUM(s.reservado) AS reservado,
           SUM(CASE WHEN s.em_maos > 0 THEN s.em_maos * s.custo_medio ELSE 0 END) AS valor,
           SUM(CASE WHEN s.minimo IS NOT NULL AND s.em_maos - s.reservado < s.minimo THEN 1 ELSE 0 END) AS abaixo_do_minimo
    FROM estoque_saldos s JOIN products p ON p.id = s.id_produto
    WHERE p.ativo = 1 OR s.em_maos <> 0 OR s.em_devolucao <> 0
    GROUP BY p.id_grupo, s.id_seller`;

const FIGURAS = ['posicoes', 'em_maos', 'reservado', 'valor', 'abaixo_do_minimo'];

/**
 * The stores' summary (migration 2026-11-28-08, kept by triggers) against the sum over the
 * positions, per product group and store: the rows where a figure differs (a store the summary
 * lacks counts as zeros there, and a summary row of zeros as a store with nothing shown).
 */
export async function divergenciasDoResumo(t: TestApp): Promise<unknown[]> {
  return t.sql.todas(`
    SELECT COALESCE(r.id_grupo, c.id_grupo) AS id_grupo, COALESCE(r.id_seller, c.id_seller) AS id_seller,
           ${FIGURAS.map((f) => `r.${f} AS resumo_${f}, c.${f} AS somado_${f}`).join(', ')}
    FROM estoque_resumo r FULL OUTER JOIN (${SOMADO}) c ON c.id_grupo = r.id_grupo AND c.id_seller = r.id_seller
    WHERE ${FIGURAS.map((f) => `COALESCE(r.${f}, 0) <> COALESCE(c.${f}, 0)`).join(' OR ')}`);
}

async function divergenciasDaPosicao(t: TestApp): Promise<unknown[]> {
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
