/**
 * The sales reports of /vendas/relatorios-vendas, declared once. Every figure counts the orders of
 * the contract's revenue (contrato/relatorios/medidas.ts, STATUS_FATURAMENTO: paid and later, not
 * awaiting payment, cancelled or returned) by the São Paulo day the order was placed, read from
 * the orders' summaries (never the orders themselves, but for the capped list of orders' margins).
 *
 * Money in reais on the wire; percentages are fractions (0.25 = 25 %).
 * - faturamento: the orders' totals, freight included (the order list's summary for the same
 *   period and stores, to the centavo); by product, the products' value net of every discount
 *   (freight belongs to no product).
 * - margem: products' value − discounts − cost at the store's average cost when sold − estimated
 *   fees; freight passes to the carrier and is left out. margem % is over the value net of discounts.
 * - Fees: estimated as the 'Resumo financeiro' estimates them (server/modulos/resumo-financeiro,
 *   estimarCelulas over the rules of 'Taxas e prazos de recebimento'): a manual sale's card
 *   payment by its own rule (brand, installments), the rest of a day's, store's and method's
 *   orders as one payment at once. The margin by channel and by order take them; the reports by
 *   period, store, clerk and product show the margin before fees (their groupings, an hour or a
 *   product, split what a fee is charged on) and say so.
 * - Clerk (vendedor): the staff user who made the sale (orders.id_vendedor); orders nobody sold at
 *   a counter (web, self-service) group under 'Sem vendedor'. The order list cannot filter by
 *   clerk, so a clerk's row opens nothing.
 */
import { CANAIS, CANAL_CODES, FORMAS_PAGTO } from '../../api/catalogos';
import { defineColunas, type Coluna } from '../../relatorios/colunas';
import { defineRelatorio, type Dimensao } from '../../relatorios/declarar';

const CHAVE = 'vendas_relatorios_de_vendas';
const PERIODO = { padrao: 'ultimos_30', maximoDias: 400, comparavel: true } as const;
/** What a report whose margin is before fees says of them. */
export const NOTA_TAXAS = 'Margem antes das taxas de cartão e Pix: veja a margem por canal ou por pedido para a margem depois das taxas estimadas.';
/** What a margin report with the estimated fees says of them. */
export const NOTA_TAXAS_ESTIMADAS = 'Taxas estimadas pelas regras de Taxas e prazos de recebimento: o cartão de uma venda manual pela sua bandeira e parcelas, o resto como pagamento à vista.';

const FILTROS = {
  lojas: { tipo: 'referencia', recurso: 'lojas', rotulo: 'Lojas', filtro: true },
  canal: { tipo: 'escolha', rotulo: 'Canal', filtro: true, opcoes: CANAL_CODES.map((c) => ({ valor: c, rotulo: CANAIS[c] })) },
  forma_pagamento: {
    tipo: 'escolha',
    rotulo: 'Forma de pagamento',
    filtro: true,
    opcoes: Object.values(FORMAS_PAGTO).map((f) => ({ valor: String(f.id), rotulo: f.descricao })),
  },
} as const;

const AGRUPAMENTO = {
  chave: { tipo: 'texto', rotulo: 'Chave' },
  grupo: { tipo: 'texto', rotulo: 'Grupo', largura: 28 },
} as const satisfies Record<string, Coluna>;

const MARGEM = {
  margem: { tipo: 'dinheiro', rotulo: 'Margem' },
  margem_percentual: { tipo: 'percentual', escala: 'fracao', casas: 1, rotulo: 'Margem %', nulo: true },
} as const satisfies Record<string, Coluna>;

const MEDIDAS = {
  pedidos: { tipo: 'inteiro', rotulo: 'Pedidos' },
  faturamento: { tipo: 'dinheiro', rotulo: 'Faturamento' },
  ticket_medio: { tipo: 'dinheiro', rotulo: 'Ticket médio' },
  itens: { tipo: 'inteiro', rotulo: 'Itens' },
  descontos: { tipo: 'dinheiro', rotulo: 'Descontos' },
  frete: { tipo: 'dinheiro', rotulo: 'Frete' },
  ...MARGEM,
} as const satisfies Record<string, Coluna>;
const NA_TELA = ['grupo', 'pedidos', 'faturamento', 'ticket_medio', 'itens', 'descontos', 'frete', 'margem', 'margem_percentual'] as const;

/**
 * What a day × store row opens the order list with, on no screen nor sheet (its `grupo` says
 * both): the day as the list filters it and the store. Null on every other grouping's row.
 */
const DIA_E_LOJA = {
  dia: { tipo: 'texto', rotulo: 'Dia', nulo: true },
  id_loja: { tipo: 'referencia', rotulo: 'Loja', nulo: true },
} as const satisfies Record<string, Coluna>;

const dimensao = (rotulo: string, tipo: Dimensao['tipo'], destino?: Dimensao['destino']): Dimensao => ({ rotulo, tipo, ...(destino ? { destino } : {}) });
const PEDIDOS_DO_DIA = { lista: 'pedidos', filtros: { data_from_pedido: 'periodo', data_to_pedido: 'periodo' } } as const;

/** Sales by a time, a store, a day and store, a clerk, a channel, a payment method, or the hour of the day. */
export const VENDAS_RESUMO = defineRelatorio({
  id: 'vendas.resumo',
  titulo: 'Vendas',
  descricao: `Pedidos, faturamento, ticket médio, itens, descontos, frete e margem por período, loja, dia e loja, vendedor, canal, forma de pagamento ou hora. ${NOTA_TAXAS}`,
  chave: CHAVE,
  escopo: 'grupo',
  periodo: PERIODO,
  filtros: FILTROS,
  dimensoes: {
    dia: dimensao('Dia', 'data', PEDIDOS_DO_DIA),
    semana: dimensao('Semana', 'semana'),
    mes: dimensao('Mês', 'mes'),
    loja: dimensao('Loja', 'texto', { lista: 'pedidos', filtros: { id_pessoa: 'chave', data_from_pedido: 'periodo', data_to_pedido: 'periodo' } }),
    // one row per day and store, every store of the cut on every day: the grid in one answer
    dia_loja: dimensao('Dia e loja', 'texto', { lista: 'pedidos', filtros: { id_pessoa: 'id_loja', data_from_pedido: 'dia', data_to_pedido: 'dia' } }),
    // the order list has no clerk filter: a clerk's row opens nothing
    vendedor: dimensao('Vendedor', 'texto'),
    canal: dimensao('Canal', 'texto'),
    forma_pagamento: dimensao('Forma de pagamento', 'texto', { lista: 'pedidos', filtros: { forma_pagto: 'chave', data_from_pedido: 'periodo', data_to_pedido: 'periodo' } }),
    hora: dimensao('Hora do dia', 'hora'),
    dia_semana_hora: dimensao('Dia da semana × hora', 'dia_semana_hora'),
  },
  colunas: defineColunas({ ...AGRUPAMENTO, ...MEDIDAS, ...DIA_E_LOJA }, { tela: NA_TELA, xlsx: NA_TELA }),
  totais: ['pedidos', 'faturamento', 'itens', 'descontos', 'frete', 'margem'],
  // day × store: 400 days of 5 stores
  limite: 2000,
  limitePlanilha: 10_000,
  tabular: true,
});

const PRODUTO_MEDIDAS = {
  pedidos: { tipo: 'inteiro', rotulo: 'Pedidos' },
  faturamento: { tipo: 'dinheiro', rotulo: 'Faturamento' },
  ticket_medio: { tipo: 'dinheiro', rotulo: 'Ticket médio' },
  itens: { tipo: 'inteiro', rotulo: 'Unidades' },
  descontos: { tipo: 'dinheiro', rotulo: 'Descontos' },
  custo: { tipo: 'dinheiro', rotulo: 'Custo' },
  ...MARGEM,
} as const satisfies Record<string, Coluna>;
const NA_TELA_PRODUTO = ['grupo', 'pedidos', 'faturamento', 'ticket_medio', 'itens', 'descontos', 'custo', 'margem', 'margem_percentual'] as const;

/** Sales by product, family or category: the products' value net of discounts, without freight. */
export const VENDAS_PRODUTOS = defineRelatorio({
  id: 'vendas.produtos',
  titulo: 'Vendas por produto',
  descricao: `O que cada produto, família ou categoria vendeu: pedidos, unidades, valor líquido de descontos (sem frete), custo e margem. ${NOTA_TAXAS}`,
  chave: CHAVE,
  escopo: 'grupo',
  periodo: PERIODO,
  filtros: { lojas: FILTROS.lojas, canal: FILTROS.canal },
  dimensoes: {
    produto: dimensao('Produto', 'texto', { lista: 'produtos', filtros: { id: 'chave' } }),
    familia: dimensao('Família', 'texto', { lista: 'produtosBase', filtros: { id: 'chave' } }),
    categoria: dimensao('Categoria', 'texto'),
  },
  colunas: defineColunas({ ...AGRUPAMENTO, ...PRODUTO_MEDIDAS }, { tela: NA_TELA_PRODUTO, xlsx: NA_TELA_PRODUTO }),
  totais: ['pedidos', 'faturamento', 'itens', 'descontos', 'custo', 'margem'],
  ordem: { coluna: 'faturamento', direcao: 'desc' },
  limite: 500,
  limitePlanilha: 20_000,
  tabular: true,
});

/** ABC: A up to 80 % of the measure (the product that crosses it included), B up to 95 %, C the rest. */
export const CLASSES_ABC_VENDAS = ['A', 'B', 'C'] as const;

const COLUNAS_ABC = defineColunas(
  {
    posicao: { tipo: 'inteiro', posicao: true, rotulo: 'Posição', rotulos: { tela: '#' }, largura: 9 },
    chave: { tipo: 'texto', rotulo: 'Código do produto' },
    grupo: { tipo: 'texto', rotulo: 'Produto', largura: 40 },
    classe: { tipo: 'escolha', opcoes: CLASSES_ABC_VENDAS, rotulo: 'Classe' },
    itens: { tipo: 'inteiro', rotulo: 'Unidades' },
    faturamento: { tipo: 'dinheiro', rotulo: 'Faturamento' },
    margem: { tipo: 'dinheiro', rotulo: 'Margem' },
    participacao: { tipo: 'percentual', escala: 'fracao', casas: 1, rotulo: 'Participação' },
    acumulado: { tipo: 'percentual', escala: 'fracao', casas: 1, rotulo: 'Acumulado' },
  },
  {
    tela: ['posicao', 'grupo', 'classe', 'itens', 'faturamento', 'margem', 'participacao', 'acumulado'],
    xlsx: ['posicao', 'chave', 'grupo', 'classe', 'itens', 'faturamento', 'margem', 'participacao', 'acumulado'],
  },
);

const abc = (medida: 'faturamento' | 'margem') =>
  ({
    chave: CHAVE,
    escopo: 'grupo',
    periodo: { ...PERIODO, comparavel: false },
    filtros: { lojas: FILTROS.lojas, canal: FILTROS.canal },
    colunas: COLUNAS_ABC,
    totais: ['itens', 'faturamento', 'margem'],
    ordem: { coluna: medida, direcao: 'desc' },
    limite: 1000,
    limitePlanilha: 20_000,
    tabular: true,
  }) as const;

/** Products ranked by revenue, cut at 80 % (A) and 95 % (B) of it. */
export const VENDAS_ABC_FATURAMENTO = defineRelatorio({
  id: 'vendas.abc-faturamento',
  titulo: 'Curva ABC por faturamento',
  descricao: 'Produtos do maior ao menor faturamento (líquido de descontos, sem frete): A até 80 % do total, B até 95 %, C o resto.',
  ...abc('faturamento'),
});

/** Products ranked by margin; those with no positive margin are C. */
export const VENDAS_ABC_MARGEM = defineRelatorio({
  id: 'vendas.abc-margem',
  titulo: 'Curva ABC por margem',
  descricao: `Produtos da maior à menor margem: A até 80 % da margem positiva, B até 95 %, C o resto e os que não deram margem. ${NOTA_TAXAS}`,
  ...abc('margem'),
});

const MARGEM_DETALHE = {
  valor_produtos: { tipo: 'dinheiro', rotulo: 'Produtos' },
  descontos: { tipo: 'dinheiro', rotulo: 'Descontos' },
  custo: { tipo: 'dinheiro', rotulo: 'Custo' },
  taxas: { tipo: 'dinheiro', rotulo: 'Taxas estimadas' },
  ...MARGEM,
} as const satisfies Record<string, Coluna>;
const NA_TELA_MARGEM = ['grupo', 'pedidos', 'valor_produtos', 'descontos', 'custo', 'taxas', 'margem', 'margem_percentual'] as const;

/** Margin, worked out column by column, by channel, store, payment method or time. */
export const VENDAS_MARGEM = defineRelatorio({
  id: 'vendas.margem',
  titulo: 'Margem por canal',
  descricao: `Produtos − descontos − custo a custo médio − taxas estimadas, por canal, loja, forma de pagamento ou período. ${NOTA_TAXAS_ESTIMADAS}`,
  chave: CHAVE,
  escopo: 'grupo',
  periodo: PERIODO,
  filtros: FILTROS,
  dimensoes: {
    canal: dimensao('Canal', 'texto'),
    loja: dimensao('Loja', 'texto', { lista: 'pedidos', filtros: { id_pessoa: 'chave', data_from_pedido: 'periodo', data_to_pedido: 'periodo' } }),
    forma_pagamento: dimensao('Forma de pagamento', 'texto'),
    dia: dimensao('Dia', 'data', PEDIDOS_DO_DIA),
    mes: dimensao('Mês', 'mes'),
  },
  colunas: defineColunas({ ...AGRUPAMENTO, pedidos: MEDIDAS.pedidos, ...MARGEM_DETALHE }, { tela: NA_TELA_MARGEM, xlsx: NA_TELA_MARGEM }),
  totais: ['pedidos', 'valor_produtos', 'descontos', 'custo', 'taxas', 'margem'],
  limite: 1000,
  limitePlanilha: 10_000,
  tabular: true,
});

const NA_TELA_PEDIDO = ['id_pedido', 'data', 'loja', 'canal', 'forma_pagamento', 'status', 'faturamento', 'valor_produtos', 'descontos', 'custo', 'taxas', 'margem', 'margem_percentual'] as const;

/** Each order's margin, the lowest first: the orders that sold below cost on top. */
export const VENDAS_MARGEM_POR_PEDIDO = defineRelatorio({
  id: 'vendas.margem-por-pedido',
  titulo: 'Margem por pedido',
  descricao: `A margem de cada pedido do período, da menor para a maior: produtos − descontos − custo − taxas estimadas (o frete fica de fora). ${NOTA_TAXAS_ESTIMADAS}`,
  chave: CHAVE,
  escopo: 'grupo',
  periodo: { ...PERIODO, maximoDias: 93, comparavel: false },
  filtros: FILTROS,
  // a row is an order: it opens the order's page
  destino: { lista: 'pedidos', filtros: { id: 'id_pedido' } },
  colunas: defineColunas(
    {
      // the order's number as the order list writes it (19759, not 19.759)
      id_pedido: { tipo: 'referencia', rotulo: 'Pedido' },
      data: { tipo: 'data', rotulo: 'Data' },
      loja: { tipo: 'texto', rotulo: 'Loja', largura: 26 },
      canal: { tipo: 'texto', rotulo: 'Canal' },
      forma_pagamento: { tipo: 'texto', rotulo: 'Forma de pagamento' },
      status: { tipo: 'texto', rotulo: 'Status' },
      faturamento: { tipo: 'dinheiro', rotulo: 'Total do pedido' },
      ...MARGEM_DETALHE,
    },
    { tela: NA_TELA_PEDIDO, xlsx: NA_TELA_PEDIDO },
  ),
  totais: ['faturamento', 'valor_produtos', 'descontos', 'custo', 'taxas', 'margem'],
  ordem: { coluna: 'margem', direcao: 'asc' },
  limite: 500,
  limitePlanilha: 50_000,
  tabular: true,
});
