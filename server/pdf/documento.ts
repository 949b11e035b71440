/**
 * The server's PDFs (DANFE, picking list, access review record) are drawn with pdfkit into
 * memory and answered whole: they are a few pages, and a Content-Length lets the browser show
 * the download's progress. pdfkit itself is loaded on first use (../bibliotecas-pesadas.ts).
 */
export type Pdf = PDFKit.PDFDocument;

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
