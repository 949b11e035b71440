/** The react-query key of every purchasing screen's data (and the stock's, which a receipt moves). */
export const CHAVE_COMPRAS = 'compras';
