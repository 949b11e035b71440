/** react-query keys: every change of a review invalidates the screen's queries (the matrix too: a revocation changes it). */
export const CHAVE_QUERY = 'revisao-acessos';
