/**
 * Each store's stock settings: today only whether it sells without stock, which lets
 * on hand go below zero instead of refusing the sale or the outflow. Read on the position screen,
 * changed only with the adjustments key; every change goes to the security log. Documented in
 * docs/api.md, 'Stock', "Stores' stock settings".
 */
import { z } from 'zod/mini';
import { envelope } from './envelope';
import { defineEndpoints } from '../modulos/declaracao';
import { idParam } from './ids';
import { LIMITES_LISTA, listaLimitada } from './listas';

export const MENSAGENS_CONFIGURACAO_ESTOQUE = {
  informeValor: 'Informe se a loja vende sem estoque',
  informeAnterior: 'Informe o valor que você via antes de mudar',
  mudou: 'A configuração desta loja foi alterada por outra pessoa. Confira o valor atual e tente de novo.',
} as const;

export const ConfiguracaoEstoqueLoja = z.object({
  id_seller: z.number(),
  loja: z.string(),
  /** The store sells without stock: on hand may go below zero. */
  estoque_negativo: z.boolean(),
});
export type ConfiguracaoEstoqueLoja = z.infer<typeof ConfiguracaoEstoqueLoja>;

export const ListaConfiguracoesEstoque = listaLimitada(ConfiguracaoEstoqueLoja, LIMITES_LISTA.sellers);
export type ListaConfiguracoesEstoque = z.infer<typeof ListaConfiguracoesEstoque>;

export const ConfiguracaoLojaParams = z.object({ id: idParam('Loja inválida') });

/**
 * The new value and the one the user saw: a store has no version of its own, so the value seen is
 * the optimistic check (someone else's change meanwhile answers 409 instead of being overwritten).
 */
export const ConfiguracaoEstoqueLojaBody = z.object({
  estoque_negativo: z.boolean({ error: MENSAGENS_CONFIGURACAO_ESTOQUE.informeValor }),
  estoque_negativo_anterior: z.boolean({ error: MENSAGENS_CONFIGURACAO_ESTOQUE.informeAnterior }),
});
export type ConfiguracaoEstoqueLojaBody = z.infer<typeof ConfiguracaoEstoqueLojaBody>;

export const ROTAS_CONFIGURACAO_ESTOQUE = defineEndpoints({
  configuracoesLojas: { metodo: 'GET', caminho: '/v2/estoque/lojas/configuracao', resposta: envelope(ListaConfiguracoesEstoque), acesso: { qualquer: ['estoque_gestao_de_estoque', 'estoque_ajustes_e_movimentacoes'] }, escopo: 'grupo' },
  configurarLoja: {
    metodo: 'PUT',
    caminho: '/v2/estoque/lojas/:id/configuracao',
    parametros: ConfiguracaoLojaParams,
    corpo: ConfiguracaoEstoqueLojaBody,
    resposta: envelope(ConfiguracaoEstoqueLoja),
    seguranca: ['loja_estoque_negativo_alterado'], acesso: { chave: 'estoque_ajustes_e_movimentacoes' },
    escopo: 'grupo',
  },
});
