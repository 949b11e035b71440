/**
 * Each report as the sheets of its .xlsx: the columns its declaration gives the sheet
 * (contrato/relatorios/estoque.ts), in the sheet's words and order, the numbers kept as numbers
 * (money as R$, shares as %, days and turnover with their decimals).
 */
import { CLASSES_ABC, type RelatorioAbc, type RelatorioEstoque, type RelatorioGiro, type RelatorioParado, type RelatorioRupturas, type RelatorioValorizacao } from '@retaguarda/contrato/api/relatoriosEstoque';
import { colunasDaPlanilha, linhaDaPlanilha, type ColunaDaPlanilha, type Coluna, type DeclaracaoColunas } from '@retaguarda/contrato/relatorios/colunas';
import { COLUNAS_ABC, COLUNAS_CLASSES_ABC, COLUNAS_GIRO, COLUNAS_PARADO, COLUNAS_RUPTURAS, COLUNAS_VALOR_POR_FAMILIA, COLUNAS_VALOR_POR_LOJA } from '@retaguarda/contrato/relatorios/estoque';
import { paredeSP } from '../../../http/iso-sp';

export type Celula = string | number | Date | null;

export interface Folha {
  nome: string;
  colunas: readonly ColunaDaPlanilha[];
  linhas: Celula[][];
}

export type Relatorios = { abc: RelatorioAbc; giro: RelatorioGiro; rupturas: RelatorioRupturas; valorizacao: RelatorioValorizacao; parado: RelatorioParado };

/** A sheet of rows as their declaration lays them out; a date as the São Paulo wall clock the sheet shows. */
function folha<D extends Record<string, Coluna>>(nome: string, d: DeclaracaoColunas<D>, linhas: readonly object[]): Folha {
  return { nome, colunas: colunasDaPlanilha(d), linhas: linhas.map((l, n) => linhaDaPlanilha(d, l, n, paredeSP)) };
}

const FOLHAS: { [K in RelatorioEstoque]: (r: Relatorios[K]) => Folha[] } = {
  abc: (r) => [
    folha('Curva ABC', COLUNAS_ABC, r.itens),
    folha(
      'Classes',
      COLUNAS_CLASSES_ABC,
      CLASSES_ABC.map((classe) => ({ classe, ...r.classes[classe] })),
    ),
  ],
  giro: (r) => [folha('Giro e cobertura', COLUNAS_GIRO, r.itens)],
  rupturas: (r) => [folha('Rupturas e excessos', COLUNAS_RUPTURAS, r.itens)],
  valorizacao: (r) => {
    const porLoja = folha('Por loja', COLUNAS_VALOR_POR_LOJA, r.por_loja);
    // the stores' sheet closes with the group's total, which has units and value but no count of products
    porLoja.linhas.push(['Total', null, r.totais.unidades, r.totais.valor]);
    return [porLoja, folha('Por família', COLUNAS_VALOR_POR_FAMILIA, r.por_familia)];
  },
  parado: (r) => [folha('Estoque parado', COLUNAS_PARADO, r.itens)],
};

export function folhasDoRelatorio<K extends RelatorioEstoque>(relatorio: K, r: Relatorios[K]): Folha[] {
  return FOLHAS[relatorio](r);
}
