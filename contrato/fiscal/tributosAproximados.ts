/**
 * The approximate taxes a consumer sale must show (Lei 12.741/2012, art. 1º; Decreto 8.264/2014):
 * the federal, state and municipal burden of each item, from the IBPT table, on the value the
 * consumer pays for it. Each share is rounded half up per item (`aplicarPercentual`); a
 * document's figures are the sums of its items', so the printed line agrees with the items'
 * vTotTrib.
 */
import { dataBRparaChave } from '../br/dates';
import { formatPercentualCentesimos } from '../br/decimal';
import { formatCentavos } from '../br/money';
import { formatNcm, normalizeNcm } from '../br/produtos';
import { aplicarPercentual } from './centavos';
import { linhaDoNcm, type TabelaIbpt } from './ibpt';
import { ORIGENS_IMPORTADAS, type OrigemMercadoria } from './origem';

export interface ItemTributavel {
  ncm: string;
  /** The TIPI exception, when the product has one. */
  ex?: string;
  origem: OrigemMercadoria;
  /** What the consumer pays for the item, in centavos: after its discount. */
  valorCentavos: number;
}

export interface TributosAproximados {
  valorCentavos: number;
  federal: number;
  estadual: number;
  municipal: number;
  /** "fonte chave" of each table row used, once each. */
  fontes: string[];
}

export type ResultadoTributos = { ok: true; tributos: TributosAproximados } | { ok: false; motivo: string };

/**
 * One item's approximate taxes, from the row of its NCM valid on `dataBR` (DD/MM/YYYY, the day of
 * issue). Foreign goods (origem 1, 2, 6, 7) take the table's imported federal rate. Refused, with
 * the reason, when the NCM is not in the table or its row is not valid that day: the law wants
 * the current table, and an old one must be replaced, not silently used.
 */
export function tributosAproximadosItem(tabela: TabelaIbpt, item: ItemTributavel, dataBR: string): ResultadoTributos {
  const ncm = normalizeNcm(item.ncm);
  if (!ncm) return { ok: false, motivo: `NCM inválido: ${item.ncm}` };
  const linha = linhaDoNcm(tabela, ncm, item.ex);
  if (!linha) return { ok: false, motivo: `O NCM ${formatNcm(ncm)} não está na tabela IBPT carregada` };
  const dia = dataBRparaChave(dataBR);
  if (dia < dataBRparaChave(linha.vigenciainicio) || dia > dataBRparaChave(linha.vigenciafim)) {
    return { ok: false, motivo: `A tabela IBPT do NCM ${formatNcm(ncm)} vale de ${linha.vigenciainicio} a ${linha.vigenciafim}: carregue a tabela vigente` };
  }
  const federal = ORIGENS_IMPORTADAS.has(item.origem) ? linha.importadosfederal : linha.nacionalfederal;
  return {
    ok: true,
    tributos: {
      valorCentavos: item.valorCentavos,
      federal: aplicarPercentual(item.valorCentavos, federal),
      estadual: aplicarPercentual(item.valorCentavos, linha.estadual),
      municipal: aplicarPercentual(item.valorCentavos, linha.municipal),
      fontes: [`${linha.fonte} ${linha.chave}`],
    },
  };
}

/** The vTotTrib of an item or a document: the three shares together. */
export const totalTributos = (t: TributosAproximados): number => t.federal + t.estadual + t.municipal;

export function somarTributosAproximados(itens: readonly TributosAproximados[]): TributosAproximados {
  return {
    valorCentavos: itens.reduce((s, t) => s + t.valorCentavos, 0),
    federal: itens.reduce((s, t) => s + t.federal, 0),
    estadual: itens.reduce((s, t) => s + t.estadual, 0),
    municipal: itens.reduce((s, t) => s + t.municipal, 0),
    fontes: [...new Set(itens.flatMap((t) => t.fontes))],
  };
}

/** A share as a percentage of the value, to the hundredth, rounded half up. */
function percentual(parte: number, valor: number): number {
  return valor === 0 ? 0 : Math.floor((parte * 20_000 + valor) / (2 * valor));
}

/**
 * The sentence printed on the DANFE and in the NF-e's additional information, e.g.
 * "Valor aproximado dos tributos: R$ 134,50 (13,45%) Federal, R$ 180,00 (18%) Estadual e
 * R$ 0,00 (0%) Municipal. Fonte: IBPT/empresometro.com.br 9oi3aC". Plain spaces, for the XML.
 */
export function linhaTributosAproximados(t: TributosAproximados): string {
  const parte = (valor: number, nome: string) =>
    `${formatCentavos(valor)} (${formatPercentualCentesimos(percentual(valor, t.valorCentavos))}) ${nome}`;
  const texto =
    `Valor aproximado dos tributos: ${parte(t.federal, 'Federal')}, ${parte(t.estadual, 'Estadual')} e ` +
    `${parte(t.municipal, 'Municipal')}. Fonte: ${t.fontes.join('; ')}`;
  return texto.replace(/\s/g, ' ');
}
