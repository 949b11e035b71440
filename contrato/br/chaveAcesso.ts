/**
 * The 44-character access key (chave de acesso) of an NF-e (model 55) or NFC-e (model 65), MOC 4.00
 * section 2.4:
 *
 *   cUF(2) AAMM(4) CNPJ(14) mod(2) serie(3) nNF(9) tpEmis(1) cNF(8) cDV(1)
 *
 * Since the alphanumeric CNPJ (Receita Federal NT 49/2024, in NF-e layouts from July 2026) the
 * first 12 characters of the CNPJ may be letters, so the key is no longer all digits; the check
 * digit then weighs every character by its ASCII code minus 48, the same rule as the CNPJ's own
 * digits ('0'..'9' keep their value, 'A' is 17, 'Z' is 42). Pure: the server issues and checks
 * NFC-e keys with it, the panel checks a supplier's NF-e key as it is typed.
 */
import { isCnpj } from './documents';

export const MODELO_NFE = '55';
export const MODELO_NFCE = '65';

export interface PartesChave {
  cUF: string;
  aamm: string;
  cnpj: string;
  mod: string;
  serie: string;
  nNF: string;
  tpEmis: string;
  cNF: string;
  cDV: string;
}

export type ResultadoChave = { ok: true; partes: PartesChave } | { ok: false; motivo: string };

/** IBGE codes of the 27 federative units, the key's first two digits. */
const CODIGOS_UF = new Set(['11', '12', '13', '14', '15', '16', '17', '21', '22', '23', '24', '25', '26', '27', '28', '29', '31', '32', '33', '35', '41', '42', '43', '50', '51', '52', '53']);

const BASE_43 = /^[0-9A-Z]{43}$/;
/** Letters are allowed only in the CNPJ's first 12 characters (positions 7 to 18). */
const FORMA_44 = /^\d{6}[0-9A-Z]{12}\d{26}$/;

/**
 * cNF values every SEFAZ refuses (rejection 897, NT 2019.001): a repeated digit or an ascending
 * run, easy to guess; and a code equal to the invoice number, which would let anyone derive the
 * key of the next invoice.
 */
const CNF_PROIBIDOS = new Set([
  ...Array.from({ length: 10 }, (_, d) => String(d).repeat(8)),
  ...Array.from({ length: 10 }, (_, i) => Array.from({ length: 8 }, (_, j) => (i + 1 + j) % 10).join('')),
]);

/** Módulo 11 with weights 2..9 from the right; a remainder of 0 or 1 gives 0. */
export function digitoVerificador(chave43: string): number {
  if (!BASE_43.test(chave43)) throw new RangeError('A base da chave de acesso tem 43 caracteres (dígitos ou letras maiúsculas)');
  let soma = 0;
  let peso = 2;
  for (let i = chave43.length - 1; i >= 0; i--) {
    soma += (chave43.charCodeAt(i) - 48) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

export function codigoNumericoValido(cNF: string, numero: number): boolean {
  return /^\d{8}$/.test(cNF) && !CNF_PROIBIDOS.has(cNF) && Number(cNF) !== numero;
}

/** Splits a key into its fields without checking them. */
export function decomporChave(chave44: string): PartesChave {
  const c = chave44;
  return {
    cUF: c.slice(0, 2),
    aamm: c.slice(2, 6),
    cnpj: c.slice(6, 20),
    mod: c.slice(20, 22),
    serie: c.slice(22, 25),
    nNF: c.slice(25, 34),
    tpEmis: c.slice(34, 35),
    cNF: c.slice(35, 43),
    cDV: c.slice(43, 44),
  };
}

const NOME_MODELO: Record<string, string> = { [MODELO_NFE]: 'NF-e', [MODELO_NFCE]: 'NFC-e' };

/** Checks an access key of `modelo`: shape, check digit first (a typo is the usual fault), then each field. */
export function validarChaveDeAcesso(chave44: string, modelo: typeof MODELO_NFE | typeof MODELO_NFCE): ResultadoChave {
  if (chave44.length !== 44) return { ok: false, motivo: 'A chave de acesso tem 44 caracteres' };
  if (!FORMA_44.test(chave44)) return { ok: false, motivo: 'A chave de acesso só tem dígitos (e letras maiúsculas no CNPJ)' };
  const p = decomporChave(chave44);
  if (String(digitoVerificador(chave44.slice(0, 43))) !== p.cDV) return { ok: false, motivo: 'O dígito verificador da chave de acesso não confere' };
  const mes = Number(p.aamm.slice(2));
  if (!CODIGOS_UF.has(p.cUF)) return { ok: false, motivo: `Código de UF inexistente: ${p.cUF}` };
  if (mes < 1 || mes > 12) return { ok: false, motivo: `Mês de emissão inválido: ${p.aamm}` };
  if (!isCnpj(p.cnpj)) return { ok: false, motivo: 'CNPJ do emitente inválido na chave de acesso' };
  if (p.mod !== modelo) return { ok: false, motivo: `A chave não é de uma ${NOME_MODELO[modelo] ?? modelo} (modelo ${p.mod})` };
  if (Number(p.nNF) === 0) return { ok: false, motivo: 'Número da nota zerado na chave de acesso' };
  if (!codigoNumericoValido(p.cNF, Number(p.nNF))) return { ok: false, motivo: 'Código numérico (cNF) inválido na chave de acesso' };
  return { ok: true, partes: p };
}

/** A supplier's NF-e (model 55) key, as typed on receipt. */
export const validarChaveNfe = (chave44: string): ResultadoChave => validarChaveDeAcesso(chave44, MODELO_NFE);
