/**
 * The reports of 'Visão geral das operações': what needs someone now, today against the same
 * weekday last week and yesterday, today by channel and by store, and today's orders hour by hour
 * against the weekday's usual curve. Revenue, orders, ticket and items per order are the contract's
 * measures (contrato/relatorios/medidas.ts): given the same day and stores they are the order
 * list's summary, to the centavo.
 */
import { defineColunas } from '../../relatorios/colunas';
import { defineRelatorio } from '../../relatorios/declarar';

const CHAVE = 'dashboard_visao_geral_das_operacoes';

/** The store filter: the primitive checks each store against the user's group. */
const FILTROS = { lojas: { tipo: 'referencias', recurso: 'lojas', rotulo: 'Lojas', filtro: true } } as const;

/** How many past same weekdays make a weekday's usual curve. */
export const SEMANAS_CURVA_USUAL = 4;

const MEDIDAS_COLUNAS = {
  pedidos: { tipo: 'inteiro', rotulo: 'Pedidos' },
  faturamento: { tipo: 'dinheiro', rotulo: 'Faturamento' },
  ticket_medio: { tipo: 'dinheiro', rotulo: 'Ticket médio' },
  itens_por_pedido: { tipo: 'decimal', casas: 1, rotulo: 'Itens por pedido' },
} as const;

/** The days today is compared with, each up to the same time of day. */
export const REFERENCIAS_HOJE = {
  hoje: 'Hoje',
  ontem: 'Ontem até agora',
  semana_passada: 'Mesmo dia da semana passada até agora',
} as const;
export type ReferenciaHoje = keyof typeof REFERENCIAS_HOJE;

export const VISAO_GERAL_HOJE = defineRelatorio({
  id: 'dashboard.visao-geral.hoje',
  titulo: 'Hoje comparado',
  descricao: 'Pedidos, faturamento, ticket médio e itens por pedido de hoje até agora, de ontem e do mesmo dia da semana passada até a mesma hora.',
  chave: CHAVE,
  escopo: 'loja',
  periodo: null,
  filtros: FILTROS,
  colunas: defineColunas(
    {
      chave: { tipo: 'escolha', opcoes: ['hoje', 'ontem', 'semana_passada'], rotulosOpcoes: REFERENCIAS_HOJE, rotulo: 'Referência' },
      dia: { tipo: 'data', rotulo: 'Dia' },
      /** The instant each day is counted up to (epoch ms): now, or the same time of day on that day. */
      ate: { tipo: 'data', rotulo: 'Até' },
      ...MEDIDAS_COLUNAS,
    },
    { tela: ['chave', 'dia', 'pedidos', 'faturamento', 'ticket_medio', 'itens_por_pedido'], xlsx: ['chave', 'dia', 'pedidos', 'faturamento', 'ticket_medio', 'itens_por_pedido'] },
  ),
  limite: 3,
  limitePlanilha: 3,
  tabular: false,
});

export const VISAO_GERAL_VENDAS = defineRelatorio({
  id: 'dashboard.visao-geral.vendas',
  titulo: 'Vendas por canal e por loja',
  descricao: 'Pedidos, faturamento, ticket médio e itens por pedido do período, por canal de venda ou por loja.',
  chave: CHAVE,
  escopo: 'loja',
  periodo: { padrao: 'hoje', maximoDias: 31, comparavel: true },
  filtros: FILTROS,
  dimensoes: {
    canal: { rotulo: 'Canal', tipo: 'texto' },
    loja: { rotulo: 'Loja', tipo: 'texto', destino: { lista: 'pedidos', filtros: { id_pessoa: 'chave', pedido: 'periodo' } } },
  },
  colunas: defineColunas(
    {
      chave: { tipo: 'texto', rotulo: 'Chave' },
      grupo: { tipo: 'texto', rotulo: 'Canal ou loja' },
      ...MEDIDAS_COLUNAS,
      participacao: { tipo: 'percentual', escala: 'fracao', casas: 1, rotulo: 'Participação no faturamento' },
    },
    {
      tela: ['grupo', 'pedidos', 'faturamento', 'ticket_medio', 'itens_por_pedido', 'participacao'],
      xlsx: ['grupo', 'pedidos', 'faturamento', 'ticket_medio', 'itens_por_pedido', 'participacao'],
    },
  ),
  ordem: { coluna: 'faturamento', direcao: 'desc' },
  limite: 200,
  limitePlanilha: 200,
  tabular: true,
});

export const VISAO_GERAL_POR_HORA = defineRelatorio({
  id: 'dashboard.visao-geral.por-hora',
  titulo: 'Pedidos por hora',
  descricao: `Os pedidos de cada hora do dia que contam no faturamento contra a curva usual do dia da semana: a média das ${SEMANAS_CURVA_USUAL} últimas semanas no mesmo dia da semana.`,
  chave: CHAVE,
  escopo: 'loja',
  periodo: { padrao: 'hoje', maximoDias: 1, comparavel: false },
  filtros: FILTROS,
  colunas: defineColunas(
    {
      hora: { tipo: 'inteiro', rotulo: 'Hora' },
      grupo: { tipo: 'texto', rotulo: 'Hora' },
      /** Null for an hour of today still to come. */
      pedidos: { tipo: 'inteiro', rotulo: 'Pedidos', nulo: true, vazio: { tela: '—', xlsx: '' } },
      usual: { tipo: 'decimal', casas: 1, rotulo: 'Usual (média de 4 semanas)' },
      faturamento: { tipo: 'dinheiro', rotulo: 'Faturamento', nulo: true },
      faturamento_usual: { tipo: 'dinheiro', rotulo: 'Faturamento usual' },
    },
    { tela: ['grupo', 'pedidos', 'usual', 'faturamento', 'faturamento_usual'], xlsx: ['grupo', 'pedidos', 'usual', 'faturamento', 'faturamento_usual'] },
  ),
  totais: ['pedidos'],
  limite: 24,
  limitePlanilha: 24,
  tabular: true,
});

/**
 * The orders awaiting someone, each with the order list's filter that lists exactly them. The
 * first three are the home page's (contrato/api/inicio.ts); 'pagamento_pendente' are orders still
 * awaiting payment a day or more after they were placed (a charge refused, expired or never paid).
 */
export const TAREFAS = {
  pago_sem_nfce: { rotulo: 'Pagos sem NFC-e', ajuda: 'Vendas na loja pagas ou retiradas sem NFC-e emitida.' },
  aguardando_retirada: { rotulo: 'Aguardando retirada', ajuda: 'Pagos, à espera do cliente na loja.' },
  envio_atrasado: { rotulo: 'Envios atrasados', ajuda: 'Pagos para entrega e ainda não enviados no prazo.' },
  pagamento_pendente: { rotulo: 'Pagamentos não concluídos', ajuda: 'Aguardando pagamento desde ontem ou antes: cobrança recusada, expirada ou não paga.' },
} as const;
export type Tarefa = keyof typeof TAREFAS;
export const TAREFAS_IDS = Object.keys(TAREFAS) as [Tarefa, ...Tarefa[]];

export const VISAO_GERAL_TAREFAS = defineRelatorio({
  id: 'dashboard.visao-geral.tarefas',
  titulo: 'Pedidos aguardando ação',
  descricao: 'Os pedidos dos últimos 30 dias que esperam alguém: sem NFC-e, à espera de retirada, com envio atrasado ou sem pagamento.',
  chave: CHAVE,
  escopo: 'loja',
  periodo: null,
  filtros: FILTROS,
  colunas: defineColunas(
    {
      chave: { tipo: 'escolha', opcoes: TAREFAS_IDS, rotulosOpcoes: Object.fromEntries(TAREFAS_IDS.map((t) => [t, TAREFAS[t].rotulo])), rotulo: 'Tarefa' },
      quantidade: { tipo: 'inteiro', rotulo: 'Pedidos' },
      /** The order list's filter (JSON of its filter fields) whose total is `quantidade`: the task's link. */
      filtro: { tipo: 'texto', rotulo: 'Filtro da lista de pedidos' },
    },
    { tela: ['chave', 'quantidade'], xlsx: ['chave', 'quantidade'] },
  ),
  totais: ['quantidade'],
  limite: 4,
  limitePlanilha: 4,
  tabular: false,
});
