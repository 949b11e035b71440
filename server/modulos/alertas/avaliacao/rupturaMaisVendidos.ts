/**
 * A product among the group's top sellers of the period with nothing available (on hand less
 * reserved) in a store that stocks it (has its position). The top sellers come from the sales
 * summary by product (pedidos_resumo_produto, revenue statuses only), computed once a day; the
 * minute reads the positions of those few products through estoque_saldos_totais.
 */
import { sql } from 'kysely';
import { STATUS_FATURAMENTO } from '@retaguarda/contrato/relatorios/medidas';
import { diasAtras } from './calendario';
import { referenciaDoDia } from './referencia';
import { nomeDaLoja, TETO_CONDICOES, type Avaliador, type Condicao } from './tipos';

interface MaisVendido {
  id_produto: number;
  quantidade: number;
}

export const avaliarRupturaMaisVendidos: Avaliador = async ({ db, idGrupo, lojas, agora, parametros }) => {
  const condicoes: Condicao[] = [];
  if (lojas.length === 0) return { condicoes, completo: true };
  const ids = lojas.map((l) => l.id);
  const hoje = diasAtras(agora, 0);
  const maisVendidos = await referenciaDoDia<MaisVendido[]>(db, { idGrupo, regra: 'ruptura_mais_vendidos', dia: hoje.chave, parametros, agora }, async () => {
    const linhas = await db
      .selectFrom('pedidos_resumo_produto')
      .select('id_produto')
      .select((eb) => eb.fn.sum<number>('quantidade').as('quantidade'))
      .where('dia_sp', '>=', diasAtras(agora, parametros.dias).chave)
      .where('dia_sp', '<', hoje.chave)
      .where('id_seller', 'in', ids)
      .where('id_status', 'in', [...STATUS_FATURAMENTO])
      .groupBy('id_produto')
      .orderBy(sql`SUM(quantidade)`, 'desc')
      .orderBy('id_produto')
      .limit(parametros.quantos)
      .execute();
    return linhas.map((l) => ({ id_produto: l.id_produto, quantidade: Number(l.quantidade) }));
  });
  if (maisVendidos.length === 0) return { condicoes, completo: true };
  const posicao = new Map(maisVendidos.map((m, i) => [m.id_produto, i + 1]));
  const zerados = await db
    .selectFrom('estoque_saldos as s')
    .innerJoin('products as p', 'p.id', 's.id_produto')
    .select(['s.id_seller', 's.id_produto', 's.em_maos', 's.reservado', 'p.nome'])
    .where('s.id_produto', 'in', [...posicao.keys()])
    .where('s.id_seller', 'in', ids)
    .where(sql<boolean>`s.em_maos - s.reservado <= 0`)
    .orderBy('s.id_produto')
    .orderBy('s.id_seller')
    .limit(TETO_CONDICOES + 1)
    .execute();
  for (const z of zerados.slice(0, TETO_CONDICOES)) {
    condicoes.push({
      chave: `loja:${z.id_seller}:produto:${z.id_produto}`,
      titulo: `Ruptura: ${z.nome} em ${nomeDaLoja(lojas, z.id_seller)}`,
      detalhe: `${posicao.get(z.id_produto)}º mais vendido dos últimos ${parametros.dias} dias sem saldo disponível (em mãos ${z.em_maos}, reservado ${z.reservado}).`,
      link: { estoque: { id_produto: z.id_produto, id_seller: z.id_seller, produto: z.nome } },
    });
  }
  return { condicoes, completo: zerados.length <= TETO_CONDICOES };
};
