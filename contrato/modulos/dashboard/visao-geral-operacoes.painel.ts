/**
 * The overview's declared widgets: today by channel and by store, and by hour against the usual
 * curve. The screen puts two of its own above them: the tasks (each row links to its own order
 * list filter, which no dimension's Destino can express) and today's figures against two days at
 * once (a KPI widget compares with one).
 */
import { definePainel } from '../../relatorios/declarar';
import { VISAO_GERAL_POR_HORA, VISAO_GERAL_VENDAS } from './visao-geral-operacoes.relatorios';

export const PAINEL_VISAO_GERAL = definePainel({
  id: 'dashboard.visao-geral',
  titulo: 'Visão geral das operações',
  chave: 'dashboard_visao_geral_das_operacoes',
  periodo: 'hoje',
  comparacao: 'nenhuma',
  widgets: [
    { tipo: 'barras', titulo: 'Hoje por canal', relatorio: VISAO_GERAL_VENDAS.id, series: ['faturamento'], horizontal: true, largura: 6, fixos: { por: 'canal' } },
    { tipo: 'ranking', titulo: 'Hoje por loja', relatorio: VISAO_GERAL_VENDAS.id, colunas: ['grupo', 'pedidos', 'faturamento'], linhas: 10, largura: 6, fixos: { por: 'loja' } },
    { tipo: 'linha', titulo: 'Pedidos por hora contra a curva usual', relatorio: VISAO_GERAL_POR_HORA.id, series: ['pedidos', 'usual'], largura: 12 },
  ],
});
