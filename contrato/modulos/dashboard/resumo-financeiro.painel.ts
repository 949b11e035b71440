/** The financial summary's dashboard: the period's money by day and method, its fees and returns, and what comes in over the next 30 days. */
import { definePainel } from '../../relatorios/declarar';
import { FINANCEIRO_A_RECEBER, FINANCEIRO_POR_DIA, FINANCEIRO_POR_FORMA } from './resumo-financeiro.relatorios';

// a third of the row each: a month's revenue in reais fits on one line at 1366 px
const kpi = (titulo: string, coluna: string, melhor: 'maior' | 'menor') =>
  ({ tipo: 'kpi', titulo, relatorio: FINANCEIRO_POR_DIA.id, coluna, melhor, sparkline: 'dia', largura: 4 }) as const;

export const PAINEL_FINANCEIRO = definePainel({
  id: 'dashboard.financeiro',
  titulo: 'Resumo financeiro',
  chave: 'dashboard_resumo_financeiro',
  periodo: 'ultimos_30',
  comparacao: 'periodo_anterior',
  widgets: [
    kpi('Faturamento', 'faturamento', 'maior'),
    kpi('Taxas de cartão (estimadas)', 'taxas', 'menor'),
    kpi('Líquido estimado', 'liquido', 'maior'),
    kpi('Descontos', 'descontos', 'menor'),
    kpi('Frete', 'frete', 'maior'),
    kpi('Devoluções', 'devolucoes', 'menor'),
    {
      tipo: 'barras',
      titulo: 'Faturamento por dia e forma de pagamento',
      relatorio: FINANCEIRO_POR_DIA.id,
      series: ['pix', 'credito', 'debito', 'dinheiro', 'boleto', 'vale_compra'],
      empilhado: true,
      largura: 8,
    },
    { tipo: 'pizza', titulo: 'Faturamento por forma de pagamento', relatorio: FINANCEIRO_POR_FORMA.id, coluna: 'faturamento', largura: 4 },
    {
      tipo: 'ranking',
      titulo: 'Formas de pagamento: faturamento, taxas e devoluções',
      relatorio: FINANCEIRO_POR_FORMA.id,
      colunas: ['faturamento', 'participacao', 'pedidos', 'taxas', 'liquido', 'devolucoes'],
      linhas: 10,
      largura: 12,
    },
    { tipo: 'kpi', titulo: 'A receber em 30 dias (estimado)', relatorio: FINANCEIRO_A_RECEBER.id, coluna: 'liquido', melhor: 'maior', sparkline: 'dia', largura: 4 },
    { tipo: 'barras', titulo: 'A receber por dia (estimado)', relatorio: FINANCEIRO_A_RECEBER.id, series: ['liquido', 'taxas'], empilhado: true, largura: 8 },
    { tipo: 'ranking', titulo: 'A receber por forma de pagamento', relatorio: FINANCEIRO_A_RECEBER.id, colunas: ['liquido', 'bruto', 'taxas', 'parcelas'], linhas: 6, largura: 12, fixos: { por: 'forma' } },
  ],
});
