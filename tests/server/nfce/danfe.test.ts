import { describe, expect, it } from 'vitest';
import { FORMAS_PAGTO } from '@retaguarda/contrato/api/catalogos';
import { BANNER_HOMOLOGACAO, gerarDanfePdf, LARGURA_80MM } from '../../../server/modulos/pedidos/nfce/danfe';
import { formatarChaveEmBlocos } from '../../../server/modulos/pedidos/nfce/chave';
import { CHAVE, CPF_CLIENTE, entradaExemplo } from './fixtures';

const WIN_ANSI = new TextDecoder('windows-1252');

/**
 * The lines of text of an uncompressed pdfkit PDF. pdfkit writes each line as one TJ array of hex
 * strings (split where it kerns), in WinAnsi for the standard fonts: decode and join them.
 */
function linhasDoPdf(pdf: Buffer): string[] {
  const bruto = pdf.toString('latin1');
  return [...bruto.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)].map((m) =>
    [...m[1].matchAll(/<([0-9a-f]*)>/g)].map((h) => WIN_ANSI.decode(Buffer.from(h[1], 'hex'))).join(''),
  );
}

describe('DANFE NFC-e PDF', () => {
  it('is a PDF of real size, compressed by default', async () => {
    const pdf = await gerarDanfePdf(entradaExemplo());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.length).toBeGreaterThan(3000);
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
  });

  it('prints the access key in blocks of four, the lookup address and the homologation banner', async () => {
    const linhas = linhasDoPdf(await gerarDanfePdf(entradaExemplo(), { comprimir: false }));
    expect(linhas).toContain(formatarChaveEmBlocos(CHAVE));
    expect(linhas.join('').replace(/\s/g, '')).toContain(CHAVE);
    expect(linhas).toContain('Consulte pela Chave de Acesso em');
    expect(linhas.join(' ')).toContain('https://www.homologacao.nfce.fazenda.sp.gov.br/');
    expect(linhas.join(' ').replace(/\s+/g, ' ')).toContain(BANNER_HOMOLOGACAO);
    expect(linhas.join(' ')).toContain('DANFE NFC-e - Documento Auxiliar da Nota Fiscal de');
  });

  it('prints the emitter, the items, the totals and the payment', async () => {
    const linhas = linhasDoPdf(await gerarDanfePdf(entradaExemplo(), { comprimir: false }));
    const texto = linhas.join('\n');
    expect(linhas[0]).toBe('Loja Centro Comércio de Artigos Ltda.');
    expect(texto).toContain('CNPJ: 12.345.678/0001-95');
    for (const celula of ['Código', 'Descrição', 'Qtde', 'UN', 'Vl Unit', 'Vl Total', 'CAM-001', 'CAN-002', '19,90', '39,80', '49,90']) {
      expect(linhas).toContain(celula);
    }
    const depois = (rotulo: string) => linhas[linhas.indexOf(rotulo) + 1];
    expect(depois('Qtde. total de itens')).toBe('2');
    expect(depois('Valor total R$')).toBe('89,70');
    expect(depois('Descontos R$')).toBe('5,00');
    expect(depois('Frete R$')).toBe('15,00');
    expect(depois('Valor a Pagar R$')).toBe('99,70');
    expect(depois('Pix')).toBe('99,70');
  });

  it('identifies the consumer by masked CPF, or says there is none', async () => {
    const anonimo = linhasDoPdf(await gerarDanfePdf(entradaExemplo(), { comprimir: false }));
    expect(anonimo).toContain('CONSUMIDOR NÃO IDENTIFICADO');
    const comCpf = linhasDoPdf(await gerarDanfePdf(entradaExemplo({ destinatario: { cpf: CPF_CLIENTE } }), { comprimir: false }));
    expect(comCpf).toContain(`CONSUMIDOR - CPF ***.${CPF_CLIENTE.slice(3, 6)}.${CPF_CLIENTE.slice(6, 9)}-**`);
    expect(comCpf.join('')).not.toContain(CPF_CLIENTE);
  });

  it('prints number, series and the São Paulo date and time of issue, and the change', async () => {
    const entrada = entradaExemplo({ pagamentos: [{ formaPagtoId: FORMAS_PAGTO.dinheiro.id, valorCentavos: 10000 }] });
    const linhas = linhasDoPdf(await gerarDanfePdf(entrada, { comprimir: false }));
    expect(linhas).toContain('NFC-e nº 1234   Série 1   21/11/2026 14:03:00');
    expect(linhas[linhas.indexOf('Troco R$') + 1]).toBe('0,30');
  });

  it('is an 80 mm receipt whose length follows the content, with a vector QR code', async () => {
    const altura = async (itens: number) => {
      const base = entradaExemplo().itens[0];
      const entrada = entradaExemplo({
        itens: Array.from({ length: itens }, (_, i) => ({ ...base, codigo: `P${i}`, descontoCentavos: 0 })),
        freteCentavos: 0,
        pagamentos: [{ formaPagtoId: FORMAS_PAGTO.pix.id, valorCentavos: itens * 3980 }],
      });
      const pdf = (await gerarDanfePdf(entrada, { comprimir: false })).toString('latin1');
      const caixa = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf);
      expect(Number(caixa?.[1])).toBeCloseTo(LARGURA_80MM, 2);
      // Hundreds of filled squares: the QR modules, drawn as rectangles.
      expect(pdf.match(/ re\n/g)?.length ?? 0).toBeGreaterThan(300);
      return Number(caixa?.[2]);
    };
    const curta = await altura(1);
    const longa = await altura(40);
    expect(curta).toBeGreaterThan(300);
    expect(longa).toBeGreaterThan(curta + 39 * 10);
  });

  it('gives the same bytes for the same invoice', async () => {
    const a = await gerarDanfePdf(entradaExemplo());
    const b = await gerarDanfePdf(entradaExemplo());
    expect(a.equals(b)).toBe(true);
  });

  it('refuses an invoice whose key does not match it', async () => {
    await expect(gerarDanfePdf(entradaExemplo({ numero: 1235 }))).rejects.toThrow('A chave de acesso não corresponde à nota');
  });
});
