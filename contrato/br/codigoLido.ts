/**
 * A code read by a barcode scanner or typed at a counter, matched against a product: its EAN
 * without the padding zeros (a UPC-A read as 12 digits is the same EAN-13 with a 0 in front), or
 * its SKU in any case. The receiving screen and the inventory count match codes the same way.
 */
const semZerosAEsquerda = (codigo: string) => codigo.replace(/^0+/, '');

export const soDigitos = (codigo: string): boolean => /^\d+$/.test(codigo);

/** The EAN as the database may match it (`ltrim(ean, '0')`). */
export const eanSemPreenchimento = semZerosAEsquerda;

export const temEan = (ean: string | null, codigo: string): boolean => soDigitos(codigo) && ean !== null && semZerosAEsquerda(ean) === semZerosAEsquerda(codigo);

export const temSku = (sku: string, codigo: string): boolean => sku.toUpperCase() === codigo.toUpperCase();
