import type ExcelJS from 'exceljs';

/** What an export writes in a cell: a text, a number, a date, or nothing. */
export type Celula = string | number | Date | null;

/**
 * Adds data rows to a streamed sheet with the cells of a column sharing one style object.
 *
 * exceljs (4.4) gives each new cell a style object of its own (its row's and column's styles
 * merged into a new object), and its writer looks a style up by object before it serialises it
 * to find the style's id: with a new object per cell, every cell of an export was serialised.
 * That was a large share of an export's CPU (docs/benchmarks.md, 'The test suite's time'). The
 * cells of one column and type share the first such cell's style here, which holds the same
 * values, so the file is the same (cells are plain values: a formula's format would follow its
 * result's type). For rows styled alike only: a row with a style of its own (a bold totals row)
 * goes through folha.addRow.
 */
export function escritorDeLinhas(folha: ExcelJS.Worksheet): (celulas: readonly Celula[]) => void {
  const estilos = new Map<string, Partial<ExcelJS.Style>>();
  return (celulas) => {
    const linha = folha.addRow([...celulas]);
    // empty cells too: the writer looks their style up as well
    linha.eachCell({ includeEmpty: true }, (celula, coluna) => {
      // by type too: exceljs gives a style first met on a date cell a date format
      const chave = `${coluna}:${celula.type}`;
      const estilo = estilos.get(chave);
      if (estilo) celula.style = estilo;
      else estilos.set(chave, celula.style);
    });
    linha.commit();
  };
}
