/**
 * The import's .xlsx reader: the first sheet's rows as plain values (text, number, boolean, Date),
 * read with exceljs's streaming reader and stopped once past the row cap, so a small file that
 * unzips into a huge sheet never fills the memory.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A cell as the import reads it: rich text joined, a link's text, a formula's result. */
export function valorSimples(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (v instanceof Date || typeof v !== 'object') return v;
  const o = v as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown; formula?: unknown; sharedFormula?: unknown };
  if (Array.isArray(o.richText)) return o.richText.map((p) => p.text).join('');
  if ('formula' in o || 'sharedFormula' in o) return valorSimples(o.result);
  if (o.text !== undefined) return valorSimples(o.text);
  if (o.error !== undefined) return String(o.error);
  return null;
}

/** Up to `maximoLinhas` rows of the first sheet (a row past it tells the caller the file is too long). */
export async function lerXlsx(bytes: Buffer, maximoLinhas: number): Promise<unknown[][]> {
  const leitor = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const linhas: unknown[][] = [];
  for await (const folha of leitor) {
    for await (const linha of folha) {
      const r = linha as ExcelJS.Row;
      // row numbers may skip empty rows: keep them, so line numbers match what the user sees
      while (linhas.length < r.number - 1) linhas.push([]);
      const valores = Array.isArray(r.values) ? r.values.slice(1).map(valorSimples) : [];
      linhas.push(valores);
      if (linhas.length > maximoLinhas) return linhas;
    }
    // the first sheet only
    break;
  }
  return linhas;
}
