/**
 * Fixed catalogues of the sales domain. The server seeds its tables from these, so ids are stable
 * across databases; the panel uses them only for presentation (colours, channel labels).
 */
export const STATUS = {
  aguardandoPagamento: { id: 1, descricao: 'Aguardando pagamento' },
  pago: { id: 2, descricao: 'Pago' },
  emSeparacao: { id: 3, descricao: 'Em separação' },
  enviado: { id: 4, descricao: 'Enviado' },
  retirado: { id: 5, descricao: 'Retirado' },
  entregue: { id: 6, descricao: 'Entregue' },
  cancelado: { id: 7, descricao: 'Cancelado' },
  devolvido: { id: 8, descricao: 'Devolvido' },
} as const;

export const FORMAS_PAGTO = {
  pix: { id: 1, descricao: 'Pix' },
  credito: { id: 2, descricao: 'Cartão de crédito' },
  debito: { id: 3, descricao: 'Cartão de débito' },
  dinheiro: { id: 4, descricao: 'Dinheiro' },
  boleto: { id: 5, descricao: 'Boleto' },
  valeCompra: { id: 6, descricao: 'Vale-compra' },
} as const;

/** Sales channels: the payload carries the code; labels are shown on screen and in exports. */
export const CANAIS = {
  loja: 'Loja física',
  ecommerce: 'E-commerce',
  marketplace: 'Marketplace',
  loja_autonoma: 'Loja autônoma',
  manual: 'Pedido manual',
} as const;
export type Canal = keyof typeof CANAIS;
export const CANAL_CODES = Object.keys(CANAIS) as [Canal, ...Canal[]];

/**
 * How an order reaches its customer, stored on the order: handed over at the counter as it is
 * paid (every store and autonomous-store sale, and a manual order the customer took at once),
 * collected at the store later (the order waits for the customer), or shipped to an address.
 */
export const TIPOS_ENTREGA = {
  balcao: 'Venda no balcão',
  retirada: 'Retirada na loja',
  entrega: 'Entrega no endereço',
} as const;
export type TipoEntrega = keyof typeof TIPOS_ENTREGA;
export const TIPO_ENTREGA_CODES = Object.keys(TIPOS_ENTREGA) as [TipoEntrega, ...TipoEntrega[]];

/** Kinds of seller in the demo group (SPEC section 1: stores, e-commerce and autonomous stores). */
export const TIPOS_SELLER = {
  loja: 'Loja',
  loja_shopping: 'Loja de shopping',
  ecommerce: 'E-commerce',
  loja_autonoma: 'Loja autônoma',
} as const;
export type TipoSeller = keyof typeof TIPOS_SELLER;
