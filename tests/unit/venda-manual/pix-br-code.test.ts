import { describe, it, expect } from 'vitest';
import { crc16Pix, gerarBrCodePix, type DadosBrCodePix } from '../../../server/modulos/venda-manual/pagamentos/pix-br-code';

// The static-Pix example of the Banco Central's "Manual de Padrões para Iniciação do Pix" (also the
// fixture of ex_pix_brcode and others), with its published CRC 1D3D.
const EXEMPLO_MANUAL_BCB =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const BASE: DadosBrCodePix = { chave: 'padaria@example.com', nome: 'Padaria', cidade: 'Sao Paulo', valorCentavos: 0, txid: '' };

/** Splits an EMV TLV run into id → value; nested templates stay as their raw value. */
function lerCampos(texto: string): Map<string, string> {
  const campos = new Map<string, string>();
  let i = 0;
  while (i < texto.length) {
    const id = texto.slice(i, i + 2);
    const tamanho = Number(texto.slice(i + 2, i + 4));
    campos.set(id, texto.slice(i + 4, i + 4 + tamanho));
    i += 4 + tamanho;
  }
  expect(i).toBe(texto.length);
  return campos;
}

describe('crc16Pix', () => {
  it('gives the CRC-16/CCITT-FALSE check value of "123456789"', () => {
    expect(crc16Pix('123456789')).toBe('29B1');
  });

  it("gives the BCB manual example's published CRC", () => {
    expect(crc16Pix(EXEMPLO_MANUAL_BCB.slice(0, -4))).toBe('1D3D');
  });

  it('pads to four hex digits', () => {
    expect(crc16Pix('')).toBe('FFFF');
    expect(crc16Pix('A')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('gerarBrCodePix', () => {
  it("rebuilds the BCB manual example field for field, the name upper-cased", () => {
    const codigo = gerarBrCodePix({
      chave: '123e4567-e12b-12d1-a456-426655440000',
      nome: 'Fulano de Tal',
      cidade: 'BRASILIA',
      valorCentavos: 0,
      txid: '',
    });
    // The manual keeps 'Fulano de Tal' as typed; we upper-case names, so only field 59 and,
    // through it, the CRC differ (F012 cross-checked with Python's binascii.crc_hqx).
    const esperadoSemCrc = EXEMPLO_MANUAL_BCB.slice(0, -4).replace('5913Fulano de Tal', '5913FULANO DE TAL');
    expect(codigo).toBe(`${esperadoSemCrc}F012`);
  });

  it('builds a payload with amount and txid exactly (computed independently with binascii.crc_hqx)', () => {
    const codigo = gerarBrCodePix({ chave: 'padaria@example.com', nome: 'Padaria São João', cidade: 'São Paulo', valorCentavos: 123456, txid: 'PEDIDO123' });
    expect(codigo).toBe(
      '00020126410014br.gov.bcb.pix0119padaria@example.com52040000530398654071234.565802BR5916PADARIA SAO JOAO6009SAO PAULO62130509PEDIDO12363043A5E',
    );
  });

  it('parses back into the inputs, and ends in the CRC of everything before it', () => {
    const codigo = gerarBrCodePix({ chave: '+5511987654321', nome: 'Loja Teste', cidade: 'Recife', valorCentavos: 990, txid: 'abc123XYZ' });
    const campos = lerCampos(codigo);
    expect([...campos.keys()]).toEqual(['00', '26', '52', '53', '54', '58', '59', '60', '62', '63']);
    expect(campos.get('00')).toBe('01');
    expect(Object.fromEntries(lerCampos(campos.get('26') ?? ''))).toEqual({ '00': 'br.gov.bcb.pix', '01': '+5511987654321' });
    expect(campos.get('52')).toBe('0000');
    expect(campos.get('53')).toBe('986');
    expect(campos.get('54')).toBe('9.90');
    expect(campos.get('58')).toBe('BR');
    expect(campos.get('59')).toBe('LOJA TESTE');
    expect(campos.get('60')).toBe('RECIFE');
    expect(Object.fromEntries(lerCampos(campos.get('62') ?? ''))).toEqual({ '05': 'abc123XYZ' });
    expect(codigo.slice(-8, -4)).toBe('6304');
    expect(campos.get('63')).toBe(crc16Pix(codigo.slice(0, -4)));
  });

  it('strips accents and keeps printable ASCII only', () => {
    const campos = lerCampos(gerarBrCodePix({ ...BASE, nome: 'Açaí & Pão—Ltda.', cidade: 'Florianópolis' }));
    expect(campos.get('59')).toBe('ACAI & PAO LTDA.');
    expect(campos.get('60')).toBe('FLORIANOPOLIS');
  });

  it('truncates the name to 25 and the city to 15 characters', () => {
    const campos = lerCampos(
      gerarBrCodePix({ ...BASE, nome: 'Pousada Ondas do Mar e Céu Azul Ltda', cidade: 'São José dos Campos' }),
    );
    expect(campos.get('59')).toBe('POUSADA ONDAS DO MAR E CE');
    expect(campos.get('60')).toBe('SAO JOSE DOS CA');
    // A cut landing on a space drops it rather than ending the field in a blank.
    expect(lerCampos(gerarBrCodePix({ ...BASE, cidade: 'Rio das Ostras Sul' })).get('60')).toBe('RIO DAS OSTRAS');
  });

  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [990, '9.90'],
    [123456, '1234.56'],
    [999_999_999_999, '9999999999.99'],
  ])('formats %i centavos as %s', (centavos, texto) => {
    expect(lerCampos(gerarBrCodePix({ ...BASE, valorCentavos: centavos })).get('54')).toBe(texto);
  });

  it('omits the amount when it is zero, and writes *** when there is no txid', () => {
    const campos = lerCampos(gerarBrCodePix(BASE));
    expect(campos.has('54')).toBe(false);
    expect(campos.get('62')).toBe('0503***');
  });

  it('accepts a 25-character txid', () => {
    const txid = 'A'.repeat(25);
    expect(lerCampos(gerarBrCodePix({ ...BASE, txid })).get('62')).toBe(`0525${txid}`);
  });

  it.each([
    ['a txid with a hyphen', { txid: 'PEDIDO-1' }, /txid/],
    ['a txid with an accent', { txid: 'PEDIDOÇ' }, /txid/],
    ['a txid of 26 characters', { txid: 'A'.repeat(26) }, /txid/],
    ['a negative amount', { valorCentavos: -1 }, /Valor/],
    ['a fractional amount', { valorCentavos: 12.5 }, /Valor/],
    ['NaN as amount', { valorCentavos: Number.NaN }, /Valor/],
    ['an amount over 13 characters', { valorCentavos: 1_000_000_000_000 }, /Valor/],
    ['an empty key', { chave: '' }, /Chave/],
    ['a blank key', { chave: '   ' }, /Chave/],
    ['a key of 78 characters', { chave: `${'a'.repeat(66)}@example.com` }, /Chave/],
    ['an empty name', { nome: '' }, /Nome/],
    ['a city with no ASCII left', { cidade: '東京' }, /Cidade/],
  ])('throws RangeError on %s', (_caso, alteracao: Partial<DadosBrCodePix>, mensagem) => {
    expect(() => gerarBrCodePix({ ...BASE, ...alteracao })).toThrow(RangeError);
    expect(() => gerarBrCodePix({ ...BASE, ...alteracao })).toThrow(mensagem);
  });
});
