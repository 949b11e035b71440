/**
 * The indicators' declared widgets: the period against the previous one, the clients and the
 * rankings. The stores' goals are the screen's own gauges under them (state as colour, icon and text).
 */
import { definePainel } from '../../relatorios/declarar';
import { INDICADORES_CLIENTES, INDICADORES_LOJAS, INDICADORES_PRODUTOS, INDICADORES_RESUMO } from './indicadores-desempenho.relatorios';

const kpi = (titulo: string, coluna: string, melhor: 'maior' | 'menor') =>
  ({ tipo: 'kpi', titulo, relatorio: INDICADORES_RESUMO.id, coluna, melhor, sparkline: 'dia', largura: 3 }) as const;

export const PAINEL_INDICADORES = definePainel({
  id: 'dashboard.indicadores',
  titulo: 'Indicadores de desempenho',
  chave: 'dashboard_indicadores_de_desempenho',
  periodo: 'ultimos_30',
  comparacao: 'periodo_anterior',
  widgets: [
    kpi('Faturamento', 'faturamento', 'maior'),
    kpi('Pedidos', 'pedidos', 'maior'),
    kpi('Ticket médio', 'ticket_medio', 'maior'),
    kpi('Itens por pedido', 'itens_por_pedido', 'maior'),
    kpi('Taxa de desconto', 'taxa_desconto', 'menor'),
    kpi('Taxa de cancelamento', 'taxa_cancelamento', 'menor'),
    kpi('Taxa de devolução', 'taxa_devolucao', 'menor'),
    { tipo: 'pizza', titulo: 'Clientes novos e recorrentes', relatorio: INDICADORES_CLIENTES.id, coluna: 'clientes', largura: 3 },
    { tipo: 'ranking', titulo: 'Produtos que mais venderam', relatorio: INDICADORES_PRODUTOS.id, colunas: ['grupo', 'quantidade', 'faturamento'], linhas: 5, largura: 6, fixos: { filtros: { sentido: ['mais'] } } },
    { tipo: 'ranking', titulo: 'Produtos que menos venderam', relatorio: INDICADORES_PRODUTOS.id, colunas: ['grupo', 'quantidade', 'faturamento'], linhas: 5, largura: 6, fixos: { filtros: { sentido: ['menos'] } } },
    { tipo: 'ranking', titulo: 'Lojas que mais venderam', relatorio: INDICADORES_LOJAS.id, colunas: ['grupo', 'faturamento', 'pedidos'], linhas: 5, largura: 6, fixos: { filtros: { sentido: ['mais'] } } },
    { tipo: 'ranking', titulo: 'Lojas que menos venderam', relatorio: INDICADORES_LOJAS.id, colunas: ['grupo', 'faturamento', 'pedidos'], linhas: 5, largura: 6, fixos: { filtros: { sentido: ['menos'] } } },
  ],
});
