/**
 * The card number's schema, apart from ./zod.ts: it brings credit-card-type's brand tables, which
 * every screen importing a CPF or CEP schema would otherwise download too.
 */
import { validateCardNumber } from './cardBrand';
import { onlyDigits } from './digits';
import { MENSAGENS_VALIDACAO } from './mensagensValidacao';
import { limpo } from './zod';

/** Card number (known length for its brand, Luhn) → digits. */
export const zCardNumber = limpo(validateCardNumber, onlyDigits, MENSAGENS_VALIDACAO.cartaoInvalido);
