/**
 * Libraries the server loads on first use instead of at start: sharp (libvips), exceljs, pdfkit
 * and qrcode make up a good share of an idle server's resident memory (docs/benchmarks.md, "Import
 * and export of a register"), paid by every process even when it never receives a photo, exports a
 * sheet or prints a PDF. Node keeps a module once imported, so only the first call waits.
 */
import type Sharp from 'sharp';

export const carregarExcel = async () => (await import('exceljs')).default;
export const carregarPdfkit = async () => (await import('pdfkit')).default;
export const carregarQrCode = async () => (await import('qrcode')).default;

let sharpPronto: Promise<typeof Sharp> | undefined;
export function carregarSharp(): Promise<typeof Sharp> {
  sharpPronto ??= import('sharp').then(
    ({ default: sharp }) => {
      // One image at a time per call is enough on a shop's server, and the cache of decoded images
      // would only hold memory: every upload is a new image.
      sharp.cache(false);
      return sharp;
    },
    (erro: unknown) => {
      // a load that failed is tried again by the next upload, not remembered until a restart
      sharpPronto = undefined;
      throw erro;
    },
  );
  return sharpPronto;
}
