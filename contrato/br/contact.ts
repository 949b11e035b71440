/** Phone, CEP, e-mail and uuid: shape checks and normalisation. */
import { z } from 'zod/mini';
import { onlyDigits } from './digits';
import { MENSAGENS_VALIDACAO } from './mensagensValidacao';

/**
 * SPEC section 5: optional 2-digit area code, 4 or 5 digits, a hyphen, 4 digits. We also accept the
 * area code in parentheses, a space, and the same digits typed with no punctuation at all. Area codes
 * (DDD) never contain a 0, and since 2016 every 9-digit number is a mobile starting with 9.
 */
const TELEFONE_FORMATADO = /^(?:\(([1-9]{2})\)\s?|([1-9]{2})\s?)?(\d{4,5})[-\s]?(\d{4})$/;

/** The digits of a phone (8, 9, 10 or 11), or null when it does not fit the pattern. */
export function normalizePhone(valor: string): string | null {
  const m = TELEFONE_FORMATADO.exec(valor.trim());
  if (!m) return null;
  const [, dddEntreParenteses, dddSolto, prefixo, sufixo] = m;
  const ddd = dddEntreParenteses ?? dddSolto ?? '';
  if (prefixo.length === 5 && !prefixo.startsWith('9')) return null;
  return `${ddd}${prefixo}${sufixo}`;
}

export const isPhone = (valor: string): boolean => normalizePhone(valor) !== null;

/** (11) 98765-4321, (11) 3456-7890, 98765-4321 or 3456-7890, by number of digits. */
export function formatPhone(valor: string | null | undefined): string {
  if (valor == null) return '';
  const d = onlyDigits(valor);
  const local = (n: string) => `${n.slice(0, -4)}-${n.slice(-4)}`;
  if (d.length === 10 || d.length === 11) return `(${d.slice(0, 2)}) ${local(d.slice(2))}`;
  if (d.length === 8 || d.length === 9) return local(d);
  return valor;
}

const CEP_FORMA = /^\d{5}-?\d{3}$/;

/** The 8 digits of a CEP typed as 00000-000 or 00000000; null otherwise. */
export function normalizeCep(valor: string): string | null {
  const v = valor.trim();
  return CEP_FORMA.test(v) ? onlyDigits(v) : null;
}

export const isCep = (valor: string): boolean => normalizeCep(valor) !== null;

/** 00000-000; anything that is not 8 digits is returned as given. */
export function formatCep(valor: string | null | undefined): string {
  if (valor == null) return '';
  const d = normalizeCep(valor);
  return d ? `${d.slice(0, 5)}-${d.slice(5)}` : valor;
}

/** Same pattern as zod's z.email(), so the panel and the API agree on what an e-mail is. */
export const isEmail = (valor: string): boolean => valor.length <= 254 && z.regexes.email.test(valor.trim());

const UUID = z.regexes.uuid();

/** RFC 9562 uuid (versions 1-8, nil and max), as zod's z.uuid() checks it. */
export const isUuid = (valor: string): boolean => UUID.test(valor.trim());

export const validatePhone = (v: string) => (isPhone(v) ? undefined : MENSAGENS_VALIDACAO.telefoneInvalido);
export const validateCep = (v: string) => (isCep(v) ? undefined : MENSAGENS_VALIDACAO.cepInvalido);
export const validateEmail = (v: string) => (isEmail(v) ? undefined : MENSAGENS_VALIDACAO.emailInvalido);
export const validateUuid = (v: string) => (isUuid(v) ? undefined : MENSAGENS_VALIDACAO.uuidInvalido);
