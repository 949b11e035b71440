/**
 * The reports of 'Indicadores de desempenho': a chosen period against the one before it (the
 * measures of contrato/relatorios/medidas.ts and the rates below), the clients new and returning,
 * the products and stores that sold most and least, and each store's goals of the month
 * (contrato/recursos/metasLojas.ts) with their progress (contrato/financeiro/progressoMeta.ts).
 */
import { ESTADOS_META, type EstadoMeta } from '../../financeiro/progressoMeta';
import { defineColunas } from '../../relatorios/colunas';
import { defineRelatorio } from '../../relatorios/declarar';

const CHAVE = 'dashboard_indicadores_de_desempenho';

const LOJAS = { tipo: 'referencias', recurso: 'lojas', rotulo: 'Lojas', filtro: true } as const;

const PERIODO = { padrao: 'ultimos_30', maximoDias: 400, comparavel: true } as const;

/**
 * The rates, each defined once:
 * - desconto: the discount of the orders that count over their products' gross value;
 * - cancelamento: cancelled orders over every order placed in the period;
 * - devolução: returned orders over the orders sold (those that count plus those returned).
 */
export const TAXAS = {
  taxa_desconto: 'Desconto dos pedidos que contam no faturamento sobre o valor bruto dos seus produtos.',
  taxa_cancelamento: 'Pedidos cancelados sobre todos os pedidos feitos no período.',
  taxa_devolucao: 'Pedidos devolvidos sobre os pedidos vendidos (os que contam no faturamento mais os devolvidos).',
} as const;

const taxa = (rotulo: string) => ({ tipo: 'percentual', escala: 'fracao', casas: 1, rotulo }) as const;

export const INDICADORES_RESUMO = defineRelatorio({
  id: 'dashboard.indicadores.resumo',
  titulo: 'Indicadores do período',
  descricao: 'Faturamento, pedidos, ticket médio, itens por pedido e as taxas de desconto, cancelamento e devolução, dia a dia, comparados com o período anterior.',
  chave: CHAVE,
  escopo: 'loja',
  periodo: PERIODO,
  filtros: { lojas: LOJAS },
  dimensoes: { dia: { rotulo: 'Dia', tipo: 'data', destino: { lista: 'pedidos', filtros: { pedido: 'periodo' } } } },
  colunas: defineColunas(
    {
      chave: { tipo: 'texto', rotulo: 'Dia' },
      grupo: { tipo: 'texto', rotulo: 'Dia' },
      faturamento: { tipo: 'dinheiro', rotulo: 'Faturamento' },
      pedidos: { tipo: 'inteiro', rotulo: 'Pedidos' },
      ticket_medio: { tipo: 'dinheiro', rotulo: 'Ticket médio' },
      itens_por_pedido: { tipo: 'decimal', casas: 1, rotulo: 'Itens por pedido' },
      desconto: { tipo: 'dinheiro', rotulo: 'Descontos' },
      taxa_desconto: taxa('Taxa de desconto'),
      cancelados: { tipo: 'inteiro', rotulo: 'Cancelados' },
      taxa_cancelamento: taxa('Taxa de cancelamento'),
      devolvidos: { tipo: 'inteiro', rotulo: 'Devolvidos' },
      taxa_devolucao: taxa('Taxa de devolução'),
    },
    {
      tela: ['grupo', 'faturamento', 'pedidos', 'ticket_medio', 'itens_por_pedido', 'taxa_desconto', 'taxa_cancelamento', 'taxa_devolucao'],
      xlsx: ['grupo', 'faturamento', 'pedidos', 'ticket_medio', 'itens_por_pedido', 'desconto', 'taxa_desconto', 'cancelados', 'taxa_cancelamento', 'devolvidos', 'taxa_devolucao'],
    },
  ),
  limite: 400,
  limitePlanilha: 400,
  tabular: true,
});

export const INDICADORES_CLIENTES = defineRelatorio({
  id: 'dashboard.indicadores.clientes',
  titulo: 'Clientes novos e recorrentes',
  descricao: 'Os clientes identificados que compraram no período: novos (primeira compra nas lojas) ou recorrentes (já tinham comprado antes).',
  chave: CHAVE,
  escopo: 'loja',
  periodo: PERIODO,
  filtros: { lojas: LOJAS },
  colunas: defineColunas(
    {
      chave: { tipo: 'escolha', opcoes: ['novos', 'recorrentes'], rotulosOpcoes: { novos: 'Novos', recorrentes: 'Recorrentes' }, rotulo: 'Clientes' },
      grupo: { tipo: 'texto', rotulo: 'Clientes' },
      clientes: { tipo: 'inteiro', rotulo: 'Clientes' },
      pedidos: { tipo: 'inteiro', rotulo: 'Pedidos' },
      faturamento: { tipo: 'dinheiro', rotulo: 'Faturamento' },
    },
    { tela: ['grupo', 'clientes', 'pedidos', 'faturamento'], xlsx: ['grupo', 'clientes', 'pedidos', 'faturamento'] },
  ),
  totais: ['clientes', 'pedidos', 'faturamento'],
  limite: 2,
  limitePlanilha: 2,
  tabular: true,
});

/** Which end of a ranking: the most sold first, or the least sold first. */
const SENTIDO = {
  tipo: 'escolha',
  rotulo: 'Ordem',
  filtro: true,
  opcoes: [
    { valor: 'mais', rotulo: 'Os que mais venderam' },
    { valor: 'menos', rotulo: 'Os que menos venderam' },
  ],
} as const;

export const INDICADORES_PRODUTOS = defineRelatorio({
  id: 'dashboard.indicadores.produtos',
  titulo: 'Produtos que mais e menos venderam',
  descricao: 'Os produtos vendidos no período pelo seu faturamento líquido de descontos, com o período anterior; os que não venderam não entram.',
  chave: CHAVE,
  escopo: 'loja',
  periodo: PERIODO,
  filtros: { lojas: LOJAS, sentido: SENTIDO },
  colunas: defineColunas(
    {
      posicao: { tipo: 'inteiro', rotulo: '#', rotulos: { xlsx: 'Posição' }, posicao: true },
      chave: { tipo: 'texto', rotulo: 'Código' },
      grupo: { tipo: 'texto', rotulo: 'Produto' },
      quantidade: { tipo: 'inteiro', rotulo: 'Unidades' },
      pedidos: { tipo: 'inteiro', rotulo: 'Pedidos' },
      faturamento: { tipo: 'dinheiro', rotulo: 'Faturamento' },
    },
    { tela: ['posicao', 'grupo', 'quantidade', 'faturamento'], xlsx: ['posicao', 'chave', 'grupo', 'quantidade', 'pedidos', 'faturamento'] },
  ),
  limite: 20,
  limitePlanilha: 1000,
  tabular: true,
});

export const INDICADORES_LOJAS = defineRelatorio({
  id: 'dashboard.indicadores.lojas',
  titulo: 'Lojas que mais e menos venderam',
  descricao: 'Faturamento, pedidos e ticket médio de cada loja no período, com o período anterior.',
  chave: CHAVE,
  escopo: 'loja',
  periodo: PERIODO,
  filtros: { lojas: LOJAS, sentido: SENTIDO },
  colunas: defineColunas(
    {
      posicao: { tipo: 'inteiro', rotulo: '#', rotulos: { xlsx: 'Posição' }, posicao: true },
      chave: { tipo: 'texto', rotulo: 'Código' },
      grupo: { tipo: 'texto', rotulo: 'Loja' },
      faturamento: { tipo: 'dinheiro', rotulo: 'Faturamento' },
      pedidos: { tipo: 'inteiro', rotulo: 'Pedidos' },
      ticket_medio: { tipo: 'dinheiro', rotulo: 'Ticket médio' },
    },
    { tela: ['posicao', 'grupo', 'faturamento', 'pedidos', 'ticket_medio'], xlsx: ['posicao', 'grupo', 'faturamento', 'pedidos', 'ticket_medio'] },
  ),
  limite: 200,
  limitePlanilha: 200,
  tabular: true,
});

const ESTADOS = Object.keys(ESTADOS_META) as [EstadoMeta, ...EstadoMeta[]];
const ROTULOS_ESTADOS = Object.fromEntries(ESTADOS.map((e) => [e, ESTADOS_META[e].rotulo]));

export const INDICADORES_METAS = defineRelatorio({
  id: 'dashboard.indicadores.metas',
  titulo: 'Metas das lojas',
  descricao: 'O faturamento e os pedidos de cada loja em cada mês do período contra as metas do mês: atingida, perto (a menos de 20 %) ou longe.',
  chave: CHAVE,
  escopo: 'loja',
  periodo: { padrao: 'este_mes', maximoDias: 366, comparavel: false },
  filtros: { lojas: LOJAS },
  colunas: defineColunas(
    {
      chave: { tipo: 'texto', rotulo: 'Chave' },
      loja: { tipo: 'texto', rotulo: 'Loja' },
      mes: { tipo: 'data', rotulo: 'Mês' },
      meta_faturamento: { tipo: 'dinheiro', rotulo: 'Meta de faturamento' },
      faturamento: { tipo: 'dinheiro', rotulo: 'Faturamento' },
      percentual_faturamento: { tipo: 'decimal', casas: 1, sufixo: ' %', rotulo: 'Faturamento da meta' },
      estado_faturamento: { tipo: 'escolha', opcoes: ESTADOS, rotulosOpcoes: ROTULOS_ESTADOS, rotulo: 'Situação do faturamento' },
      meta_pedidos: { tipo: 'inteiro', rotulo: 'Meta de pedidos' },
      pedidos: { tipo: 'inteiro', rotulo: 'Pedidos' },
      percentual_pedidos: { tipo: 'decimal', casas: 1, sufixo: ' %', rotulo: 'Pedidos da meta' },
      estado_pedidos: { tipo: 'escolha', opcoes: ESTADOS, rotulosOpcoes: ROTULOS_ESTADOS, rotulo: 'Situação dos pedidos' },
    },
    {
      tela: ['loja', 'mes', 'faturamento', 'meta_faturamento', 'percentual_faturamento', 'estado_faturamento', 'pedidos', 'meta_pedidos', 'estado_pedidos'],
      xlsx: ['loja', 'mes', 'faturamento', 'meta_faturamento', 'percentual_faturamento', 'estado_faturamento', 'pedidos', 'meta_pedidos', 'percentual_pedidos', 'estado_pedidos'],
    },
  ),
  limite: 500,
  limitePlanilha: 2000,
  tabular: true,
});
