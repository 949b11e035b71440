/** The financial summary's dashboard: the period's money by day and method, its fees and returns, and what comes in over the next 30 days. */
import { definePainel } from '../../relatorios/declarar';
import { FINANCEIRO_A_RECEBER, FINANCEIRO_POR_DIA, FINANCEIRO_POR_FORMA } from './resumo-financeiro.relatorios';

const kpi = (titulo: string, coluna: string, melhor: 'maior' | 'menor', largura: 3 | 4) =>
  ({ tipo: 'kpi', titulo, relatorio: FINANCEIRO_POR_DIA.id, coluna, melhor, sparkline: 'dia', largura }) as const;

export const PAINEL_FINANCEIRO = definePainel({
  id: 'dashboard.financeiro',
  titulo: 'Resumo financeiro',
  chave: 'dashboard_resumo_financeiro',
  periodo: 'ultimos_30',
  comparacao: 'periodo_anterior',
  widgets: [
    kpi('Faturamento', 'faturamento', 'maior', 3),
    kpi('Taxas de cartão (estimadas)', 'taxas', 'menor', 3),
    kpi('Líquido estimado', 'liquido', 'maior', 3),
    { tipo: 'kpi', titulo: 'A receber em 30 dias (estimado)', relatorio: FINANCEIRO_A_RECEBER.id, coluna: 'liquido', melhor: 'maior', sparkline: 'dia', largura: 3 },
    kpi('Descontos', 'descontos', 'menor', 4),
    kpi('Frete', 'frete', 'maior', 4),
    kpi('Devoluções', 'devolucoes', 'menor', 4),
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
    { tipo: 'barras', titulo: 'A receber por dia (estimado)', relatorio: FINANCEIRO_A_RECEBER.id, series: ['liquido', 'taxas'], empilhado: true, largura: 8 },
    { tipo: 'ranking', titulo: 'A receber por forma de pagamento', relatorio: FINANCEIRO_A_RECEBER.id, colunas: ['liquido', 'bruto', 'taxas', 'parcelas'], linhas: 6, largura: 4, fixos: { por: 'forma' } },
  ],
});
