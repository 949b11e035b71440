/**
 * The Pix "copia e cola" string (BR Code), as the Banco Central's "Manual de Padrões para Iniciação
 * do Pix" lays it out over EMV QRCPS-MPM: a run of ID + 2-digit length + value fields, closed by a
 * CRC16 over everything before it. Written by hand rather than taken from npm: the packages that do
 * this either pull in HTTP clients and QR renderers for the dynamic-Pix fetch, or are one-person
 * projects with few users, and the whole format is the few lines below.
 */

const GUI_PIX = 'br.gov.bcb.pix';
const NOME_MAX = 25;
const CIDADE_MAX = 15;
const TXID_MAX = 25;
// Field 26 holds at most 99 characters: '0014br.gov.bcb.pix' (18) and '01' + length (4) leave 77,
// which is also the longest key the DICT accepts (an e-mail).
const CHAVE_MAX = 99 - (4 + GUI_PIX.length) - 4;
// Field 54 holds at most 13 characters, '9999999999.99'.
const VALOR_MAX_CENTAVOS = 999_999_999_999;

export interface DadosBrCodePix {
  chave: string;
  nome: string;
  cidade: string;
  /** Zero leaves the amount to the payer (field 54 omitted). */
  valorCentavos: number;
  /** Empty when there is none: the manual then asks for '***'. */
  txid: string;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as 4 upper-case hex digits, over the UTF-8 bytes. */
export function crc16Pix(texto: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(texto)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function campo(id: string, valor: string): string {
  if (valor.length > 99) throw new RangeError(`Campo ${id} do BR Code passa de 99 caracteres.`);
  return id + String(valor.length).padStart(2, '0') + valor;
}

// Payers' bank apps differ in what they show or even accept beyond plain ASCII, and the length
// prefix counts characters, so a name with accents could also be miscounted as bytes by a reader.
function textoSeguro(texto: string, max: number, rotulo: string): string {
  const limpo = texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^\x20-\x7E]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trimEnd();
  if (limpo === '') throw new RangeError(`${rotulo} do recebedor Pix vazio ou sem caracteres válidos.`);
  return limpo;
}

// Integer centavos → '1234.56' through the digits, so no floating-point rounding can creep in.
function formatarValor(centavos: number): string {
  const digitos = String(centavos).padStart(3, '0');
  return `${digitos.slice(0, -2)}.${digitos.slice(-2)}`;
}

export function gerarBrCodePix(d: DadosBrCodePix): string {
  const chave = d.chave.trim();
  if (chave === '') throw new RangeError('Chave Pix vazia.');
  if (chave.length > CHAVE_MAX) throw new RangeError(`Chave Pix com mais de ${CHAVE_MAX} caracteres.`);
  if (!/^[\x21-\x7E]+$/.test(chave)) throw new RangeError('Chave Pix com caracteres inválidos.');

  if (!Number.isSafeInteger(d.valorCentavos) || d.valorCentavos < 0) {
    throw new RangeError('Valor do Pix deve ser um número inteiro de centavos, zero ou positivo.');
  }
  if (d.valorCentavos > VALOR_MAX_CENTAVOS) throw new RangeError('Valor do Pix acima do máximo do BR Code.');

  if (d.txid.length > TXID_MAX) throw new RangeError(`Identificador da transação (txid) com mais de ${TXID_MAX} caracteres.`);
  if (d.txid !== '' && !/^[A-Za-z0-9]+$/.test(d.txid)) {
    throw new RangeError('Identificador da transação (txid) aceita só letras sem acento e algarismos.');
  }

  const semCrc =
    campo('00', '01') +
    campo('26', campo('00', GUI_PIX) + campo('01', chave)) +
    campo('52', '0000') +
    campo('53', '986') +
    (d.valorCentavos > 0 ? campo('54', formatarValor(d.valorCentavos)) : '') +
    campo('58', 'BR') +
    campo('59', textoSeguro(d.nome, NOME_MAX, 'Nome')) +
    campo('60', textoSeguro(d.cidade, CIDADE_MAX, 'Cidade')) +
    campo('62', campo('05', d.txid === '' ? '***' : d.txid)) +
    '6304';
  return semCrc + crc16Pix(semCrc);
}
