import { STATUS } from '@retaguarda/contrato/api/catalogos';

/**
 * Chip colours per order status. White text on a dark fill keeps at least 4.5:1 contrast
 * (WCAG AA) whatever the theme, because the chip carries its own background in light and dark.
 */
export const COR_STATUS: Record<number, string> = {
  [STATUS.aguardandoPagamento.id]: '#8a4b00',
  [STATUS.pago.id]: '#1b5e20',
  [STATUS.emSeparacao.id]: '#4527a0',
  [STATUS.enviado.id]: '#0d47a1',
  [STATUS.retirado.id]: '#00606a',
  [STATUS.entregue.id]: '#33691e',
  [STATUS.cancelado.id]: '#b71c1c',
  [STATUS.devolvido.id]: '#5d4037',
};
export const COR_STATUS_DESCONHECIDO = '#424242';
export const COR_TEXTO_STATUS = '#ffffff';

export const corDoStatus = (id: number): string => COR_STATUS[id] ?? COR_STATUS_DESCONHECIDO;
