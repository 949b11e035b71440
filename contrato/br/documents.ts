/**
 * CPF and CNPJ: shape checks, check digits, normalisation and display.
 *
 * The check-digit arithmetic comes from cpf-cnpj-validator, which handles the alphanumeric CNPJ
 * (Receita Federal NT 49/2024, mandatory from July 2026: 12 characters 0-9/A-Z, value = ASCII − 48,
 * then the usual mod-11 digits) without options and rejects repeated-digit numbers. We call it in
 * strict mode on an already cleaned value, because its loose mode strips any junk ("529.982.247-25x"
 * would pass) and we want typos to be refused, not silently dropped.
 */
import { cnpj as cnpjLib, cpf as cpfLib } from 'cpf-cnpj-validator';
import { onlyAlnumUpper, onlyDigits } from './digits';
import { normalizeCnpj, normalizeCpf } from './documentosExibicao';
import { MENSAGENS_VALIDACAO } from './mensagensValidacao';

export {
  formatCnpj,
  formatCpf,
  formatCpfCnpj,
  maskCpfCnpj,
  normalizeCnpj,
  normalizeCpf,
  normalizeCpfCnpj,
} from './documentosExibicao';

/** Undefined when valid, else the Portuguese message for why the CPF is refused. */
export function validateCpf(valor: string): string | undefined {
  const limpo = normalizeCpf(valor);
  if (limpo === null) return onlyDigits(valor).length === 11 ? MENSAGENS_VALIDACAO.cpfInvalido : MENSAGENS_VALIDACAO.cpfIncompleto;
  return cpfLib.isValid(limpo, true) ? undefined : MENSAGENS_VALIDACAO.cpfInvalido;
}

/** Undefined when valid, else the Portuguese message for why the CNPJ is refused. */
export function validateCnpj(valor: string): string | undefined {
  const limpo = normalizeCnpj(valor);
  if (limpo === null) return onlyAlnumUpper(valor).length === 14 ? MENSAGENS_VALIDACAO.cnpjInvalido : MENSAGENS_VALIDACAO.cnpjIncompleto;
  return cnpjLib.isValid(limpo, true) ? undefined : MENSAGENS_VALIDACAO.cnpjInvalido;
}

/** A CPF when it has 11 digits, a CNPJ when it has 14 characters; anything else is incomplete. */
export function validateCpfCnpj(valor: string): string | undefined {
  const n = onlyAlnumUpper(valor).length;
  if (n === 11) return validateCpf(valor);
  if (n === 14) return validateCnpj(valor);
  return MENSAGENS_VALIDACAO.cpfCnpjIncompleto;
}

export const isCpf = (valor: string): boolean => validateCpf(valor) === undefined;
export const isCnpj = (valor: string): boolean => validateCnpj(valor) === undefined;
export const isCpfCnpj = (valor: string): boolean => validateCpfCnpj(valor) === undefined;
