/**
 * Turnover and days of cover per store and product. Turnover is the units sold in the period over
 * the average stock, taken as the mean of the on-hand at the period's start and at its end (each
 * rebuilt from today's on-hand and the shelf's movements since: not a daily average, which would
 * replay the whole ledger). Days of cover look at today: available over the mean daily sales of
 * the last 30 days.
 */
import type { Kysely } from 'kysely';
import { PADROES_RELATORIOS_ESTOQUE, type ItemGiro, type RelatorioGiro } from '@retaguarda/contrato/api/relatoriosEstoque';
import type { DB } from '../../../db/schema';
import { arredondar, inicioRecente, type ConsultaRelatorio } from './consulta';
import { chave, coberturaDias, comNomes, cortar, lerPosicoes, movimentosRecentes, SEM_MOVIMENTO } from './posicoes';

export async function relatorioGiro(db: Kysely<DB>, c: ConsultaRelatorio): Promise<RelatorioGiro> {
  const [posicoes, movimentos] = await Promise.all([lerPosicoes(db, c), movimentosRecentes(db, c, inicioRecente(c))]);
  const linhas: Omit<ItemGiro, 'loja' | 'produto' | 'sku' | 'familia'>[] = [];
  for (const p of posicoes) {
    const m = movimentos.get(chave(p.id_seller, p.id_produto)) ?? SEM_MOVIMENTO;
    const inicial = Math.max(0, p.em_maos - m.desdeDe);
    const final = Math.max(0, p.em_maos - m.aposAte);
    const medio = (inicial + final) / 2;
    // a position with nothing on hand and nothing sold has nothing to say here
    if (m.vendidas === 0 && medio === 0 && p.em_maos === 0) continue;
    const disponivel = p.em_maos - p.reservado;
    linhas.push({
      id_seller: p.id_seller,
      id_produto: p.id_produto,
      vendidas: m.vendidas,
      em_maos: p.em_maos,
      disponivel,
      estoque_medio: medio,
      giro: medio > 0 ? arredondar(m.vendidas / medio, 2) : null,
      vendidas_30d: m.recentes,
      cobertura_dias: coberturaDias(disponivel, m.recentes, PADROES_RELATORIOS_ESTOQUE.diasRecentes),
    });
  }
  // the fastest first; positions without stock to turn after, by what they sold
  linhas.sort((a, b) => (b.giro ?? -1) - (a.giro ?? -1) || b.vendidas - a.vendidas || a.id_produto - b.id_produto || a.id_seller - b.id_seller);
  const vendidas = linhas.reduce((s, l) => s + l.vendidas, 0);
  const medio = linhas.reduce((s, l) => s + l.estoque_medio, 0);
  const { itens, total, truncado } = cortar(linhas, c.limite);
  return {
    de: c.de,
    ate: c.ate,
    itens: await comNomes(db, itens),
    total,
    truncado,
    totais: { vendidas, estoque_medio: medio, giro: medio > 0 ? arredondar(vendidas / medio, 2) : null },
  };
}
