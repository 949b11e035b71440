/** The react-query key every stock screen's data lives under: a change anywhere refreshes them all. */
export const CHAVE_ESTOQUE = 'estoque';
