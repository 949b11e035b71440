/** A report's sheets as an .xlsx, built in memory: at most LIMITES_RELATORIOS_ESTOQUE.linhasPlanilha rows a sheet. */
import { carregarExcel } from '../../../bibliotecas-pesadas';
import { FORMATO_DATA, FORMATO_MOEDA } from '../../../planilhas/xlsx';
import type { TipoColuna } from '@retaguarda/contrato/relatorios/colunas';
import type { Folha } from './planilhas';

const NUMERO: Record<TipoColuna, string | undefined> = {
  texto: undefined,
  escolha: undefined,
  referencia: undefined,
  inteiro: '#,##0',
  decimal: '#,##0.0#',
  dinheiro: FORMATO_MOEDA,
  percentual: '0.0%',
  data: FORMATO_DATA,
};

export async function planilhaDoRelatorio(folhas: readonly Folha[], nota: string | null): Promise<Buffer> {
  const ExcelJS = await carregarExcel();
  const livro = new ExcelJS.Workbook();
  for (const f of folhas) {
    const folha = livro.addWorksheet(f.nome.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    folha.columns = f.colunas.map((col) => ({
      header: col.rotulo,
      width: col.largura ?? Math.max(col.rotulo.length + 2, 14),
      style: NUMERO[col.tipo] ? { numFmt: NUMERO[col.tipo] } : {},
    }));
    folha.getRow(1).font = { bold: true };
    for (const linha of f.linhas) folha.addRow(linha);
    folha.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: f.colunas.length } };
  }
  // a list cut at the sheet's cap says so under the first sheet's last row
  const primeira = livro.worksheets[0];
  if (nota && primeira) {
    primeira.addRow([]);
    primeira.addRow([nota]).font = { italic: true };
  }
  return Buffer.from(await livro.xlsx.writeBuffer());
}
