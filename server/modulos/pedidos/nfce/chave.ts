/**
 * The 44-character NFC-e access key (chave de acesso), MOC 4.00 section 2.4:
 *
 *   cUF(2) AAMM(4) CNPJ(14) mod(2) serie(3) nNF(9) tpEmis(1) cNF(8) cDV(1)
 *
 * Since the alphanumeric CNPJ (Receita Federal NT 49/2024, in NF-e layouts from July 2026) the
 * first 12 characters of the CNPJ may be letters, so the key is no longer all digits; the check
 * digit then weighs every character by its ASCII code minus 48, the same rule as the CNPJ's own
 * digits ('0'..'9' keep their value, 'A' is 17, 'Z' is 42).
 */
import { randomInt } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TZ_NEGOCIO } from '@retaguarda/contrato/br/dates';
import { isCnpj, normalizeCnpj } from '@retaguarda/contrato/br/documents';
import { isSiglaUf, UFS, ufDoCodigo } from './ufs';

export const MODELO_NFCE = '65';
/** tpEmis 1: issued online, the only mode this server uses (no contingency). */
export const TP_EMIS_NORMAL = '1';

export interface CamposChave {
  /** Sigla of the emitter's state, 'SP'. */
  uf: string;
  /** AAMM is the year and month of this instant in São Paulo, like the dhEmi written in the XML. */
  emitidaEm: Date;
  /** Emitter CNPJ, numeric or alphanumeric, with or without mask. */
  cnpj: string;
  serie: number;
  numero: number;
  /** Eight-digit cNF; drawn when absent. */
  codigoNumerico?: string;
  /** Uniform source in [0, 1) for drawing cNF; the default is crypto-random. Pass a seeded one for repeatable keys. */
  sorteio?: () => number;
}

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

/** The next valid cNF at or after `inicial` (wrapping at 10^8): a handful of values are ever skipped. */
function primeiroValido(inicial: number, numero: number): string {
  let v = inicial;
  let cNF = String(v).padStart(8, '0');
  while (!codigoNumericoValido(cNF, numero)) {
    v = (v + 1) % 100_000_000;
    cNF = String(v).padStart(8, '0');
  }
  return cNF;
}

/** A random cNF for invoice `numero`, repeatable when `sorteio` is a seeded source. */
export function sortearCodigoNumerico(numero: number, sorteio?: () => number): string {
  const x = sorteio?.();
  const inicial = x === undefined ? randomInt(100_000_000) : Number.isFinite(x) ? Math.floor(Math.abs(x) * 1e8) % 1e8 : 0;
  return primeiroValido(inicial, numero);
}

function inteiroEntre(valor: number, min: number, max: number, nome: string): void {
  if (!Number.isInteger(valor) || valor < min || valor > max) throw new RangeError(`${nome} fora do intervalo ${min}..${max}: ${valor}`);
}

function juntar(p: Omit<PartesChave, 'cDV'>): string {
  const base = p.cUF + p.aamm + p.cnpj + p.mod + p.serie + p.nNF + p.tpEmis + p.cNF;
  return base + String(digitoVerificador(base));
}

/** A handful of emitters issue every key, and the demo seed builds a million: check each CNPJ once. */
const cnpjsVerificados = new Map<string, string>();

function cnpjDoEmitente(cnpj: string): string {
  const conhecido = cnpjsVerificados.get(cnpj);
  if (conhecido !== undefined) return conhecido;
  const limpo = normalizeCnpj(cnpj);
  if (limpo === null || !isCnpj(limpo)) throw new RangeError(`CNPJ do emitente inválido: ${cnpj}`);
  if (cnpjsVerificados.size < 1000) cnpjsVerificados.set(cnpj, limpo);
  return limpo;
}

function codigoUf(uf: string): string {
  if (!isSiglaUf(uf)) throw new RangeError(`UF desconhecida: ${uf}`);
  return UFS[uf].codigo;
}

/** The access key of an NFC-e issued online; throws RangeError on a field the layout cannot hold. */
export function montarChave(campos: CamposChave): string {
  inteiroEntre(campos.serie, 0, 999, 'Série');
  inteiroEntre(campos.numero, 1, 999_999_999, 'Número');
  if (Number.isNaN(campos.emitidaEm.getTime())) throw new RangeError('Data de emissão inválida');
  const cNF = campos.codigoNumerico ?? sortearCodigoNumerico(campos.numero, campos.sorteio);
  if (!codigoNumericoValido(cNF, campos.numero)) throw new RangeError(`Código numérico (cNF) inválido: ${cNF}`);
  return juntar({
    cUF: codigoUf(campos.uf),
    aamm: format(new TZDate(campos.emitidaEm.getTime(), TZ_NEGOCIO), 'yyMM'),
    cnpj: cnpjDoEmitente(campos.cnpj),
    mod: MODELO_NFCE,
    serie: String(campos.serie).padStart(3, '0'),
    nNF: String(campos.numero).padStart(9, '0'),
    tpEmis: TP_EMIS_NORMAL,
    cNF,
  });
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

/** Checks an NFC-e access key: shape, check digit first (a typo is the usual fault), then each field. */
export function validarChave(chave44: string): ResultadoChave {
  if (chave44.length !== 44) return { ok: false, motivo: 'A chave de acesso tem 44 caracteres' };
  if (!FORMA_44.test(chave44)) return { ok: false, motivo: 'A chave de acesso só tem dígitos (e letras maiúsculas no CNPJ)' };
  const p = decomporChave(chave44);
  if (String(digitoVerificador(chave44.slice(0, 43))) !== p.cDV) {
    return { ok: false, motivo: 'O dígito verificador da chave de acesso não confere' };
  }
  const mes = Number(p.aamm.slice(2));
  if (ufDoCodigo(p.cUF) === undefined) return { ok: false, motivo: `Código de UF inexistente: ${p.cUF}` };
  if (mes < 1 || mes > 12) return { ok: false, motivo: `Mês de emissão inválido: ${p.aamm}` };
  if (!isCnpj(p.cnpj)) return { ok: false, motivo: 'CNPJ do emitente inválido na chave de acesso' };
  if (p.mod !== MODELO_NFCE) return { ok: false, motivo: `A chave não é de uma NFC-e (modelo ${p.mod})` };
  if (Number(p.nNF) === 0) return { ok: false, motivo: 'Número da nota zerado na chave de acesso' };
  if (!codigoNumericoValido(p.cNF, Number(p.nNF))) return { ok: false, motivo: 'Código numérico (cNF) inválido na chave de acesso' };
  return { ok: true, partes: p };
}

/** "3526 1112 ..." as the DANFE prints it: eleven blocks of four. Accepts the "NFe" prefix of the XML Id. */
export function formatarChaveEmBlocos(chave: string): string {
  const limpa = chave.toUpperCase().replace(/[^0-9A-Z]/g, '').replace(/^NFE(?=[0-9A-Z]{44}$)/, '');
  return limpa.match(/.{1,4}/g)?.join(' ') ?? '';
}
