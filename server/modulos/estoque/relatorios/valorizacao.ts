/**
 * What today's stock is worth at average cost (on hand × custo_medio, positions with units only),
 * per store and per family, summed by the database.
 */
import { sql, type Kysely } from 'kysely';
import type { RelatorioValorizacao, ValorPorFamilia } from '@retaguarda/contrato/api/relatoriosEstoque';
import { centavosParaReais } from '@retaguarda/contrato/br/money';
import type { DB } from '../../../db/schema';
import type { ConsultaRelatorio } from './consulta';
import { cortar, posicoesDoEscopo } from './posicoes';

const SOMAS = [
  sql<number>`COUNT(DISTINCT s.id_produto)`.as('produtos'),
  sql<number>`SUM(s.em_maos)`.as('unidades'),
  sql<number>`SUM(s.em_maos * s.custo_medio)`.as('valor'),
] as const;

export async function relatorioValorizacao(db: Kysely<DB>, c: ConsultaRelatorio): Promise<RelatorioValorizacao> {
  const comEstoque = posicoesDoEscopo(db, c)
    .innerJoin('sellers as l', 'l.id', 's.id_seller')
    .leftJoin('produtos_base as pb', 'pb.id', 'p.produto_base')
    .where('s.em_maos', '>', 0);
  const [lojas, familias] = await Promise.all([
    comEstoque.groupBy(['s.id_seller', 'l.nome']).select(['s.id_seller', 'l.nome as loja', ...SOMAS]).execute(),
    comEstoque.groupBy(['p.produto_base', 'pb.nome']).select(['p.produto_base', 'pb.nome as familia', ...SOMAS]).execute(),
  ]);
  const porLoja = lojas
    .map((l) => ({ id_seller: Number(l.id_seller), loja: l.loja, produtos: Number(l.produtos), unidades: Number(l.unidades), valor: Number(l.valor) }))
    .sort((a, b) => b.valor - a.valor || a.id_seller - b.id_seller);
  const porFamilia = familias
    .map((f) => ({ id_produto_base: f.produto_base === null ? null : Number(f.produto_base), familia: f.familia, produtos: Number(f.produtos), unidades: Number(f.unidades), valor: Number(f.valor) }))
    .sort((a, b) => b.valor - a.valor || (a.id_produto_base ?? 0) - (b.id_produto_base ?? 0));
  const unidades = porLoja.reduce((s, l) => s + l.unidades, 0);
  const valor = porLoja.reduce((s, l) => s + l.valor, 0);
  const familiasCortadas = cortar(porFamilia, c.limite);
  return {
    de: c.de,
    ate: c.ate,
    total: familiasCortadas.total,
    truncado: familiasCortadas.truncado,
    por_loja: porLoja.map((l) => ({ ...l, valor: centavosParaReais(l.valor) })),
    por_familia: familiasCortadas.itens.map((f): ValorPorFamilia => ({ ...f, valor: centavosParaReais(f.valor) })),
    totais: { unidades, valor: centavosParaReais(valor) },
  };
}
