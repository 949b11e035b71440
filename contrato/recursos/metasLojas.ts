/**
 * Each store's goals for a month: revenue, orders and, optionally, average ticket. Reached from
 * /dashboard/indicadores-desempenho/metas; contrato/financeiro/progressoMeta.ts tells how far a
 * store is from them.
 */
import { parseDataBR } from '../br/dates';
import { defineRecurso } from './recurso';
import type { ValorCampo } from './valores';

/** A month is named by its first day: anything else would let two goals share a month. */
function coerenciaMeta(v: Readonly<Record<string, ValorCampo | undefined>>): { campo: string; mensagem: string } | null {
  const mes = typeof v.mes === 'string' ? parseDataBR(v.mes) : null;
  if (mes && mes.dia !== 1) return { campo: 'mes', mensagem: 'Informe o primeiro dia do mês (ex.: 01/12/2026)' };
  return null;
}

export const metasLojas = defineRecurso({
  nome: 'metasLojas',
  rotulo: { singular: 'Meta da loja', plural: 'Metas por loja', genero: 'a' },
  caminho: '/v2/metas-lojas',
  tabela: 'metas_lojas',
  permissoes: { ler: ['dashboard_indicadores_de_desempenho'], escrever: ['dashboard_indicadores_de_desempenho'] },
  escopo: 'grupo',
  titulo: 'mes',
  ordenacaoPadrao: { campo: 'mes', ordem: 'desc' },
  campos: {
    mes: { tipo: 'data', rotulo: 'Mês', obrigatorio: true, coluna: true, filtro: true, ordenavel: true, ajuda: 'O primeiro dia do mês: 01/12/2026 para dezembro de 2026' },
    loja: { tipo: 'referencia', recurso: 'lojas', rotulo: 'Loja', obrigatorio: true, coluna: true, filtro: true },
    meta_faturamento: { tipo: 'dinheiro', rotulo: 'Meta de faturamento', obrigatorio: true, min: 0.01, max: 1_000_000_000, coluna: true, ordenavel: true },
    meta_pedidos: { tipo: 'inteiro', rotulo: 'Meta de pedidos', obrigatorio: true, min: 1, max: 10_000_000, coluna: true, ordenavel: true },
    meta_ticket_medio: { tipo: 'dinheiro', rotulo: 'Meta de ticket médio', min: 0.01, max: 1_000_000, coluna: 'opcional' },
  },
  coerencia: coerenciaMeta,
  exclusivos: [{ iguais: ['loja', 'mes'], campo: 'mes', mensagem: 'Já existe uma meta ativa desta loja para este mês' }],
});
