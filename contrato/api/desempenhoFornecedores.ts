/**
 * How suppliers deliver (/compras/analise-desempenho-fornecedores and the supplier view
 * of /compras/gestao-fornecedores): per supplier over a period, from its purchase orders. Rates are
 * fractions (0.93 = 93 %); null where the period has nothing to measure.
 */
import { z } from 'zod/mini';
import { esquemaDaLinha } from '../relatorios/colunas';
import { COLUNAS_DESEMPENHO } from '../relatorios/desempenhoFornecedores';
import { defineEndpoints } from '../modulos/declaracao';
import { LEITURA_COMPRAS } from './compras';
import { envelope } from './envelope';
import { idPositivo } from './ids';
import { listaLimitada } from './listas';

export const PERIODOS_DESEMPENHO = [3, 6, 12, 24] as const;

export const DesempenhoBody = z.object({
  /** Months back from today, counted on the orders' sending day. */
  meses: z._default(z.literal(PERIODOS_DESEMPENHO, { error: 'Período inválido' }), 12),
  id_seller: z.optional(idPositivo('Loja inválida')),
  id_fornecedor: z.optional(idPositivo('Fornecedor inválido')),
});
export type DesempenhoBody = z.input<typeof DesempenhoBody>;

// each row's fields, labels and formats: contrato/relatorios/desempenhoFornecedores.ts
export const DesempenhoFornecedor = esquemaDaLinha(COLUNAS_DESEMPENHO);
export type DesempenhoFornecedor = z.infer<typeof DesempenhoFornecedor>;

export const RespostaDesempenho = z.object({
  de: z.number(),
  ate: z.number(),
  fornecedores: listaLimitada(DesempenhoFornecedor, 2000),
});
export type RespostaDesempenho = z.infer<typeof RespostaDesempenho>;

export const ROTAS_DESEMPENHO_FORNECEDORES = defineEndpoints({
  desempenho: { metodo: 'PUT', caminho: '/v2/compras/fornecedores/desempenho', corpo: DesempenhoBody, resposta: envelope(RespostaDesempenho), acesso: LEITURA_COMPRAS, escopo: 'grupo' },
});
