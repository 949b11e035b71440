/**
 * The server's PDFs (DANFE, picking list, access review record) are drawn with pdfkit into
 * memory and answered whole: they are a few pages, and a Content-Length lets the browser show
 * the download's progress.
 */
import { carregarPdfkit } from '../bibliotecas-pesadas';

export type Pdf = PDFKit.PDFDocument;
export type NovoPdf = (opcoes: PDFKit.PDFDocumentOptions) => Pdf;

/** pdfkit's constructor (loaded on first use). */
export async function fabricaDePdf(): Promise<NovoPdf> {
  const PDFDocument = await carregarPdfkit();
  return (opcoes) => new PDFDocument(opcoes);
}

/** The bytes of `doc` once `desenhar` has drawn everything in it. */
export function pdfEmBuffer(doc: Pdf, desenhar: () => void): Promise<Buffer> {
  const partes: Buffer[] = [];
  const pronto = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (parte: Buffer) => partes.push(parte));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  desenhar();
  doc.end();
  return pronto;
}
