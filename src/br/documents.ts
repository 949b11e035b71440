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
import { MENSAGENS } from './messages';

const CPF_FORMA = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const CNPJ_FORMA = /^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/;

/** The 11 digits of a CPF typed with or without its mask; null when the shape is wrong. */
export function normalizeCpf(valor: string): string | null {
  const v = valor.trim();
  return CPF_FORMA.test(v) ? onlyDigits(v) : null;
}

/** The 14 upper-case characters of a CNPJ (numeric or alphanumeric), with or without mask; null when the shape is wrong. */
export function normalizeCnpj(valor: string): string | null {
  const v = valor.trim().toUpperCase();
  return CNPJ_FORMA.test(v) ? onlyAlnumUpper(v) : null;
}

/** Undefined when valid, else the Portuguese message for why the CPF is refused. */
export function validarCpf(valor: string): string | undefined {
  const limpo = normalizeCpf(valor);
  if (limpo === null) return onlyDigits(valor).length === 11 ? MENSAGENS.cpfInvalido : MENSAGENS.cpfIncompleto;
  return cpfLib.isValid(limpo, true) ? undefined : MENSAGENS.cpfInvalido;
}

/** Undefined when valid, else the Portuguese message for why the CNPJ is refused. */
export function validarCnpj(valor: string): string | undefined {
  const limpo = normalizeCnpj(valor);
  if (limpo === null) return onlyAlnumUpper(valor).length === 14 ? MENSAGENS.cnpjInvalido : MENSAGENS.cnpjIncompleto;
  return cnpjLib.isValid(limpo, true) ? undefined : MENSAGENS.cnpjInvalido;
}

/** A CPF when it has 11 digits, a CNPJ when it has 14 characters; anything else is incomplete. */
export function validarCpfCnpj(valor: string): string | undefined {
  const n = onlyAlnumUpper(valor).length;
  if (n === 11) return validarCpf(valor);
  if (n === 14) return validarCnpj(valor);
  return MENSAGENS.cpfCnpjIncompleto;
}

export const isCpf = (valor: string): boolean => validarCpf(valor) === undefined;
export const isCnpj = (valor: string): boolean => validarCnpj(valor) === undefined;
export const isCpfCnpj = (valor: string): boolean => validarCpfCnpj(valor) === undefined;

/** Clean value of a CPF or CNPJ (11 digits or 14 characters); null when it is neither shape. */
export function normalizeCpfCnpj(valor: string): string | null {
  return onlyAlnumUpper(valor).length === 11 ? normalizeCpf(valor) : normalizeCnpj(valor);
}

/** 000.000.000-00; anything that is not 11 digits is returned as typed. */
export function formatCpf(valor: string): string {
  const d = normalizeCpf(valor);
  return d ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : valor;
}

/** 00.000.000/0000-00, also for the alphanumeric CNPJ (AA.AAA.AAA/AAAA-00); anything else as typed. */
export function formatCnpj(valor: string): string {
  const c = normalizeCnpj(valor);
  return c ? `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}` : valor;
}

/** Formats as CPF or CNPJ by length (11 or 14 characters once cleaned). */
export function formatCpfCnpj(valor: string | null | undefined): string {
  if (valor == null) return '';
  return onlyAlnumUpper(valor).length === 11 ? formatCpf(valor) : formatCnpj(valor);
}

/**
 * Display form for lists and receipts. A CPF is personal data under the LGPD, so it is shown the
 * way the federal government's transparency portal does (***.456.789-**): the first three digits
 * and the check digits are hidden, which keeps the number recognisable to its owner but not
 * reusable by whoever reads the screen. A CNPJ identifies a company and is public by law (the
 * Receita publishes it), so it is shown in full. Anything unrecognised is fully hidden.
 */
export function maskCpfCnpj(valor: string | null | undefined): string {
  if (valor == null || valor.trim() === '') return '';
  const cpf = normalizeCpf(valor);
  if (cpf) return `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
  const cnpj = normalizeCnpj(valor);
  if (cnpj) return formatCnpj(cnpj);
  return '*'.repeat(Math.min(valor.length, 14));
}
