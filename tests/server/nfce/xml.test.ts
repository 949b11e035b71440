import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMAS_PAGTO } from '@retaguarda/contrato/api/catalogos';
import { decomporChave, montarChave } from '../../../server/modulos/pedidos/nfce/chave';
import { centavosDecimal, type NfceEntrada } from '../../../server/modulos/pedidos/nfce/entrada';
import { AVISO_HOMOLOGACAO, gerarNfceXml, XNOME_DEST_HOMOLOGACAO, XPROD_HOMOLOGACAO } from '../../../server/modulos/pedidos/nfce/xml';
import { CHAVE, CPF_CLIENTE, entradaExemplo, LOJA } from './fixtures';
import { lerXml, texto, todos, type Elemento } from './xml-leitor';

const nfe = (entrada: NfceEntrada = entradaExemplo()) => lerXml(gerarNfceXml(entrada).xml);
const inf = (raiz: Elemento) => todos(raiz, 'infNFe')[0];

/** "99.70" back to 9970 through the digit string, so the check does no float arithmetic either. */
function centavos(decimal: string): number {
  const [inteiros, fracao] = decimal.split('.');
  expect(fracao).toHaveLength(2);
  return Number(inteiros + fracao);
}

describe('NFC-e XML', () => {
  it('is well-formed NFC-e 4.00 with the key in the Id and no signature', () => {
    const raiz = nfe();
    expect(raiz.nome).toBe('NFe');
    expect(raiz.atributos).toEqual({ xmlns: 'http://www.portalfiscal.inf.br/nfe' });
    expect(raiz.filhos.map((f) => f.nome)).toEqual(['infNFe', 'infNFeSupl']);
    expect(inf(raiz).atributos).toEqual({ versao: '4.00', Id: `NFe${CHAVE}` });
    expect(inf(raiz).filhos.map((f) => f.nome)).toEqual(['ide', 'emit', 'det', 'det', 'total', 'transp', 'pag', 'infAdic']);
    expect(gerarNfceXml(entradaExemplo()).xml).not.toContain('Signature');
  });

  it('the reader used here refuses crossed tags, bare ampersands and unclosed elements', () => {
    expect(() => lerXml('<a><b></a></b>')).toThrow('</a> fecha <b>');
    expect(() => lerXml('<a>x & y</a>')).toThrow('"&" sem escape');
    expect(() => lerXml('<a><b></b>')).toThrow('<a> não foi fechado');
    expect(() => lerXml('<a x="1" x="2"/>')).toThrow('atributo x repetido');
    expect(() => lerXml('<a/><b/>')).toThrow('conteúdo depois do elemento raiz');
  });

  it('fills ide from the key and the invoice, in homologation', () => {
    const ide = todos(inf(nfe()), 'ide')[0];
    const p = decomporChave(CHAVE);
    const campos = Object.fromEntries(ide.filhos.map((f) => [f.nome, f.texto]));
    expect(campos).toEqual({
      cUF: '35', cNF: p.cNF, natOp: 'VENDA', mod: '65', serie: String(LOJA.nfce_serie), nNF: '1234',
      dhEmi: '2026-11-21T14:03:00-03:00', tpNF: '1', idDest: '1', cMunFG: '3550308', tpImp: '4', tpEmis: '1',
      cDV: p.cDV, tpAmb: '2', finNFe: '1', indFinal: '1', indPres: '1', procEmi: '0', verProc: 'Retaguarda 1.0.1',
    });
  });

  it('writes the emitter with its address, IE digits and Simples Nacional CRT', () => {
    const emit = todos(inf(nfe()), 'emit')[0];
    expect(texto(emit, 'CNPJ')).toBe(LOJA.cnpj);
    expect(texto(emit, 'xNome')).toBe('Loja Centro Comércio de Artigos Ltda.');
    expect(texto(emit, 'enderEmit/CEP')).toBe('01304001');
    expect(texto(emit, 'enderEmit/xBairro')).toBe('Consolação');
    expect(texto(emit, 'enderEmit/fone')).toBe('1133334444');
    expect(texto(emit, 'IE')).toBe('111222333444');
    expect(texto(emit, 'CRT')).toBe('1');
  });

  it("carries the order's totals exactly, and each total is the sum of its lines", () => {
    const raiz = inf(nfe());
    const tot = todos(raiz, 'total/ICMSTot')[0];
    expect([texto(tot, 'vProd'), texto(tot, 'vDesc'), texto(tot, 'vFrete'), texto(tot, 'vNF')]).toEqual(['89.70', '5.00', '15.00', '99.70']);
    expect(texto(tot, 'vICMS')).toBe('0.00');
    const somaDet = (campo: string) => todos(raiz, `det/prod/${campo}`).reduce((a, e) => a + centavos(e.texto), 0);
    expect(somaDet('vProd')).toBe(8970);
    expect(somaDet('vDesc')).toBe(500);
    expect(somaDet('vFrete')).toBe(1500);
    expect(todos(raiz, 'pag/detPag/vPag').map((e) => e.texto)).toEqual(['99.70']);
  });

  it('keeps every total exact for any order (property)', () => {
    const item = fc.record({
      quantidade: fc.integer({ min: 1, max: 50 }),
      valorUnitarioCentavos: fc.integer({ min: 0, max: 1_000_000 }),
      descontoPct: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 100_000 }), (linhas, frete) => {
        const itens = linhas.map((l, i) => {
          const bruto = l.quantidade * l.valorUnitarioCentavos;
          return { codigo: `P${i}`, descricao: `Produto ${i}`, quantidade: l.quantidade, unidade: 'UN', valorUnitarioCentavos: l.valorUnitarioCentavos, descontoCentavos: Math.floor((bruto * l.descontoPct) / 100) };
        });
        const vProd = itens.reduce((a, i) => a + i.quantidade * i.valorUnitarioCentavos, 0);
        const vDesc = itens.reduce((a, i) => a + i.descontoCentavos, 0);
        const vNF = vProd - vDesc + frete;
        const raiz = inf(nfe(entradaExemplo({ itens, freteCentavos: frete, pagamentos: [{ formaPagtoId: FORMAS_PAGTO.credito.id, valorCentavos: vNF }] })));
        const tot = todos(raiz, 'total/ICMSTot')[0];
        const soma = (campo: string) => todos(raiz, `det/prod/${campo}`).reduce((a, e) => a + centavos(e.texto), 0);
        return (
          centavos(texto(tot, 'vProd')) === vProd && centavos(texto(tot, 'vDesc')) === vDesc && centavos(texto(tot, 'vFrete')) === frete &&
          centavos(texto(tot, 'vNF')) === vNF && soma('vProd') === vProd && soma('vDesc') === vDesc && soma('vFrete') === frete
        );
      }),
      { numRuns: 150 },
    );
  });

  it('writes dest only when a CPF is known, named as homologation requires', () => {
    expect(todos(inf(nfe()), 'dest')).toHaveLength(0);
    expect(todos(inf(nfe(entradaExemplo({ destinatario: { cpf: null, nome: 'Maria' } }))), 'dest')).toHaveLength(0);
    const mascarado = `${CPF_CLIENTE.slice(0, 3)}.${CPF_CLIENTE.slice(3, 6)}.${CPF_CLIENTE.slice(6, 9)}-${CPF_CLIENTE.slice(9)}`;
    const raiz = inf(nfe(entradaExemplo({ destinatario: { cpf: mascarado, nome: 'Maria Silva' } })));
    expect(todos(raiz, 'dest')[0].filhos.map((f) => [f.nome, f.texto])).toEqual([
      ['CPF', CPF_CLIENTE], ['xNome', XNOME_DEST_HOMOLOGACAO], ['indIEDest', '9'],
    ]);
    expect(raiz.filhos.map((f) => f.nome).slice(0, 3)).toEqual(['ide', 'emit', 'dest']);
    expect(() => gerarNfceXml(entradaExemplo({ destinatario: { cpf: '111.111.111-11' } }))).toThrow('CPF do destinatário inválido');
  });

  it('marks homologation everywhere the layout asks, and in the metadata', () => {
    const gerado = gerarNfceXml(entradaExemplo());
    const raiz = lerXml(gerado.xml);
    const itens = todos(raiz, 'infNFe/det');
    expect(itens.map((d) => d.atributos.nItem)).toEqual(['1', '2']);
    expect(texto(itens[0], 'prod/xProd')).toBe(XPROD_HOMOLOGACAO);
    expect(texto(itens[0], 'infAdProd')).toBe('Camiseta básica algodão');
    expect(texto(raiz, 'infNFe/infAdic/infCpl')).toBe(AVISO_HOMOLOGACAO);
    const qr = `https://www.homologacao.nfce.fazenda.sp.gov.br/NFCeConsultaPublica/Paginas/ConsultaQRCode.aspx?p=${CHAVE}|3|2`;
    expect(texto(raiz, 'infNFeSupl/qrCode')).toBe(qr);
    expect(texto(raiz, 'infNFeSupl/urlChave')).toBe('https://www.homologacao.nfce.fazenda.sp.gov.br/NFCeConsultaPublica');
    expect(gerado).toMatchObject({ chave: CHAVE, ambiente: 'homologacao', assinada: false, qrCode: qr });
  });

  it('writes items with GTIN, NCM, CFOP, decimals and the Simples Nacional tax groups', () => {
    const det = todos(inf(nfe()), 'det')[1];
    const prod = Object.fromEntries(det.filhos[0].filhos.map((f) => [f.nome, f.texto]));
    expect(prod).toEqual({
      cProd: 'CAN-002', cEAN: 'SEM GTIN', xProd: 'Caneca "Café & Cia" <edição limitada>', NCM: '69120000', CFOP: '5102',
      uCom: 'UN', qCom: '1.0000', vUnCom: '49.90', vProd: '49.90', cEANTrib: 'SEM GTIN', uTrib: 'UN', qTrib: '1.0000',
      vUnTrib: '49.90', vFrete: '8.35', indTot: '1',
    });
    expect(texto(det, 'imposto/ICMS/ICMSSN102/CSOSN')).toBe('102');
    expect(texto(det, 'imposto/PIS/PISNT/CST')).toBe('07');
    expect(texto(det, 'imposto/COFINS/COFINSNT/CST')).toBe('07');
    expect(todos(inf(nfe()), 'det/prod/NCM')[0].texto).toBe('00000000');
  });

  it('escapes markup and cleans text the schema would refuse', () => {
    const xml = gerarNfceXml(entradaExemplo()).xml;
    expect(xml).toContain('Caneca &quot;Café &amp; Cia&quot; &lt;edição limitada&gt;');
    const entrada = entradaExemplo();
    entrada.itens[1] = { ...entrada.itens[1], descricao: '  Caneca — “azul”\n\tgrande\u0007 ' };
    expect(todos(inf(nfe(entrada)), 'det/prod/xProd')[1].texto).toBe('Caneca - "azul" grande');
  });

  it.each([
    ['pix', '17'], ['credito', '03'], ['debito', '04'], ['dinheiro', '01'], ['boleto', '15'], ['valeCompra', '05'],
  ] as const)('pays with %s as tPag %s', (forma, tPag) => {
    const raiz = inf(nfe(entradaExemplo({ pagamentos: [{ formaPagtoId: FORMAS_PAGTO[forma].id, valorCentavos: 9970 }] })));
    expect(texto(raiz, 'pag/detPag/tPag')).toBe(tPag);
    expect(todos(raiz, 'pag/detPag/card/tpIntegra').map((e) => e.texto)).toEqual(tPag === '03' || tPag === '04' ? ['2'] : []);
  });

  it('splits payments, gives change and refuses an underpaid invoice', () => {
    const raiz = inf(nfe(entradaExemplo({ pagamentos: [
      { formaPagtoId: FORMAS_PAGTO.valeCompra.id, valorCentavos: 2000 },
      { formaPagtoId: FORMAS_PAGTO.dinheiro.id, valorCentavos: 10000 },
    ] })));
    expect(todos(raiz, 'pag/detPag/vPag').map((e) => e.texto)).toEqual(['20.00', '100.00']);
    expect(texto(raiz, 'pag/vTroco')).toBe('20.30');
    expect(() => gerarNfceXml(entradaExemplo({ pagamentos: [{ formaPagtoId: FORMAS_PAGTO.pix.id, valorCentavos: 9969 }] }))).toThrow('não cobrem o total');
    expect(() => gerarNfceXml(entradaExemplo({ pagamentos: [{ formaPagtoId: 99, valorCentavos: 9970 }] }))).toThrow('Forma de pagamento desconhecida');
  });

  it('refuses a key that belongs to another invoice', () => {
    const outra = montarChave({ uf: 'SP', emitidaEm: new Date('2026-11-21T14:03:00-03:00'), cnpj: LOJA.cnpj, serie: LOJA.nfce_serie, numero: 1235 });
    expect(() => gerarNfceXml(entradaExemplo({ chave: outra }))).toThrow('número 000001235 ≠ 000001234');
    expect(() => gerarNfceXml(entradaExemplo({ emitidaEm: new Date('2026-12-01T10:00:00-03:00') }))).toThrow('mês de emissão 2611 ≠ 2612');
  });

  it('refuses input no valid invoice can be made of', () => {
    const [item] = entradaExemplo().itens;
    const com = (mudanca: Partial<typeof item>) => () => gerarNfceXml(entradaExemplo({ itens: [{ ...item, ...mudanca }] }));
    expect(com({ quantidade: 1.5 })).toThrow('Valor inválido para quantidade do item CAM-001: 1.5');
    expect(com({ valorUnitarioCentavos: 19.9 })).toThrow('Valor inválido para valor unitário do item CAM-001');
    expect(com({ descontoCentavos: 4000 })).toThrow('Desconto maior que o valor do item CAM-001');
    expect(com({ descricao: '   ' })).toThrow('Descrição do item CAM-001: texto vazio');
    expect(() => gerarNfceXml(entradaExemplo({ itens: [] }))).toThrow('A NFC-e tem de 1 a 990 itens');
    expect(() => gerarNfceXml(entradaExemplo({ pagamentos: [] }))).toThrow('ao menos uma forma de pagamento');
    const emitente = { ...entradaExemplo().emitente, municipioIbge: '3304557' };
    expect(() => gerarNfceXml(entradaExemplo({ emitente }))).toThrow('Código IBGE do município não é de SP: 3304557');
  });

  it('formats centavos with two decimals from the digits', () => {
    expect([0, 5, 99, 100, 123456, -5].map(centavosDecimal)).toEqual(['0.00', '0.05', '0.99', '1.00', '1234.56', '-0.05']);
    expect(() => centavosDecimal(0.5)).toThrow(RangeError);
  });
});
