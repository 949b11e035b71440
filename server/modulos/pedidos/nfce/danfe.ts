/**
 * The DANFE NFC-e (Manual de Padrões Técnicos do DANFE NFC-e) as an 80 mm receipt PDF.
 *
 * pdfkit draws with its built-in Helvetica (an AFM font shipped inside the package), so nothing
 * is downloaded or embedded; the QR code is drawn as vector squares, which stay sharp on a thermal
 * printer at any scale. A receipt has no fixed length: the layout runs once on a tall scratch page
 * to measure itself, then again on a page cut to that height.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type QRCode from 'qrcode';
import { carregarPdfkit, carregarQrCode } from '../../../bibliotecas-pesadas';
import { pdfEmBuffer, type Pdf } from '../../../pdf/documento';
import { formatCep } from '@retaguarda/contrato/br/contact';
import { TZ_NEGOCIO } from '@retaguarda/contrato/br/dates';
import { formatCnpj, maskCpfCnpj } from '@retaguarda/contrato/br/documents';
import { formatCentavos } from '@retaguarda/contrato/br/money';
import { formatarChaveEmBlocos } from './chave';
import { calcularTotais, conferirChave, descricaoFormaPagto, type NfceEntrada, type TotaisNfce } from './entrada';
import { urlConsultaChave, urlQrCode } from './ufs';
import { AVISO_HOMOLOGACAO } from './xml';

export interface OpcoesDanfe {
  /** Deflate the content streams (default true). Tests turn it off to read the text back. */
  comprimir?: boolean;
}

/** 80 mm in points: the paper of NFC-e receipt printers. */
export const LARGURA_80MM = 226.77;
const MARGEM = 8;
const UTIL = LARGURA_80MM - 2 * MARGEM;
const ALTURA_RASCUNHO = 14_400;
const LADO_QR = 112;
export const BANNER_HOMOLOGACAO = 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL';

type Doc = Pdf;

/** The libraries a receipt is drawn with (loaded on first use). */
interface Ferramentas {
  PDFDocument: Awaited<ReturnType<typeof carregarPdfkit>>;
  qrcode: typeof QRCode;
}

const ferramentas = async (): Promise<Ferramentas> => ({ PDFDocument: await carregarPdfkit(), qrcode: await carregarQrCode() });

interface Conteudo {
  entrada: NfceEntrada;
  totais: TotaisNfce;
  urlChave: string;
  qr: QRCode.BitMatrix;
}

/** Amounts in the table and totals columns: the R$ sign is in the column header, as on printed receipts. */
const valor = (centavos: number) => formatCentavos(centavos).replace(/^R\$\s*/, '');

function linha(doc: Doc, texto: string, opcoes: { tamanho?: number; negrito?: boolean; alinhar?: 'left' | 'center' | 'right' } = {}): void {
  doc
    .font(opcoes.negrito ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(opcoes.tamanho ?? 7)
    .text(texto, MARGEM, doc.y, { width: UTIL, align: opcoes.alinhar ?? 'center' });
}

function separador(doc: Doc): void {
  const y = doc.y + 3;
  doc.save().moveTo(MARGEM, y).lineTo(MARGEM + UTIL, y).lineWidth(0.5).dash(2, { space: 2 }).stroke().restore();
  doc.y = y + 4;
}

/** Label on the left, amount on the right, on one line. */
function parValor(doc: Doc, rotulo: string, quantia: string, negrito = false): void {
  const y = doc.y;
  doc.font(negrito ? 'Helvetica-Bold' : 'Helvetica').fontSize(7);
  doc.text(rotulo, MARGEM, y, { width: UTIL * 0.65 });
  doc.text(quantia, MARGEM + UTIL * 0.65, y, { width: UTIL * 0.35, align: 'right' });
}

function cabecalho(doc: Doc, { entrada }: Conteudo): void {
  const { emitente: em } = entrada;
  const end = em.endereco;
  linha(doc, em.razao, { negrito: true, tamanho: 8 });
  linha(doc, `CNPJ: ${formatCnpj(em.cnpj)}   IE: ${em.ie}`);
  const complemento = end.complemento ? `, ${end.complemento}` : '';
  linha(doc, `${end.logradouro}, ${end.numero}${complemento} - ${end.bairro} - ${end.municipio}/${em.uf} - CEP ${formatCep(end.cep)}`);
  separador(doc);
  linha(doc, 'DANFE NFC-e - Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica', { negrito: true });
  // The banner is reversed out of a black band so it cannot be missed or mistaken for a note.
  const y = doc.y + 3;
  const opcoes = { width: UTIL - 6, align: 'center' } as const;
  const altura = doc.font('Helvetica-Bold').fontSize(7).heightOfString(BANNER_HOMOLOGACAO, opcoes) + 6;
  doc.rect(MARGEM, y, UTIL, altura).fill('black');
  doc.fillColor('white').text(BANNER_HOMOLOGACAO, MARGEM + 3, y + 3.5, opcoes);
  doc.fillColor('black');
  doc.y = y + altura + 3;
}

const COLUNAS = [
  { titulo: 'Código', largura: 34, alinhar: 'left' },
  { titulo: 'Descrição', largura: 70, alinhar: 'left' },
  { titulo: 'Qtde', largura: 20, alinhar: 'right' },
  { titulo: 'UN', largura: 15, alinhar: 'center' },
  { titulo: 'Vl Unit', largura: 34, alinhar: 'right' },
  { titulo: 'Vl Total', largura: UTIL - 173, alinhar: 'right' },
] as const;

/** One table row; every cell may wrap, and the row is as tall as its tallest cell. */
function linhaTabela(doc: Doc, celulas: string[], negrito = false): void {
  const y = doc.y;
  let x = MARGEM;
  let fim = y;
  doc.font(negrito ? 'Helvetica-Bold' : 'Helvetica').fontSize(6.5);
  COLUNAS.forEach((c, i) => {
    doc.text(celulas[i], x, y, { width: c.largura - 2, align: c.alinhar });
    fim = Math.max(fim, doc.y);
    x += c.largura;
  });
  doc.y = fim + 1;
}

function itens(doc: Doc, { totais }: Conteudo): void {
  separador(doc);
  linhaTabela(doc, COLUNAS.map((c) => c.titulo), true);
  for (const l of totais.itens) {
    const { item } = l;
    linhaTabela(doc, [item.codigo, item.descricao, String(item.quantidade), item.unidade, valor(item.valorUnitarioCentavos), valor(l.vProd)]);
  }
}

function resumo(doc: Doc, { entrada, totais }: Conteudo): void {
  separador(doc);
  parValor(doc, 'Qtde. total de itens', String(totais.quantidadeItens));
  parValor(doc, 'Valor total R$', valor(totais.vProd));
  parValor(doc, 'Descontos R$', valor(totais.vDesc));
  parValor(doc, 'Frete R$', valor(totais.vFrete));
  parValor(doc, 'Valor a Pagar R$', valor(totais.vNF), true);
  doc.moveDown(0.3);
  parValor(doc, 'FORMA PAGAMENTO', 'VALOR PAGO R$', true);
  for (const p of entrada.pagamentos) parValor(doc, descricaoFormaPagto(p.formaPagtoId), valor(p.valorCentavos));
  if (totais.vTroco > 0) parValor(doc, 'Troco R$', valor(totais.vTroco));
}

function identificacao(doc: Doc, { entrada, urlChave }: Conteudo): void {
  separador(doc);
  linha(doc, 'Consulte pela Chave de Acesso em', { negrito: true });
  linha(doc, urlChave);
  linha(doc, formatarChaveEmBlocos(entrada.chave), { tamanho: 7.5 });
  separador(doc);
  const cpf = entrada.destinatario?.cpf;
  linha(doc, cpf ? `CONSUMIDOR - CPF ${maskCpfCnpj(cpf)}` : 'CONSUMIDOR NÃO IDENTIFICADO', { negrito: true });
  separador(doc);
  const emissao = format(new TZDate(entrada.emitidaEm.getTime(), TZ_NEGOCIO), 'dd/MM/yyyy HH:mm:ss');
  linha(doc, `NFC-e nº ${entrada.numero}   Série ${entrada.serie}   ${emissao}`, { negrito: true });
  linha(doc, 'Sem protocolo de autorização: não transmitida à SEFAZ');
}

/** The QR code as filled squares, one path for the whole matrix. */
function qrCode(doc: Doc, { qr }: Conteudo): void {
  const modulo = LADO_QR / qr.size;
  const x0 = MARGEM + (UTIL - LADO_QR) / 2;
  const y0 = doc.y + 6;
  for (let lin = 0; lin < qr.size; lin++) {
    for (let col = 0; col < qr.size; col++) {
      if (qr.get(lin, col)) doc.rect(x0 + col * modulo, y0 + lin * modulo, modulo, modulo);
    }
  }
  doc.fill('black');
  doc.y = y0 + LADO_QR + 6;
}

function desenhar(doc: Doc, c: Conteudo): number {
  doc.y = MARGEM;
  cabecalho(doc, c);
  itens(doc, c);
  resumo(doc, c);
  identificacao(doc, c);
  qrCode(doc, c);
  linha(doc, AVISO_HOMOLOGACAO, { tamanho: 6 });
  return doc.y + MARGEM;
}

function novoDocumento(f: Ferramentas, tamanho: [number, number] | null, info: PDFKit.DocumentInfo, comprimir: boolean): Doc {
  return new f.PDFDocument({
    ...(tamanho ? { size: tamanho } : { autoFirstPage: false }),
    margin: MARGEM,
    compress: comprimir,
    info,
  });
}

function conteudoDe(f: Ferramentas, entrada: NfceEntrada): Conteudo {
  const { uf } = conferirChave(entrada);
  return {
    entrada,
    totais: calcularTotais(entrada),
    urlChave: urlConsultaChave(uf),
    qr: f.qrcode.create(urlQrCode(uf, entrada.chave), { errorCorrectionLevel: 'M' }).modules,
  };
}

/** The receipt's height, from a run on a tall scratch page. */
function medir(f: Ferramentas, c: Conteudo): number {
  const rascunho = novoDocumento(f, [LARGURA_80MM, ALTURA_RASCUNHO], {}, false);
  const altura = desenhar(rascunho, c);
  rascunho.end();
  if (altura > ALTURA_RASCUNHO) throw new RangeError('NFC-e longa demais para um único cupom');
  return altura;
}

// A fixed creation date makes the same invoice always give the same bytes.
const infoDe = (e: NfceEntrada): PDFKit.DocumentInfo => ({ Title: `DANFE NFC-e ${e.numero}`, Subject: e.chave, Author: e.emitente.razao, CreationDate: e.emitidaEm });

export async function gerarDanfePdf(entrada: NfceEntrada, opts: OpcoesDanfe = {}): Promise<Buffer> {
  const f = await ferramentas();
  const conteudo = conteudoDe(f, entrada);
  const doc = novoDocumento(f, [LARGURA_80MM, medir(f, conteudo)], infoDe(entrada), opts.comprimir ?? true);
  return pdfEmBuffer(doc, () => desenhar(doc, conteudo));
}

/** Several DANFEs in one PDF, one receipt per page (each page cut to its receipt), for one print job. */
export async function gerarDanfesPdf(entradas: readonly NfceEntrada[], opts: OpcoesDanfe & { criadoEm?: Date } = {}): Promise<Buffer> {
  const f = await ferramentas();
  const conteudos = entradas.map((e) => conteudoDe(f, e));
  const alturas = conteudos.map((c) => medir(f, c));
  const doc = novoDocumento(f, null, { Title: `DANFEs NFC-e (${entradas.length})`, CreationDate: opts.criadoEm }, opts.comprimir ?? true);
  return pdfEmBuffer(doc, () => {
    conteudos.forEach((c, i) => {
      doc.addPage({ size: [LARGURA_80MM, alturas[i]], margin: MARGEM });
      desenhar(doc, c);
    });
  });
}
