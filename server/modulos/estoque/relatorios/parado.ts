/**
 * Dead stock: positions with units on hand that have not sold in that store for N days (or ever),
 * with the money tied up at average cost. The last sale is each position's newest `venda` row.
 */
import { sql, type Kysely } from 'kysely';
import type { ItemParado, RelatorioParado } from '@retaguarda/contrato/api/relatoriosEstoque';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import type { DB } from '../../../db/schema';
import { DIA, type ConsultaRelatorio } from './consulta';
import { comNomes, cortar, nomesDeLojas, posicoesDoEscopo } from './posicoes';

export async function relatorioParado(db: Kysely<DB>, c: ConsultaRelatorio): Promise<RelatorioParado> {
  const linhas = await posicoesDoEscopo(db, c)
    .where('s.em_maos', '>', 0)
    .select([
      's.id_seller', 's.id_produto', 's.em_maos', 's.custo_medio',
      // `tipo = 'venda'` as the partial index estoque_movimentos_vendas is written: one seek per position
      sql<number | null>`(SELECT MAX(m.em) FROM estoque_movimentos m WHERE m.id_seller = s.id_seller AND m.id_produto = s.id_produto AND m.tipo = 'venda')`.as('ultima_venda'),
    ])
    .execute();
  const limite = c.agora - c.diasSemVenda * DIA;
  const parados: (Omit<ItemParado, 'loja' | 'produto' | 'sku' | 'familia'> & { centavos: number })[] = [];
  for (const l of linhas) {
    const ultima = l.ultima_venda === null ? null : Number(l.ultima_venda);
    if (ultima !== null && ultima >= limite) continue;
    const emMaos = Number(l.em_maos);
    const centavos = emMaos * Number(l.custo_medio);
    parados.push({
      id_seller: Number(l.id_seller),
      id_produto: Number(l.id_produto),
      em_maos: emMaos,
      custo_medio: centavosParaReais(Number(l.custo_medio)),
      valor: centavosParaReais(centavos),
      ultima_venda_em: ultima,
      dias_sem_venda: ultima === null ? null : Math.floor((c.agora - ultima) / DIA),
      centavos,
    });
  }
  parados.sort((a, b) => b.centavos - a.centavos || a.id_produto - b.id_produto || a.id_seller - b.id_seller);
  const porLoja = new Map<number, { id_seller: number; produtos: number; unidades: number; centavos: number }>();
  for (const p of parados) {
    const loja = porLoja.get(p.id_seller) ?? { id_seller: p.id_seller, produtos: 0, unidades: 0, centavos: 0 };
    loja.produtos++;
    loja.unidades += p.em_maos;
    loja.centavos += p.centavos;
    porLoja.set(p.id_seller, loja);
  }
  const { itens, total, truncado } = cortar(parados, c.limite);
  const [nomeados, lojas] = await Promise.all([comNomes(db, itens.map(({ centavos: _c, ...i }) => i)), nomesDeLojas(db, [...porLoja.keys()])]);
  return {
    de: c.de,
    ate: c.ate,
    total,
    truncado,
    itens: nomeados,
    totais: { unidades: parados.reduce((s, p) => s + p.em_maos, 0), valor: centavosParaReais(parados.reduce((s, p) => s + p.centavos, 0)) },
    por_loja: [...porLoja.values()]
      .sort((a, b) => b.centavos - a.centavos || a.id_seller - b.id_seller)
      .map(({ centavos, ...l }) => ({ ...l, loja: lojas.get(l.id_seller) ?? `#${l.id_seller}`, valor: centavosParaReais(centavos) })),
  };
}
