/**
 * The answer is a file (PDF, XML, .xlsx) sent as is, not JSON: the server declares its own schema
 * for it.
 */
export const ARQUIVO = 'arquivo';
