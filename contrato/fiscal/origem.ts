/**
 * The origin of goods (Tabela A of the CST, the `orig` field of every NF-e item): whether they
 * were made here or abroad and, when made here, how much imported content they carry.
 */

export const ORIGENS_MERCADORIA = {
  0: 'Nacional, exceto as indicadas nos códigos 3, 4, 5 e 8',
  1: 'Estrangeira, importação direta, exceto a indicada no código 6',
  2: 'Estrangeira, adquirida no mercado interno, exceto a indicada no código 7',
  3: 'Nacional, com conteúdo de importação superior a 40% e inferior ou igual a 70%',
  4: 'Nacional, produzida conforme os processos produtivos básicos',
  5: 'Nacional, com conteúdo de importação inferior ou igual a 40%',
  6: 'Estrangeira, importação direta, sem similar nacional (lista da CAMEX)',
  7: 'Estrangeira, adquirida no mercado interno, sem similar nacional (lista da CAMEX)',
  8: 'Nacional, com conteúdo de importação superior a 70%',
} as const;

export type OrigemMercadoria = keyof typeof ORIGENS_MERCADORIA;

export function isOrigemMercadoria(valor: number): valor is OrigemMercadoria {
  return Number.isInteger(valor) && valor >= 0 && valor <= 8;
}

/**
 * Imported goods, or national goods with more than 40 % imported content, that take the 4 %
 * interstate rate (Resolução do Senado Federal 13/2012, art. 1º). Those without a national
 * similar on the CAMEX list (6 and 7) are left out by its § 4º, II.
 */
export const ORIGENS_ALIQUOTA_4: ReadonlySet<OrigemMercadoria> = new Set<OrigemMercadoria>([1, 2, 3, 8]);

/**
 * Goods the IBPT table prices with its 'importadosfederal' column: the foreign ones (1, 2, 6, 7).
 * A national product keeps the national column whatever its imported content.
 */
export const ORIGENS_IMPORTADAS: ReadonlySet<OrigemMercadoria> = new Set<OrigemMercadoria>([1, 2, 6, 7]);
