/**
 * How suppliers deliver, one row per supplier (/compras/analise-desempenho-fornecedores): declared
 * once, contrato/api/desempenhoFornecedores.ts takes its row schema from here and the panel its
 * ranking's columns. Rates are fractions (0.93 = 93 %); null where the period has nothing to measure.
 * No sheet yet.
 */
import { defineColunas } from './colunas';

const TAXA = { tipo: 'percentual', escala: 'fracao', nulo: true } as const;

export const COLUNAS_DESEMPENHO = defineColunas(
  {
    posicao: { tipo: 'inteiro', posicao: true, rotulo: '#', direita: false },
    id_fornecedor: { tipo: 'referencia', rotulo: 'Código do fornecedor' },
    fornecedor: { tipo: 'texto', rotulo: 'Fornecedor' },
    /** Orders sent in the period (cancelled ones apart). */
    pedidos: { tipo: 'inteiro', rotulo: 'Pedidos' },
    recebidos: { tipo: 'inteiro', rotulo: 'Recebidos' },
    /** Still awaiting goods today, and of those past their expected day. */
    abertos: { tipo: 'inteiro', rotulo: 'Em aberto', direita: false },
    atrasados: { tipo: 'inteiro', rotulo: 'Atrasados' },
    /** Mean days from sending to the receipt that completed the order ('1 dias': the screen has always written it so). */
    lead_time_dias: { tipo: 'decimal', casas: 1, sufixo: ' dias', rotulo: 'Prazo médio', nulo: true },
    /** Received orders completed on or before their expected day. */
    pontualidade: { ...TAXA, rotulo: 'Pontualidade' },
    /** Units received (damaged apart) over units ordered, on the orders received. */
    fill_rate: { ...TAXA, rotulo: 'Atendimento' },
    /** Mean change of a product's unit cost from its first to its last order in the period. */
    variacao_preco: { ...TAXA, sinal: true, menosTipografico: true, rotulo: 'Variação de preço' },
    /** Reais ordered in the period. */
    valor_comprado: { tipo: 'dinheiro', rotulo: 'Comprado' },
    ultima_entrega_em: { tipo: 'data', rotulo: 'Última entrega', nulo: true },
  },
  { tela: ['posicao', 'fornecedor', 'pedidos', 'lead_time_dias', 'pontualidade', 'fill_rate', 'variacao_preco', 'valor_comprado', 'abertos'] },
);
