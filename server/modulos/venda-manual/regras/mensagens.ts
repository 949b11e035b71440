/** The order changed under the charge (another tab, a status change): the answer asks to reload. */
export const MENSAGENS_PEDIDO_CONCORRENCIA = 'O pedido mudou enquanto a cobrança era feita. Recarregue e confira.';
