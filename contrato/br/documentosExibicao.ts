/**
 * CPF and CNPJ for display: shape, normalisation, formatting and the LGPD mask. Kept apart from
 * documents.ts (which re-exports all of it) so that a screen that only shows documents does not
 * load the check-digit library.
 */
import { onlyAlnumUpper, onlyDigits } from './digits';

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
