/**
 * The import's .xlsx reader: the first sheet's rows as plain values (text, number, boolean, Date),
 * read with exceljs's streaming reader and refused at the first filled row past the row cap, so a
 * small file that unzips into a huge sheet never fills the memory.
 *
 * The parts of the file are found through its central directory (JSZip, which inflates a part only
 * as it is read) and handed to exceljs's reader in the order it needs them. Its own single pass
 * over the archive (unzipper's Parse) ends the list of parts when the input is used up, while
 * parts it already found may still wait in its buffer; exceljs's own workbooks store
 * xl/workbook.xml last, so now and then the reader lost it and failed on the first sheet
 * ('Cannot read properties of undefined', https://github.com/exceljs/exceljs/issues/3064: 2 in
 * 200 reads of a two-sheet file here, and a valid file refused as unreadable in a CI run), or
 * lost a sheet.
 */
import { PassThrough, Readable } from 'node:stream';
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

/**
 * The steps of exceljs's streaming reader (lib/stream/xlsx/workbook-reader.js, exceljs 4.4.0, the
 * version package.json pins) that its parse() runs for each part found in the archive.
 */
interface PassosDoLeitor {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(parte: Readable): Promise<void>;
  _parseWorkbook(parte: Readable): Promise<void>;
  _parseSharedStrings(parte: Readable): AsyncGenerator<unknown>;
  _parseStyles(parte: Readable): Promise<void>;
  _parseWorksheet(parte: AsyncIterable<unknown>, numero: string): Generator<{ value: AsyncIterable<ExcelJS.Row> }>;
}

/** A relationship's target as a path in the archive ('worksheets/sheet1.xml' → 'xl/worksheets/sheet1.xml'). */
const caminhoNoArquivo = (alvo: string) => (alvo.startsWith('/') ? alvo.slice(1) : `xl/${alvo}`);

/** The first sheet's rows, header first; 413 at a filled row past `maximoLinhas` data rows (blank ones, often just styled, are passed over). */
export async function lerXlsx(bytes: Buffer, maximoLinhas: number): Promise<unknown[][]> {
  const [Excel, { default: JSZip }] = await Promise.all([carregarExcel(), import('jszip')]);
  const arquivo = await JSZip.loadAsync(bytes);
  const abertas: PassThrough[] = [];
  /** A part inflated as it is read; null when the file has none. */
  const parte = (caminho: string): PassThrough | null => {
    const p = arquivo.file(caminho);
    if (!p) return null;
    const saida = new PassThrough();
    // Text, decoded across chunks: exceljs decodes each chunk on its own, and a letter such as
    // 'í' split between two chunks came out as two broken characters.
    saida.setEncoding('utf8');
    p.nodeStream('nodebuffer').on('error', (e: Error) => saida.destroy(e)).pipe(saida);
    abertas.push(saida);
    return saida;
  };
  const leitor = new Excel.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  }) as unknown as PassosDoLeitor;
  const exigir = (p: PassThrough | null) => {
    if (!p) throw new Error('parte obrigatória ausente');
    return p;
  };
  try {
    await leitor._parseRels(exigir(parte('xl/_rels/workbook.xml.rels')));
    await leitor._parseWorkbook(exigir(parte('xl/workbook.xml')));
    const textos = parte('xl/sharedStrings.xml');
    if (textos) for await (const _ of leitor._parseSharedStrings(textos));
    const estilos = parte('xl/styles.xml');
    if (estilos) await leitor._parseStyles(estilos);
    const primeira = leitor.model?.sheets?.[0];
    const alvo = leitor.workbookRels?.find((r) => r.Id === primeira?.rId)?.Target;
    const caminho = alvo ? caminhoNoArquivo(alvo) : '';
    const numero = /sheet(\d+)\.xml$/.exec(caminho)?.[1];
    if (!numero) throw new Error('primeira planilha não encontrada');
    const linhas: unknown[][] = [];
    for (const { value: folha } of leitor._parseWorksheet(exigir(parte(caminho)), numero)) {
      for await (const r of folha) {
        const valores = Array.isArray(r.values) ? r.values.slice(1).map(valorSimples) : [];
        if (r.number - 1 > maximoLinhas) {
          if (valores.some((v) => !vazia(v))) throw new ErroHttp(413, MENSAGENS_PLANILHA.linhasDemais(r.number - 1));
          continue;
        }
        // row numbers skip empty rows: the gaps are kept, so line numbers match what the user sees
        while (linhas.length < r.number - 1) linhas.push([]);
        linhas.push(valores);
      }
    }
    return linhas;
  } finally {
    // a part left unread (a sheet refused at the cap) stops inflating
    for (const p of abertas) p.destroy();
  }
}
