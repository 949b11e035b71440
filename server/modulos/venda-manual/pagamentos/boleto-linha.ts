/**
 * Barcode (44 digits) and linha digitável (47 digits) of a boleto de cobrança, FEBRABAN layout
 * as fixed by Carta-Circular BCB nº 2.926/2000:
 *
 *   código de barras: banco(3) moeda(1) DV(1) fator(4) valor(10) campo livre(25)
 *   linha digitável:  banco moeda livre[0..5) dv10 | livre[5..15) dv10 | livre[15..25) dv10 | DV | fator valor
 *
 * The campo livre belongs to the issuing bank's own layout (agência, carteira, nosso número…), so
 * it is taken ready-made: this module only places it and computes the check digits.
 */

/** Real; the only currency a boleto de cobrança carries in practice. */
const MOEDA_REAL = '9';

const DIA_MS = 86_400_000;
/** FEBRABAN's base date: factor 0000 is 07/10/1997, so 03/07/2000 (when factors came in) is 1000. */
const DATA_BASE = Date.UTC(1997, 9, 7);
/**
 * Factor 9999 fell on 21/02/2025; FEBRABAN restarted the count at 1000 on 22/02/2025 instead of
 * widening the field, so a factor now names two dates 9000 days apart and the reader takes the
 * one near today. A further restart after 9999 of this cycle (13/10/2049) is not assumed: later
 * dates are refused rather than guessed.
 */
const DIAS_ATE_REINICIO = 10_000;
const DIAS_POR_CICLO = 9_000;
const DIAS_ATE_FIM_DO_SEGUNDO_CICLO = DIAS_ATE_REINICIO + DIAS_POR_CICLO - 1;
/** A factor below 1000 predates the scheme; 0000 in a barcode even means "no due date". */
const PRIMEIRO_FATOR_EM_USO = 1000;

const VALOR_MAXIMO_CENTAVOS = 9_999_999_999;

/** Módulo 10, weights 2,1,2,… from the right, the digits of each product summed (18 counts as 9). */
export function dvModulo10(numero: string): number {
  exigirDigitos(numero, 'Número para o módulo 10');
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    const produto = (numero.charCodeAt(i) - 48) * peso;
    soma += produto > 9 ? produto - 9 : produto;
    peso = peso === 2 ? 1 : 2;
  }
  return (10 - (soma % 10)) % 10;
}

/**
 * Módulo 11 of the barcode, weights 2..9 from the right. The layout turns a result of 0, 10 or 11
 * into 1 (11 - resto is never 0, but remainders 1 and 0 give 10 and 11), so the general DV is
 * never 0, unlike the NFC-e key's módulo 11.
 */
export function dvModulo11(numero: string): number {
  exigirDigitos(numero, 'Número para o módulo 11');
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    soma += (numero.charCodeAt(i) - 48) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const resultado = 11 - (soma % 11);
  return resultado === 0 || resultado === 10 || resultado === 11 ? 1 : resultado;
}

/**
 * The four-digit due-date factor of a calendar day (the UTC date parts of `vencimento`, as built by
 * Date.UTC): days since 07/10/1997 up to 21/02/2025 (9999), then 1000 again from 22/02/2025.
 */
export function fatorVencimento(vencimento: Date): string {
  const instante = vencimento.getTime();
  if (Number.isNaN(instante)) throw new RangeError('Data de vencimento inválida');
  const dia = Date.UTC(vencimento.getUTCFullYear(), vencimento.getUTCMonth(), vencimento.getUTCDate());
  const dias = Math.round((dia - DATA_BASE) / DIA_MS);
  if (dias < 0 || dias > DIAS_ATE_FIM_DO_SEGUNDO_CICLO) {
    throw new RangeError('Data de vencimento fora do alcance do fator de vencimento (07/10/1997 a 13/10/2049)');
  }
  const fator = dias < DIAS_ATE_REINICIO ? dias : dias - DIAS_POR_CICLO;
  return String(fator).padStart(4, '0');
}

export interface DadosBoleto {
  /** Three-digit COMPE code of the issuing bank, '341'. */
  banco: string;
  /** A São Paulo calendar day, read from its UTC date parts (Date.UTC(ano, mes, dia)). */
  vencimento: Date;
  valorCentavos: number;
  /** The bank's 25-digit free field, already laid out by its own rules. */
  campoLivre: string;
}

export interface Boleto {
  codigoBarras: string;
  /** 47 digits, no punctuation; see formatarLinhaDigitavel for the printed form. */
  linhaDigitavel: string;
}

export function gerarBoleto(d: DadosBoleto): Boleto {
  if (!/^\d{3}$/.test(d.banco)) throw new RangeError(`Código do banco deve ter 3 dígitos: ${d.banco}`);
  if (!/^\d{25}$/.test(d.campoLivre)) throw new RangeError('Campo livre deve ter 25 dígitos');
  if (!Number.isInteger(d.valorCentavos) || d.valorCentavos < 0 || d.valorCentavos > VALOR_MAXIMO_CENTAVOS) {
    throw new RangeError(`Valor em centavos fora do intervalo 0..${VALOR_MAXIMO_CENTAVOS}: ${d.valorCentavos}`);
  }
  const fator = fatorVencimento(d.vencimento);
  if (Number(fator) < PRIMEIRO_FATOR_EM_USO) {
    throw new RangeError('Data de vencimento anterior a 03/07/2000, primeiro dia com fator de vencimento');
  }
  const valor = String(d.valorCentavos).padStart(10, '0');
  const semDv = d.banco + MOEDA_REAL + fator + valor + d.campoLivre;
  const dv = String(dvModulo11(semDv));
  const codigoBarras = semDv.slice(0, 4) + dv + semDv.slice(4);
  return { codigoBarras, linhaDigitavel: linhaDoCodigo(codigoBarras) };
}

export { formatarLinhaDigitavel } from '@retaguarda/contrato/br/boleto';

function linhaDoCodigo(codigo: string): string {
  const campo1 = codigo.slice(0, 4) + codigo.slice(19, 24);
  const campo2 = codigo.slice(24, 34);
  const campo3 = codigo.slice(34, 44);
  return campo1 + dvModulo10(campo1) + campo2 + dvModulo10(campo2) + campo3 + dvModulo10(campo3) + codigo[4] + codigo.slice(5, 19);
}

function exigirDigitos(numero: string, nome: string): void {
  if (!/^\d+$/.test(numero)) throw new RangeError(`${nome} deve conter só dígitos`);
}
