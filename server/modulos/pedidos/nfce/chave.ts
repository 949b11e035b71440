/**
 * Issuing NFC-e access keys (its layout and checks in contrato/br/chaveAcesso.ts, shared with the
 * panel): the key of an invoice issued online, its random cNF, and the key printed in blocks.
 */
import { randomInt } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TZ_NEGOCIO } from '@retaguarda/contrato/br/dates';
import { isCnpj, normalizeCnpj } from '@retaguarda/contrato/br/documents';
import {
  codigoNumericoValido, digitoVerificador, MODELO_NFCE, validarChaveDeAcesso, type PartesChave, type ResultadoChave,
} from '@retaguarda/contrato/br/chaveAcesso';
import { isSiglaUf, UFS } from './ufs';

export { codigoNumericoValido, decomporChave, digitoVerificador, MODELO_NFCE, type PartesChave, type ResultadoChave } from '@retaguarda/contrato/br/chaveAcesso';

/** Checks an NFC-e access key (model 65). */
export const validarChave = (chave44: string): ResultadoChave => validarChaveDeAcesso(chave44, MODELO_NFCE);

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

/** "3526 1112 ..." as the DANFE prints it: eleven blocks of four. Accepts the "NFe" prefix of the XML Id. */
export function formatarChaveEmBlocos(chave: string): string {
  const limpa = chave.toUpperCase().replace(/[^0-9A-Z]/g, '').replace(/^NFE(?=[0-9A-Z]{44}$)/, '');
  return limpa.match(/.{1,4}/g)?.join(' ') ?? '';
}
