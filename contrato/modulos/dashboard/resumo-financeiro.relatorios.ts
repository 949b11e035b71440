/**
 * The reports of 'Resumo financeiro': the period's revenue by day and by payment method (the
 * measures of contrato/relatorios/medidas.ts), its discounts, freight and returned orders, the card
 * fees and what comes in over the next 30 days.
 *
 * Fees and settlements are ESTIMATES until the finance area keeps receivables: they apply the rules
 * of 'Taxas e prazos de recebimento' (contrato/financeiro/regrasRecebimento.ts) to the period's
 * orders. A card payment whose brand and installments are known (a manual sale's payment) is priced
 * by its own rule; every other order counts as one payment of its method, paid at once on the
 * order's day, with no brand (the store's or the group's rule for 'todas as bandeiras').
 */
import { FORMAS_PAGTO } from '../../api/catalogos';
import { defineColunas } from '../../relatorios/colunas';
import { defineRelatorio } from '../../relatorios/declarar';

const CHAVE = 'dashboard_resumo_financeiro';

const LOJAS = { tipo: 'referencias', recurso: 'lojas', rotulo: 'Lojas', filtro: true } as const;

/** How the screen says what is an estimate, in one place. */
export const NOTAS_FINANCEIRO = {
  estimativa:
    'Taxas e valores a receber são estimativas: aplicam as regras de Taxas e prazos de recebimento aos pedidos. Pedidos sem os dados do cartão contam como pagamento à vista, sem bandeira. Quando o financeiro registrar os recebíveis, esta tela passa a lê-los.',
  devolucoes: 'Devoluções: pedidos do período que estão com status Devolvido, pelo dia do pedido.',
  aReceber: 'O que cai de hoje até daqui a 29 dias, dos pedidos já pagos (crédito parcelado: cada parcela no seu prazo).',
} as const;

/** The payment methods as columns of a day (a bar per day, stacked by method), in the catalogue's order. */
export const FORMAS_COLUNAS = {
  pix: FORMAS_PAGTO.pix,
  credito: FORMAS_PAGTO.credito,
  debito: FORMAS_PAGTO.debito,
  dinheiro: FORMAS_PAGTO.dinheiro,
  boleto: FORMAS_PAGTO.boleto,
  vale_compra: FORMAS_PAGTO.valeCompra,
} as const;
export type FormaColuna = keyof typeof FORMAS_COLUNAS;

const dinheiro = (rotulo: string) => ({ tipo: 'dinheiro', rotulo }) as const;

const FIGURAS = {
  faturamento: dinheiro('Faturamento'),
  pedidos: { tipo: 'inteiro', rotulo: 'Pedidos' },
  descontos: dinheiro('Descontos'),
  frete: dinheiro('Frete'),
  taxas: dinheiro('Taxas de cartão (estimadas)'),
  liquido: dinheiro('Líquido estimado'),
  devolucoes: dinheiro('Devoluções'),
  devolvidos: { tipo: 'inteiro', rotulo: 'Pedidos devolvidos' },
} as const;

export const FINANCEIRO_POR_DIA = defineRelatorio({
  id: 'dashboard.financeiro.por-dia',
  titulo: 'Faturamento por dia e forma de pagamento',
  descricao: 'Faturamento de cada dia dividido pelas formas de pagamento, com descontos, frete, devoluções e as taxas de cartão estimadas.',
  chave: CHAVE,
  escopo: 'loja',
  periodo: { padrao: 'ultimos_30', maximoDias: 400, comparavel: true },
  filtros: { lojas: LOJAS },
  dimensoes: { dia: { rotulo: 'Dia', tipo: 'data', destino: { lista: 'pedidos', filtros: { data_from_pedido: 'periodo', data_to_pedido: 'periodo' } } } },
  colunas: defineColunas(
    {
      chave: { tipo: 'texto', rotulo: 'Dia' },
      grupo: { tipo: 'texto', rotulo: 'Dia' },
      ...FIGURAS,
      pix: dinheiro(FORMAS_PAGTO.pix.descricao),
      credito: dinheiro(FORMAS_PAGTO.credito.descricao),
      debito: dinheiro(FORMAS_PAGTO.debito.descricao),
      dinheiro: dinheiro(FORMAS_PAGTO.dinheiro.descricao),
      boleto: dinheiro(FORMAS_PAGTO.boleto.descricao),
      vale_compra: dinheiro(FORMAS_PAGTO.valeCompra.descricao),
    },
    {
      tela: ['grupo', 'faturamento', 'pedidos', 'descontos', 'frete', 'taxas', 'liquido', 'devolucoes'],
      xlsx: ['grupo', 'faturamento', 'pedidos', 'pix', 'credito', 'debito', 'dinheiro', 'boleto', 'vale_compra', 'descontos', 'frete', 'taxas', 'liquido', 'devolucoes', 'devolvidos'],
    },
  ),
  totais: ['faturamento', 'pedidos', 'descontos', 'frete', 'taxas', 'liquido', 'devolucoes', 'devolvidos', 'pix', 'credito', 'debito', 'dinheiro', 'boleto', 'vale_compra'],
  limite: 400,
  limitePlanilha: 400,
  tabular: true,
});

export const FINANCEIRO_POR_FORMA = defineRelatorio({
  id: 'dashboard.financeiro.por-forma',
  titulo: 'Faturamento por forma de pagamento',
  descricao: 'Faturamento, pedidos, taxas de cartão estimadas e o líquido de cada forma de pagamento no período.',
  chave: CHAVE,
  escopo: 'loja',
  periodo: { padrao: 'ultimos_30', maximoDias: 400, comparavel: true },
  filtros: { lojas: LOJAS },
  dimensoes: {
    forma: { rotulo: 'Forma de pagamento', tipo: 'texto', destino: { lista: 'pedidos', filtros: { forma_pagto: 'chave', data_from_pedido: 'periodo', data_to_pedido: 'periodo' } } },
  },
  colunas: defineColunas(
    {
      chave: { tipo: 'texto', rotulo: 'Código' },
      grupo: { tipo: 'texto', rotulo: 'Forma de pagamento' },
      ...FIGURAS,
      participacao: { tipo: 'percentual', escala: 'fracao', casas: 1, rotulo: 'Participação' },
    },
    {
      tela: ['grupo', 'faturamento', 'participacao', 'pedidos', 'taxas', 'liquido', 'devolucoes'],
      xlsx: ['grupo', 'faturamento', 'participacao', 'pedidos', 'descontos', 'frete', 'taxas', 'liquido', 'devolucoes', 'devolvidos'],
    },
  ),
  totais: ['faturamento', 'pedidos', 'descontos', 'frete', 'taxas', 'liquido', 'devolucoes', 'devolvidos'],
  ordem: { coluna: 'faturamento', direcao: 'desc' },
  limite: 10,
  limitePlanilha: 10,
  tabular: true,
});

/** The days ahead the forecast covers, today included. */
export const DIAS_A_RECEBER = 30;

export const FINANCEIRO_A_RECEBER = defineRelatorio({
  id: 'dashboard.financeiro.a-receber',
  titulo: 'A receber nos próximos 30 dias',
  descricao: 'O que os pedidos já pagos trazem de hoje até daqui a 29 dias, dia a dia ou por forma de pagamento: bruto, taxas estimadas e líquido.',
  chave: CHAVE,
  escopo: 'loja',
  periodo: null,
  filtros: { lojas: LOJAS },
  dimensoes: {
    dia: { rotulo: 'Dia', tipo: 'data' },
    forma: { rotulo: 'Forma de pagamento', tipo: 'texto' },
  },
  colunas: defineColunas(
    {
      chave: { tipo: 'texto', rotulo: 'Código' },
      grupo: { tipo: 'texto', rotulo: 'Dia ou forma' },
      bruto: dinheiro('Bruto'),
      taxas: dinheiro('Taxas (estimadas)'),
      liquido: dinheiro('Líquido a receber'),
      parcelas: { tipo: 'inteiro', rotulo: 'Parcelas' },
    },
    { tela: ['grupo', 'liquido', 'bruto', 'taxas', 'parcelas'], xlsx: ['grupo', 'bruto', 'taxas', 'liquido', 'parcelas'] },
  ),
  totais: ['bruto', 'taxas', 'liquido', 'parcelas'],
  limite: DIAS_A_RECEBER,
  limitePlanilha: DIAS_A_RECEBER,
  tabular: true,
});
