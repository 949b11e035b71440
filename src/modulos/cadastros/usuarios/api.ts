/** react-query keys: every change invalidates the register's queries. */
export const CHAVE_QUERY = 'usuarios-do-sistema';
