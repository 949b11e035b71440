/**
 * The import's .xlsx reader: the first sheet's rows as plain values (text, number, boolean, Date),
 * read with exceljs's streaming reader and refused at the first filled row past the row cap, so a
 * small file that unzips into a huge sheet never fills the memory.
 */
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { carregarExcel } from '../../../bibliotecas-pesadas';
import { MENSAGENS_PLANILHA } from '@retaguarda/contrato/recursos/planilha';
import { ErroHttp } from '../../../http/erros';

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

const vazia = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The first sheet's rows, header first; 413 at a filled row past `maximoLinhas` data rows (blank ones, often just styled, are passed over). */
export async function lerXlsx(bytes: Buffer, maximoLinhas: number): Promise<unknown[][]> {
  const Excel = await carregarExcel();
  const leitor = new Excel.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
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
      const valores = Array.isArray(r.values) ? r.values.slice(1).map(valorSimples) : [];
      if (r.number - 1 > maximoLinhas) {
        if (valores.some((v) => !vazia(v))) throw new ErroHttp(413, MENSAGENS_PLANILHA.linhasDemais(r.number - 1));
        continue;
      }
      // row numbers skip empty rows: the gaps are kept, so line numbers match what the user sees
      while (linhas.length < r.number - 1) linhas.push([]);
      linhas.push(valores);
    }
    // the first sheet only
    break;
  }
  return linhas;
}
