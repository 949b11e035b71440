/**
 * The 27 federative units grouped by the regions the interstate ICMS rate looks at. The list of
 * acronyms is the one the contract already validates addresses with (UFS_BR); only the grouping
 * is new here.
 */
import { UFS_BR } from '../api/pedidoDetalhe';

export { UFS_BR };

/** A state's (or the Federal District's) acronym. */
export type Uf = (typeof UFS_BR)[number];

export type Regiao = 'N' | 'NE' | 'CO' | 'SE' | 'S';

/** IBGE's five macro-regions (the Federal District sits in the Centre-West). */
export const UFS_POR_REGIAO: Readonly<Record<Regiao, readonly Uf[]>> = {
  N: ['AC', 'AM', 'AP', 'PA', 'RO', 'RR', 'TO'],
  NE: ['AL', 'BA', 'CE', 'MA', 'PB', 'PE', 'PI', 'RN', 'SE'],
  CO: ['DF', 'GO', 'MS', 'MT'],
  SE: ['ES', 'MG', 'RJ', 'SP'],
  S: ['PR', 'RS', 'SC'],
};

const REGIAO_DA_UF = new Map<Uf, Regiao>(
  (Object.keys(UFS_POR_REGIAO) as Regiao[]).flatMap((regiao) => UFS_POR_REGIAO[regiao].map((uf) => [uf, regiao] as const)),
);

/** A string that is one of the 27 acronyms, exactly (upper case, no spaces). */
export function isUf(valor: string): valor is Uf {
  return (UFS_BR as readonly string[]).includes(valor);
}

/** The region that decides the interstate rate (Resolução do Senado Federal 22/1989). */
export function regiaoDaUf(uf: Uf): Regiao {
  const regiao = REGIAO_DA_UF.get(uf);
  if (!regiao) throw new RangeError(`UF sem região: ${uf}`);
  return regiao;
}
