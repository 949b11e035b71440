import type { ConsultaMovimentosBody } from '@retaguarda/contrato/api/estoque';
import type { TestApp } from '../helpers';

/**
 * The ledger's ids for a filter, in the ledger's order (newest first; with a period by instant,
 * then id), from plain SQL written apart from the server's query: what its pages, by number or by
 * cursor, must hold. `limite` and `salto` cut one page of it.
 */
export async function idsDoRazao(
  t: TestApp,
  c: ConsultaMovimentosBody,
  escopo: { lojas: readonly number[]; grupo: number },
  pagina?: { limite: number; salto: number },
): Promise<number[]> {
  const condicoes = [`m.id_seller IN (${escopo.lojas.join(', ')})`, `p.id_grupo = ${escopo.grupo}`];
  if (c.id_seller) condicoes.push(`m.id_seller = ${c.id_seller}`);
  if (c.id_produto) condicoes.push(`m.id_produto = ${c.id_produto}`);
  if (c.tipos) condicoes.push(`m.tipo IN (${c.tipos.map((x) => `'${x}'`).join(', ')})`);
  if (c.de !== undefined) condicoes.push(`m.em >= ${c.de}`);
  if (c.ate !== undefined) condicoes.push(`m.em <= ${c.ate}`);
  const ordem = c.de !== undefined || c.ate !== undefined ? 'm.em DESC, m.id DESC' : 'm.id DESC';
  const corte = pagina ? ` LIMIT ${pagina.limite} OFFSET ${pagina.salto}` : '';
  const sql = `SELECT m.id FROM estoque_movimentos m JOIN products p ON p.id = m.id_produto WHERE ${condicoes.join(' AND ')} ORDER BY ${ordem}${corte}`;
  return (await t.sql.coluna<number>(sql)).map(Number);
}
