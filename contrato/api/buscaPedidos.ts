import { normalizeCpfCnpj } from '../br/documentosExibicao';

/** Only digits and the characters of a mask: an order or NFC-e number, a document, a phone or an access key. */
export const BUSCA_SO_NUMERO = /^[\d\s.\-/()+]+$/;

/**
 * Whether the order list's quick search names an order or a client by an identifier (order or
 * NFC-e number, access key, CPF/CNPJ, e-mail, phone) rather than by part of a name. Such a search
 * means that order or that client whenever it happened, so the panel sends it without the period;
 * the server reads the same shapes (and applies every field it receives).
 */
export function buscaPorIdentificador(busca: string | null | undefined): boolean {
  const texto = (busca ?? '').trim();
  if (texto === '') return false;
  return texto.includes('@') || (BUSCA_SO_NUMERO.test(texto) && /\d/.test(texto)) || normalizeCpfCnpj(texto) !== null;
}
