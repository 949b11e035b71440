/**
 * Each report as the sheets of its .xlsx: the columns the screen shows, in its words, the numbers
 * kept as numbers (money as R$, shares as %, days and turnover with their decimals).
 */
import { CLASSES_ABC, type RelatorioAbc, type RelatorioEstoque, type RelatorioGiro, type RelatorioParado, type RelatorioRupturas, type RelatorioValorizacao } from '@retaguarda/contrato/api/relatoriosEstoque';
import { paredeSP } from '../../../http/iso-sp';

export type Formato = 'texto' | 'inteiro' | 'decimal' | 'moeda' | 'percentual' | 'data';
export type Celula = string | number | Date | null;

export interface Coluna {
  rotulo: string;
  formato: Formato;
  largura?: number;
}

export interface Folha {
  nome: string;
  colunas: readonly Coluna[];
  linhas: Celula[][];
}

export type Relatorios = { abc: RelatorioAbc; giro: RelatorioGiro; rupturas: RelatorioRupturas; valorizacao: RelatorioValorizacao; parado: RelatorioParado };

const c = (rotulo: string, formato: Formato, largura?: number): Coluna => ({ rotulo, formato, largura });
const PRODUTO = [c('Produto', 'texto', 40), c('SKU', 'texto', 16), c('Família', 'texto', 24)];
const POSICAO = [c('Loja', 'texto', 26), ...PRODUTO];
const data = (epochMs: number | null): Date | null => (epochMs === null ? null : paredeSP(epochMs));

const FOLHAS: { [K in RelatorioEstoque]: (r: Relatorios[K]) => Folha[] } = {
  abc: (r) => [
    {
      nome: 'Curva ABC',
      colunas: [c('Posição', 'inteiro', 9), ...PRODUTO, c('Unidades vendidas', 'inteiro'), c('Receita', 'moeda'), c('Participação', 'percentual'), c('Acumulado', 'percentual'), c('Classe', 'texto', 8)],
      linhas: r.itens.map((i, n) => [n + 1, i.produto, i.sku, i.familia, i.quantidade, i.receita, i.participacao, i.acumulado, i.classe]),
    },
    {
      nome: 'Classes',
      colunas: [c('Classe', 'texto', 8), c('Produtos', 'inteiro'), c('Receita', 'moeda'), c('Participação', 'percentual')],
      linhas: CLASSES_ABC.map((k) => [k, r.classes[k].produtos, r.classes[k].receita, r.classes[k].participacao]),
    },
  ],
  giro: (r) => [
    {
      nome: 'Giro e cobertura',
      colunas: [...POSICAO, c('Vendidas no período', 'inteiro'), c('Estoque médio', 'decimal'), c('Giro', 'decimal'), c('Em mãos', 'inteiro'), c('Disponível', 'inteiro'), c('Vendidas em 30 dias', 'inteiro'), c('Cobertura (dias)', 'decimal')],
      linhas: r.itens.map((i) => [i.loja, i.produto, i.sku, i.familia, i.vendidas, i.estoque_medio, i.giro, i.em_maos, i.disponivel, i.vendidas_30d, i.cobertura_dias]),
    },
  ],
  rupturas: (r) => [
    {
      nome: 'Rupturas e excessos',
      colunas: [c('Situação', 'texto', 10), ...POSICAO, c('Em mãos', 'inteiro'), c('Disponível', 'inteiro'), c('Máximo', 'inteiro'), c('Vendidas em 30 dias', 'inteiro'), c('Cobertura (dias)', 'decimal'), c('Excedente', 'inteiro'), c('Valor do excedente', 'moeda')],
      linhas: r.itens.map((i) => [i.situacao === 'ruptura' ? 'Ruptura' : 'Excesso', i.loja, i.produto, i.sku, i.familia, i.em_maos, i.disponivel, i.maximo, i.vendidas_30d, i.cobertura_dias, i.excedente, i.valor_excedente]),
    },
  ],
  valorizacao: (r) => [
    {
      nome: 'Por loja',
      colunas: [c('Loja', 'texto', 30), c('Produtos', 'inteiro'), c('Unidades', 'inteiro'), c('Valor a custo médio', 'moeda', 20)],
      linhas: [...r.por_loja.map((l) => [l.loja, l.produtos, l.unidades, l.valor]), ['Total', null, r.totais.unidades, r.totais.valor]],
    },
    {
      nome: 'Por família',
      colunas: [c('Família', 'texto', 30), c('Produtos', 'inteiro'), c('Unidades', 'inteiro'), c('Valor a custo médio', 'moeda', 20)],
      linhas: r.por_familia.map((f) => [f.familia ?? 'Sem família', f.produtos, f.unidades, f.valor]),
    },
  ],
  parado: (r) => [
    {
      nome: 'Estoque parado',
      colunas: [...POSICAO, c('Em mãos', 'inteiro'), c('Custo médio', 'moeda'), c('Valor parado', 'moeda'), c('Última venda', 'data', 13), c('Dias sem venda', 'inteiro')],
      linhas: r.itens.map((i) => [i.loja, i.produto, i.sku, i.familia, i.em_maos, i.custo_medio, i.valor, data(i.ultima_venda_em), i.dias_sem_venda]),
    },
  ],
};

export function folhasDoRelatorio<K extends RelatorioEstoque>(relatorio: K, r: Relatorios[K]): Folha[] {
  return FOLHAS[relatorio](r);
}
