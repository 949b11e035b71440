import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { escritorDeLinhas, type Celula } from '../../../server/planilhas/linhas';
import { FORMATO_DATA, FORMATO_MOEDA } from '../../../server/planilhas/xlsx';

type Linhas = readonly (readonly Celula[])[];

/** A streamed workbook as the exports write it: styled columns, a bold header, then the rows. */
async function escrever(linhas: Linhas, partilhando: boolean): Promise<Buffer> {
  const saida = new PassThrough();
  const partes: Buffer[] = [];
  saida.on('data', (parte: Buffer) => partes.push(parte));
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: saida, useStyles: true, useSharedStrings: false });
  const folha = livro.addWorksheet('Folha');
  folha.columns = [
    { header: 'Preço', key: 'preco', style: { numFmt: FORMATO_MOEDA } },
    { header: 'Qualquer', key: 'qualquer', style: {} },
    { header: 'Compra', key: 'compra', style: { numFmt: FORMATO_DATA } },
  ];
  folha.getRow(1).font = { bold: true };
  const adicionar = escritorDeLinhas(folha);
  for (const l of linhas) {
    if (partilhando) adicionar(l);
    else folha.addRow([...l]).commit();
  }
  folha.commit();
  await livro.commit();
  return Buffer.concat(partes);
}

/** Each cell as a reader sees it: value, number format and boldness. */
async function celulas(arquivo: Buffer): Promise<unknown[][]> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(arquivo as unknown as ArrayBuffer);
  const linhas: unknown[][] = [];
  livro.worksheets[0]?.eachRow({ includeEmpty: true }, (linha) => {
    const lida: unknown[] = [];
    for (let c = 1; c <= 3; c++) {
      const celula = linha.getCell(c);
      lida.push([celula.value, celula.numFmt ?? null, celula.font?.bold ?? false]);
    }
    linhas.push(lida);
  });
  return linhas;
}

describe('the rows of an export, written with the cells of a column sharing a style', () => {
  // a column without a format holding a date, then a number, then text: exceljs formats a date
  // cell as a date, and a number after it must not inherit that
  const LINHAS: Linhas = [
    [1234.5, new Date(Date.UTC(2026, 10, 21)), new Date(Date.UTC(2026, 1, 1))],
    [null, 7, null],
    [0.99, 'texto', new Date(Date.UTC(2026, 2, 4))],
    [12, null, null],
    [null, new Date(Date.UTC(2025, 0, 2)), new Date(Date.UTC(2025, 0, 3))],
  ];

  it('read back, holds the same values, formats and header as exceljs writes cell by cell', async () => {
    const partilhadas = await celulas(await escrever(LINHAS, true));
    const cadaUma = await celulas(await escrever(LINHAS, false));
    expect(partilhadas).toEqual(cadaUma);
    // and what that is: money and dates in their formats, the number after a date a plain number
    expect(partilhadas[1]).toEqual([
      [1234.5, FORMATO_MOEDA, false],
      [new Date(Date.UTC(2026, 10, 21)), 'mm-dd-yy', false],
      [new Date(Date.UTC(2026, 1, 1)), FORMATO_DATA, false],
    ]);
    expect(partilhadas[2]?.[1]).toEqual([7, null, false]);
    expect(partilhadas[0]?.[0]).toEqual(['Preço', FORMATO_MOEDA, true]);
  });
});
