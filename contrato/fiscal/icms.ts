/**
 * ICMS of a sale of goods: the internal rate of each UF, the interstate rate between two UFs and,
 * for a sale to a final consumer who is not an ICMS contributor in another UF, the difference of
 * rates (DIFAL) owed to the destination. Rates are hundredths of a percent; amounts are integer
 * centavos, rounded by `aplicarPercentual` (half up, per line).
 *
 * Out of scope here, each for the NF-e work to decide with the accountant: the per-product
 * exceptions to the modal rate (reduced rates, the FCP some UFs charge only on listed goods, tax
 * substitution), and the DIFAL of a sale to a contributor (base dupla, paid by the recipient).
 */
import { aplicarPercentual, type Centesimos } from './centavos';
import { ORIGENS_ALIQUOTA_4, type OrigemMercadoria } from './origem';
import { regiaoDaUf, type Uf } from './ufs';

export interface IcmsInternoUf {
  /** The modal internal rate: the one that applies when the product has no rule of its own. */
  aliquota: Centesimos;
  /** The poverty fund surcharge (FCP, ADCT art. 82) the UF adds to every operation; 0 when it only taxes listed goods. */
  fcp: Centesimos;
}

/**
 * The modal internal ICMS rate of each UF, as the accountants' published tables list it for
 * 2025–2026 (checked on 07/12/2026; e.g. MA 23 % since 23/02/2025, PI 22,5 % since 01/04/2025,
 * RN 20 % since 20/03/2025). Where those tables print the rate as "X % + FCP" (RJ 20 % + 2 % FECP,
 * AL and SE 19 % + 1 %), the split is kept: the NF-e reports the FCP apart (pFCPUFDest).
 * State laws change these rates: confirm with the state's RICMS before relying on one. The
 * administrator's exceptions per product are future work.
 */
export const ICMS_INTERNO_POR_UF: Readonly<Record<Uf, IcmsInternoUf>> = {
  AC: { aliquota: 1900, fcp: 0 },
  AL: { aliquota: 1900, fcp: 100 },
  AM: { aliquota: 2000, fcp: 0 },
  AP: { aliquota: 1800, fcp: 0 },
  BA: { aliquota: 2050, fcp: 0 },
  CE: { aliquota: 2000, fcp: 0 },
  DF: { aliquota: 2000, fcp: 0 },
  ES: { aliquota: 1700, fcp: 0 },
  GO: { aliquota: 1900, fcp: 0 },
  MA: { aliquota: 2300, fcp: 0 },
  MG: { aliquota: 1800, fcp: 0 },
  MS: { aliquota: 1700, fcp: 0 },
  MT: { aliquota: 1700, fcp: 0 },
  PA: { aliquota: 1900, fcp: 0 },
  PB: { aliquota: 2000, fcp: 0 },
  PE: { aliquota: 2050, fcp: 0 },
  PI: { aliquota: 2250, fcp: 0 },
  PR: { aliquota: 1950, fcp: 0 },
  RJ: { aliquota: 2000, fcp: 200 },
  RN: { aliquota: 2000, fcp: 0 },
  RO: { aliquota: 1950, fcp: 0 },
  RR: { aliquota: 2000, fcp: 0 },
  RS: { aliquota: 1700, fcp: 0 },
  SC: { aliquota: 1700, fcp: 0 },
  SE: { aliquota: 1900, fcp: 100 },
  SP: { aliquota: 1800, fcp: 0 },
  TO: { aliquota: 2000, fcp: 0 },
};

/** Resolução do Senado Federal 13/2012, art. 1º. */
export const ALIQUOTA_INTERESTADUAL_IMPORTADOS: Centesimos = 400;
/** Resolução do Senado Federal 22/1989, art. 1º, parágrafo único, II. */
export const ALIQUOTA_INTERESTADUAL_SUL_SUDESTE_PARA_DEMAIS: Centesimos = 700;
/** Resolução do Senado Federal 22/1989, art. 1º, caput. */
export const ALIQUOTA_INTERESTADUAL_PADRAO: Centesimos = 1200;

/**
 * The interstate ICMS rate of goods leaving `ufOrigem` for `ufDestino` (Resolução do Senado
 * Federal 22/1989): 7 % from the South and Southeast, except Espírito Santo, to the North,
 * Northeast, Centre-West and Espírito Santo; 12 % otherwise. Imported goods and national goods
 * with more than 40 % imported content (origem 1, 2, 3, 8) take 4 % whatever the route
 * (Resolução do Senado Federal 13/2012). There is no interstate rate inside one UF.
 */
export function aliquotaInterestadual(ufOrigem: Uf, ufDestino: Uf, origem: OrigemMercadoria): Centesimos {
  if (ufOrigem === ufDestino) throw new RangeError(`Operação interna (${ufOrigem}): não há alíquota interestadual`);
  if (ORIGENS_ALIQUOTA_4.has(origem)) return ALIQUOTA_INTERESTADUAL_IMPORTADOS;
  const deSulSudeste = ['S', 'SE'].includes(regiaoDaUf(ufOrigem)) && ufOrigem !== 'ES';
  const paraDemais = ['N', 'NE', 'CO'].includes(regiaoDaUf(ufDestino)) || ufDestino === 'ES';
  return deSulSudeste && paraDemais ? ALIQUOTA_INTERESTADUAL_SUL_SUDESTE_PARA_DEMAIS : ALIQUOTA_INTERESTADUAL_PADRAO;
}

/**
 * Whether the seller collects the DIFAL of its sales to non-contributors in other UFs. A Simples
 * Nacional seller does not: the STF struck down the clause that extended it to them (ADI 5464,
 * Convênio ICMS 93/2015, cláusula nona), and Convênio ICMS 236/2021 did not restore it.
 */
export function remetenteRecolheDifal(regime: 'simples_nacional' | 'normal'): boolean {
  return regime === 'normal';
}

export interface VendaNaoContribuinte {
  ufOrigem: Uf;
  ufDestino: Uf;
  origem: OrigemMercadoria;
  /** The item's ICMS base in centavos: its value with freight and other charges, less its discount. */
  baseCentavos: number;
}

/** The NF-e's ICMSUFDest group of one item, named as the layout names its fields. */
export interface IcmsUfDestino {
  vBCUFDest: number;
  vBCFCPUFDest: number;
  pFCPUFDest: Centesimos;
  pICMSUFDest: Centesimos;
  pICMSInter: Centesimos;
  /** The destination's share of the difference: 100 % since 2019 (EC 87/2015, ADCT art. 99). */
  pICMSInterPart: Centesimos;
  vFCPUFDest: number;
  /** The DIFAL owed to the destination UF. */
  vICMSUFDest: number;
  vICMSUFRemet: number;
}

const PARTILHA_DESTINO: Centesimos = 10_000;

/**
 * The DIFAL of one item sold to a final consumer who is not an ICMS contributor in another UF,
 * with the base única (EC 87/2015; LC 87/1996 art. 13, IX, as LC 190/2022 wrote it; Convênio ICMS
 * 236/2021, cláusula segunda):
 * DIFAL = base × (internal rate of the destination − interstate rate), rounded once, half up;
 * the destination's FCP is base × its FCP rate. Null for a sale inside the UF, which has none.
 * A difference below zero (an internal rate under the interstate one) owes nothing.
 */
export function difalNaoContribuinte(
  venda: VendaNaoContribuinte,
  tabela: Readonly<Record<Uf, IcmsInternoUf>> = ICMS_INTERNO_POR_UF,
): IcmsUfDestino | null {
  if (venda.ufOrigem === venda.ufDestino) return null;
  const interestadual = aliquotaInterestadual(venda.ufOrigem, venda.ufDestino, venda.origem);
  const destino = tabela[venda.ufDestino];
  return {
    vBCUFDest: venda.baseCentavos,
    vBCFCPUFDest: venda.baseCentavos,
    pFCPUFDest: destino.fcp,
    pICMSUFDest: destino.aliquota,
    pICMSInter: interestadual,
    pICMSInterPart: PARTILHA_DESTINO,
    vFCPUFDest: aplicarPercentual(venda.baseCentavos, destino.fcp),
    vICMSUFDest: aplicarPercentual(venda.baseCentavos, Math.max(0, destino.aliquota - interestadual)),
    vICMSUFRemet: 0,
  };
}
