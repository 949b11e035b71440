/**
 * Zod 4 schemas for Brazilian fields, for the shared API schemas in contrato/api. Each accepts the value
 * with or without its mask, fails with the same Portuguese message as the react-admin validators,
 * and outputs the clean value (digits, or upper-case characters for a CNPJ), so the server stores
 * one spelling. Because they transform, use `z.input<>` for what a form may send.
 */
import { z } from 'zod/mini';
import {
  normalizeCep,
  normalizePhone,
  validateCep,
  validateEmail,
  validatePhone,
  validateUuid,
} from './contact';
import { normalizeDataBR } from './dates';
import {
  normalizeCnpj,
  normalizeCpf,
  normalizeCpfCnpj,
  validateCnpj,
  validateCpf,
  validateCpfCnpj,
} from './documents';
import { MENSAGENS_VALIDACAO } from './mensagensValidacao';
import { temAteDoisDecimais } from './money';

/**
 * A text checked by `validar` whose output is `normalizar`'s. Exported for ./zodCartao.ts: the
 * card number's schema lives there, so its brand tables stay out of screens that check a CPF.
 */
export function limpo(validar: (v: string) => string | undefined, normalizar: (v: string) => string | null, mensagem: string) {
  return z.pipe(
    z.string({ error: mensagem }),
    z.transform((valor: string, ctx) => {
      const erro = validar(valor);
      const saida = erro === undefined ? normalizar(valor) : null;
      if (saida === null) {
        ctx.issues.push({ code: 'custom', message: erro ?? mensagem, input: valor });
        return z.NEVER;
      }
      return saida;
    }),
  );
}

/** CPF → 11 digits. */
export const zCpf = limpo(validateCpf, normalizeCpf, MENSAGENS_VALIDACAO.cpfInvalido);
/** CNPJ, numeric or alphanumeric → 14 upper-case characters. */
export const zCnpj = limpo(validateCnpj, normalizeCnpj, MENSAGENS_VALIDACAO.cnpjInvalido);
/** CPF (11 digits) or CNPJ (14 characters), told apart by length → clean value. */
export const zCpfCnpj = limpo(validateCpfCnpj, normalizeCpfCnpj, MENSAGENS_VALIDACAO.cpfCnpjIncompleto);
/** Phone with optional area code → 8 to 11 digits. */
export const zPhone = limpo(validatePhone, normalizePhone, MENSAGENS_VALIDACAO.telefoneInvalido);
/** CEP → 8 digits. */
export const zCep = limpo(validateCep, normalizeCep, MENSAGENS_VALIDACAO.cepInvalido);
/** E-mail → trimmed. */
export const zEmail = limpo(validateEmail, (v) => v.trim(), MENSAGENS_VALIDACAO.emailInvalido);
/** UUID → trimmed, lower-case. */
export const zUuid = limpo(validateUuid, (v) => v.trim().toLowerCase(), MENSAGENS_VALIDACAO.uuidInvalido);
/** A typed date (01/02/2026, 1/2/2026, 01022026) → DD/MM/YYYY, the API's date format. */
export const zDataBR = limpo(
  (v) => (normalizeDataBR(v) === null ? MENSAGENS_VALIDACAO.dataInvalida : undefined),
  normalizeDataBR,
  MENSAGENS_VALIDACAO.dataInvalida,
);
/** Money in reais with at most 2 decimals (docs/contrato.md: the server stores integer centavos). */
export const zReais = z.number({ error: MENSAGENS_VALIDACAO.valorInvalido }).check(z.refine(temAteDoisDecimais, { error: MENSAGENS_VALIDACAO.valorInvalido }));

/**
 * Whole units of a product (a cart line, a movement, a purchase line): at least `minimo` (1, or 0
 * where a line may report nothing arrived), at most `maximo`, each refusal in staff's words.
 */
export const zQuantidade = (maximo: number, minimo: 0 | 1 = 1) =>
  z
    .number({ error: 'Informe a quantidade' })
    .check(
      z.int({ error: 'A quantidade é um número inteiro' }),
      z.minimum(minimo, { error: minimo === 1 ? 'A quantidade mínima é 1' : 'A quantidade não pode ser negativa' }),
      z.maximum(maximo, { error: `A quantidade máxima é ${maximo}` }),
    );
