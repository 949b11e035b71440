/**
 * Purchase suggestions (/compras/pedidos-compra/sugestoes): per product of one store,
 * how many to buy so that it is back at its minimum, or so that what is available and already on
 * order covers the recent sales for the days asked. The route is ROTAS_COMPRAS.sugestoes;
 * documented in docs/api.md, 'Purchasing'.
 */
import { z } from 'zod/mini';
import type { Endpoint } from '../modulos/declaracao';
import { envelope } from './envelope';
import { idPositivo } from './ids';
import { listaLimitada } from './listas';

export const LIMITES_SUGESTOES = {
  /** Lines in one answer: the most one purchase order holds (LIMITES_COMPRAS.itens). */
  itens: 300,
  /** Days of sales looked back at and days to cover, at most a year and half a year. */
  diasVendas: 365,
  diasCobertura: 180,
} as const;

export const PADROES_SUGESTOES = { diasVendas: 30, diasCobertura: 30 } as const;

const dias = (maximo: number, padrao: number) =>
  z._default(
    z.number({ error: 'Informe os dias' }).check(z.int({ error: 'Informe um número inteiro de dias' }), z.minimum(1, { error: 'Informe ao menos 1 dia' }), z.maximum(maximo, { error: `No máximo ${maximo} dias` })),
    padrao,
  );

export const ConsultaSugestoesBody = z.object({
  id_seller: idPositivo('Escolha a loja'),
  /** Only the products whose usual supplier this is. */
  id_fornecedor: z.optional(idPositivo('Fornecedor inválido')),
  /** Sales of the last N days give the average daily sales. */
  dias_vendas: dias(LIMITES_SUGESTOES.diasVendas, PADROES_SUGESTOES.diasVendas),
  /** The stock should last this many days at that average. */
  dias_cobertura: dias(LIMITES_SUGESTOES.diasCobertura, PADROES_SUGESTOES.diasCobertura),
});
export type ConsultaSugestoesBody = z.input<typeof ConsultaSugestoesBody>;

/** Why a product is suggested: the rule that asks for more. */
export const MOTIVOS_SUGESTAO = ['abaixo_do_minimo', 'cobertura'] as const;
export type MotivoSugestao = (typeof MOTIVOS_SUGESTAO)[number];

/** 'Abaixo do mínimo' or 'Cobertura de 30 dias', as the screen and the docs say it. */
export const textoMotivoSugestao = (motivo: MotivoSugestao, diasCobertura: number): string =>
  motivo === 'abaixo_do_minimo' ? 'Abaixo do mínimo' : `Cobertura de ${diasCobertura} ${diasCobertura === 1 ? 'dia' : 'dias'}`;

export const SugestaoCompra = z.object({
  id_produto: z.number(),
  produto: z.string(),
  sku: z.string(),
  ean: z.nullable(z.string()),
  /** The product's usual supplier; null when it has none (the buyer picks one on the order). */
  id_fornecedor: z.nullable(z.number()),
  fornecedor: z.nullable(z.string()),
  /** On hand less reserved, as the position shows it. */
  disponivel: z.number(),
  minimo: z.nullable(z.number()),
  /** Units sold in the store over the days looked back at. */
  vendido: z.number(),
  /** Units a day, two decimals. */
  venda_diaria: z.number(),
  /** Units on purchase orders not yet received (drafts, sent, partly received). */
  em_pedido: z.number(),
  /** Units to buy, rounded up. */
  quantidade: z.number(),
  /** Reais a unit: the last purchase order's cost, else the product's cost. */
  custo_unitario: z.number(),
  motivo: z.enum(MOTIVOS_SUGESTAO),
});
export type SugestaoCompra = z.infer<typeof SugestaoCompra>;

export const RespostaSugestoes = z.object({
  /** By supplier (those without one last), then product. */
  itens: listaLimitada(SugestaoCompra, LIMITES_SUGESTOES.itens),
  /** Suggestions in all; more than `itens` when the list was cut at LIMITES_SUGESTOES.itens. */
  total: z.number(),
  dias_vendas: z.number(),
  dias_cobertura: z.number(),
});
export type RespostaSugestoes = z.infer<typeof RespostaSugestoes>;

export const ROTA_SUGESTOES_COMPRA = {
  metodo: 'PUT',
  caminho: '/v2/compras/sugestoes/consulta',
  corpo: ConsultaSugestoesBody,
  resposta: envelope(RespostaSugestoes),
  // a buyer's question: the key of writing purchase orders
  acesso: { chave: 'compras_pedidos_de_compra' },
  escopo: 'grupo',
} as const satisfies Endpoint;
