/**
 * The batch print's limit, apart from ./pedidoDetalhe: the list's print button needs the number
 * alone, and importing it from there would load that module's schemas (with the CEP and document
 * validators) into the table's chunk.
 */
export const LIMITE_IMPRESSAO = 100;
