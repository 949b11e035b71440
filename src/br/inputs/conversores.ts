/**
 * How each masked input turns the mask's content into the stored value and back. Kept apart from
 * the components so the rules are readable in one place.
 */
import { onlyAlnumUpper, onlyDigits } from '@retaguarda/contrato/br/digits';
import type { Conversor, Mascara } from './MaskedInput';

const texto = (valor: unknown): string => (typeof valor === 'string' ? valor : typeof valor === 'number' ? String(valor) : '');

/** Stores the mask's clean characters (digits, or upper-case letters for a CNPJ); null when empty. */
export const conversorLimpo: Conversor = {
  ler: (m) => m.unmaskedValue || null,
  // A stored value written with its mask ("529.982.247-25") is cleaned first.
  escrever: (m, valor) => {
    m.unmaskedValue = onlyAlnumUpper(texto(valor));
  },
};

/** Stores the date as the API writes it, DD/MM/YYYY; a half-typed date is kept so the validator can flag it. */
export const conversorData: Conversor = {
  ler: (m) => (m.unmaskedValue ? m.value : null),
  escrever: (m, valor) => {
    m.unmaskedValue = onlyDigits(texto(valor));
  },
};

/** Stores a number (imask's typed value); null when empty or only a sign has been typed. */
export const conversorNumero: Conversor = {
  ler: (m: Mascara) => (m.unmaskedValue === '' || m.unmaskedValue === '-' ? null : m.typedValue),
  escrever: (m, valor) => {
    if (typeof valor === 'number' && Number.isFinite(valor)) m.typedValue = valor;
    else m.value = '';
  },
};
