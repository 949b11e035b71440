/**
 * The stock reports' rows (/estoque/relatorios-estoque), declared once: contrato/api/relatoriosEstoque.ts
 * takes its row schemas from here, the server its .xlsx sheets, the panel its tables. Money in
 * reais; shares are fractions (0.8 = 80 %).
 *
 * Where the screen and the sheet differ, on purpose: the sheet gives SKU and family columns of their
 * own (the screen writes them under the product's name), starts with the store (the screen with the
 * product) and keeps a few figures the screen leaves to its summary (units on hand of turnover).
 */
import { defineColunas, type Coluna } from './colunas';

/** ABC: A up to 80 % of revenue (the product that crosses it included), B up to 95 %, C the rest. */
export const CLASSES_ABC = ['A', 'B', 'C'] as const;
export type ClasseAbc = (typeof CLASSES_ABC)[number];

const PRODUTO = {
  id_produto: { tipo: 'referencia', rotulo: 'Código do produto' },
  produto: { tipo: 'texto', rotulo: 'Produto', largura: 40 },
  sku: { tipo: 'texto', rotulo: 'SKU', largura: 16 },
  familia: { tipo: 'texto', rotulo: 'Família', nulo: true, largura: 24 },
} as const satisfies Record<string, Coluna>;
const POSICAO = {
  id_seller: { tipo: 'referencia', rotulo: 'Código da loja' },
  loja: { tipo: 'texto', rotulo: 'Loja', largura: 26 },
  ...PRODUTO,
} as const satisfies Record<string, Coluna>;
const NA_PLANILHA_POSICAO = ['loja', 'produto', 'sku', 'familia'] as const;

const VENDIDAS_30D = { tipo: 'inteiro', rotulo: 'Vendidas em 30 dias' } as const satisfies Coluna;
/** Available over the mean daily sales of the last 30 days; null without sales. */
const COBERTURA = { tipo: 'decimal', casas: 1, unidade: ['dia', 'dias'], rotulo: 'Cobertura', rotulos: { xlsx: 'Cobertura (dias)' }, nulo: true, vazio: { tela: 'Sem vendas' } } as const satisfies Coluna;

export const COLUNAS_ABC = defineColunas(
  {
    posicao: { tipo: 'inteiro', posicao: true, rotulo: 'Posição', rotulos: { tela: '#' }, largura: 9 },
    ...PRODUTO,
    /** Units sold in the period (orders taken out of stock). */
    quantidade: { tipo: 'inteiro', rotulo: 'Unidades vendidas', rotulos: { tela: 'Unidades' } },
    receita: { tipo: 'dinheiro', rotulo: 'Receita' },
    participacao: { tipo: 'percentual', escala: 'fracao', rotulo: 'Participação' },
    /** This product's share plus every product's above it. */
    acumulado: { tipo: 'percentual', escala: 'fracao', rotulo: 'Acumulado' },
    classe: { tipo: 'escolha', opcoes: CLASSES_ABC, rotulo: 'Classe', largura: 8 },
  },
  {
    tela: ['posicao', 'produto', 'quantidade', 'receita', 'participacao', 'acumulado', 'classe'],
    xlsx: ['posicao', 'produto', 'sku', 'familia', 'quantidade', 'receita', 'participacao', 'acumulado', 'classe'],
  },
);

/** The ABC's second sheet: each class's totals over every product of the period. */
export const COLUNAS_CLASSES_ABC = defineColunas(
  {
    classe: { tipo: 'escolha', opcoes: CLASSES_ABC, rotulo: 'Classe', largura: 8 },
    produtos: { tipo: 'inteiro', rotulo: 'Produtos' },
    receita: { tipo: 'dinheiro', rotulo: 'Receita' },
    participacao: { tipo: 'percentual', escala: 'fracao', rotulo: 'Participação' },
  },
  { xlsx: ['classe', 'produtos', 'receita', 'participacao'] },
);

export const COLUNAS_GIRO = defineColunas(
  {
    ...POSICAO,
    /** Units sold in the period, returns deducted. */
    vendidas: { tipo: 'inteiro', rotulo: 'Vendidas no período', rotulos: { tela: 'Vendidas' } },
    em_maos: { tipo: 'inteiro', rotulo: 'Em mãos' },
    disponivel: { tipo: 'inteiro', rotulo: 'Disponível' },
    /** Mean of the on-hand at the start and at the end of the period, rebuilt from the ledger. */
    estoque_medio: { tipo: 'decimal', casas: 2, rotulo: 'Estoque médio' },
    /** Sold over average stock; null without stock to turn. */
    giro: { tipo: 'decimal', casas: 2, sufixo: '×', rotulo: 'Giro', nulo: true },
    vendidas_30d: VENDIDAS_30D,
    cobertura_dias: COBERTURA,
  },
  {
    tela: ['produto', 'loja', 'vendidas', 'estoque_medio', 'giro', 'disponivel', 'vendidas_30d', 'cobertura_dias'],
    xlsx: [...NA_PLANILHA_POSICAO, 'vendidas', 'estoque_medio', 'giro', 'em_maos', 'disponivel', 'vendidas_30d', 'cobertura_dias'],
  },
);

export const SITUACOES_RUPTURA = ['ruptura', 'excesso'] as const;

export const COLUNAS_RUPTURAS = defineColunas(
  {
    ...POSICAO,
    situacao: { tipo: 'escolha', opcoes: SITUACOES_RUPTURA, rotulosOpcoes: { ruptura: 'Ruptura', excesso: 'Excesso' }, rotulo: 'Situação', largura: 10 },
    em_maos: { tipo: 'inteiro', rotulo: 'Em mãos' },
    disponivel: { tipo: 'inteiro', rotulo: 'Disponível' },
    maximo: { tipo: 'inteiro', rotulo: 'Máximo', nulo: true },
    vendidas_30d: VENDIDAS_30D,
    cobertura_dias: COBERTURA,
    /** Units above the maximum or the cover threshold, whichever is more; 0 for a stock-out. */
    excedente: { tipo: 'inteiro', rotulo: 'Excedente' },
    /** The excess at average cost. */
    valor_excedente: { tipo: 'dinheiro', rotulo: 'Valor do excedente' },
  },
  {
    tela: ['situacao', 'produto', 'loja', 'disponivel', 'maximo', 'vendidas_30d', 'cobertura_dias', 'excedente', 'valor_excedente'],
    xlsx: ['situacao', ...NA_PLANILHA_POSICAO, 'em_maos', 'disponivel', 'maximo', 'vendidas_30d', 'cobertura_dias', 'excedente', 'valor_excedente'],
  },
);

const VALOR = {
  produtos: { tipo: 'inteiro', rotulo: 'Produtos' },
  unidades: { tipo: 'inteiro', rotulo: 'Unidades' },
  valor: { tipo: 'dinheiro', rotulo: 'Valor a custo médio', largura: 20 },
} as const satisfies Record<string, Coluna>;

export const COLUNAS_VALOR_POR_LOJA = defineColunas(
  { id_seller: POSICAO.id_seller, loja: { tipo: 'texto', rotulo: 'Loja', largura: 30 }, ...VALOR },
  { tela: ['loja', 'produtos', 'unidades', 'valor'], xlsx: ['loja', 'produtos', 'unidades', 'valor'] },
);

export const COLUNAS_VALOR_POR_FAMILIA = defineColunas(
  {
    id_produto_base: { tipo: 'referencia', rotulo: 'Código da família', nulo: true },
    familia: { tipo: 'texto', rotulo: 'Família', nulo: true, vazio: 'Sem família', largura: 30 },
    ...VALOR,
  },
  { tela: ['familia', 'produtos', 'unidades', 'valor'], xlsx: ['familia', 'produtos', 'unidades', 'valor'] },
);

export const COLUNAS_PARADO = defineColunas(
  {
    ...POSICAO,
    em_maos: { tipo: 'inteiro', rotulo: 'Em mãos' },
    custo_medio: { tipo: 'dinheiro', rotulo: 'Custo médio' },
    valor: { tipo: 'dinheiro', rotulo: 'Valor parado' },
    /** Epoch ms of the last sale in this store; null: never sold there. */
    ultima_venda_em: { tipo: 'data', rotulo: 'Última venda', nulo: true, vazio: { tela: 'Nunca vendido' }, largura: 13 },
    dias_sem_venda: { tipo: 'inteiro', rotulo: 'Dias sem venda', nulo: true },
  },
  {
    tela: ['produto', 'loja', 'em_maos', 'custo_medio', 'valor', 'ultima_venda_em', 'dias_sem_venda'],
    xlsx: [...NA_PLANILHA_POSICAO, 'em_maos', 'custo_medio', 'valor', 'ultima_venda_em', 'dias_sem_venda'],
  },
);
