/**
 * The answer is a file (PDF, XML, .xlsx) sent as is, not JSON: the server declares its own schema
 * for it. In a file of its own so a domain's route table can use it without importing rotas.ts,
 * which imports every domain's table.
 */
export const ARQUIVO = 'arquivo';
