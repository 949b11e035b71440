/**
 * The concluded review as an A4 PDF for an auditor: the header (scope, who opened and concluded
 * it, the counts), then one block per access with the decision, its reviewer and note; every page
 * numbered 'Página n de m' and titled, so a loose page still says what it belongs to.
 */
import type { CampanhaDetalhe } from '@retaguarda/contrato/api/campanhasRevisao';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { carregarPdfkit } from '../../../bibliotecas-pesadas';
import { pdfEmBuffer, type Pdf } from '../../../pdf/documento';
import { cabecalho, linhaDoItem, titulo, type LinhaRegistro } from './registro';

const MARGEM = 40;
const A4: [number, number] = [595.28, 841.89];
const LARGURA = A4[0] - 2 * MARGEM;

function bloco(doc: Pdf, l: LinhaRegistro): void {
  const linhas: [string, string][] = [
    ['Loja e perfil', `${l.loja} · ${l.perfil}`],
    ['Telas por área', l.telas],
    ...(l.sinais ? ([['Sinais na abertura', l.sinais]] as [string, string][]) : []),
    ['Decisão', `${l.decisao}${l.revisadoPor ? ` por ${l.revisadoPor} em ${l.revisadoEm}` : ''}`],
    ...(l.nota ? ([['Nota', l.nota]] as [string, string][]) : []),
  ];
  doc.font('Helvetica').fontSize(9);
  const altura = 18 + linhas.reduce((s, [r, v]) => s + doc.heightOfString(`${r}: ${v}`, { width: LARGURA }) + 2, 0);
  if (doc.y + altura > A4[1] - MARGEM - 20) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(10).text(`${l.usuario} (${l.email})`, MARGEM, doc.y, { width: LARGURA });
  doc.fontSize(9);
  for (const [rotulo, valor] of linhas) {
    doc.font('Helvetica-Bold').text(`${rotulo}: `, MARGEM, doc.y, { continued: true, width: LARGURA });
    doc.font('Helvetica').text(valor);
  }
  doc.moveTo(MARGEM, doc.y + 4).lineTo(A4[0] - MARGEM, doc.y + 4).strokeColor('#999999').stroke();
  doc.y += 10;
}

export async function registroPdf(c: CampanhaDetalhe, geradoEm: Date): Promise<Buffer> {
  const PDFDocument = await carregarPdfkit();
  const doc = new PDFDocument({ size: A4, margin: MARGEM, bufferPages: true, info: { Title: titulo(c), CreationDate: geradoEm } });
  return pdfEmBuffer(doc, () => desenharRegistro(doc, c, geradoEm));
}

function desenharRegistro(doc: Pdf, c: CampanhaDetalhe, geradoEm: Date): void {
  doc.font('Helvetica-Bold').fontSize(16).text(titulo(c));
  doc.moveDown(0.3);
  doc.fontSize(9);
  for (const [rotulo, valor] of cabecalho(c)) {
    doc.font('Helvetica-Bold').text(`${rotulo}: `, { continued: true });
    doc.font('Helvetica').text(valor);
  }
  doc.text(`Documento gerado em ${formatDateTime(geradoEm)}`);
  doc.moveDown();
  for (const item of c.itens) bloco(doc, linhaDoItem(item));
  const paginas = doc.bufferedPageRange();
  for (let i = 0; i < paginas.count; i++) {
    doc.switchToPage(paginas.start + i);
    // written inside the bottom margin: lift it so pdfkit does not open a page for the footer
    const margemBaixo = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor('#555555')
      .text(`${titulo(c)} · ${c.escopo} · Página ${i + 1} de ${paginas.count}`, MARGEM, A4[1] - MARGEM + 10, { width: LARGURA, align: 'center', lineBreak: false });
    doc.page.margins.bottom = margemBaixo;
  }
}
