/** The concluded review as an .xlsx: a summary sheet and one row per access. At most LIMITES_CAMPANHA.usuarios rows, built in memory. */
import { carregarExcel } from '../../../bibliotecas-pesadas';
import type { CampanhaDetalhe } from '@retaguarda/contrato/api/campanhasRevisao';
import { cabecalho, COLUNAS_REGISTRO, linhaDoItem, titulo } from './registro';

export async function registroXlsx(c: CampanhaDetalhe): Promise<Buffer> {
  const ExcelJS = await carregarExcel();
  const livro = new ExcelJS.Workbook();
  const resumo = livro.addWorksheet('Resumo');
  resumo.columns = [{ width: 20 }, { width: 60 }];
  resumo.addRow([titulo(c)]).font = { bold: true, size: 14 };
  for (const [rotulo, valor] of cabecalho(c)) resumo.addRow([rotulo, valor]).getCell(1).font = { bold: true };

  const acessos = livro.addWorksheet('Acessos', { views: [{ state: 'frozen', ySplit: 1 }] });
  acessos.columns = COLUNAS_REGISTRO.map((col) => ({ header: col.rotulo, key: col.chave, width: col.largura }));
  acessos.getRow(1).font = { bold: true };
  for (const item of c.itens) acessos.addRow(linhaDoItem(item)).alignment = { vertical: 'top', wrapText: true };
  acessos.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUNAS_REGISTRO.length } };
  return Buffer.from(await livro.xlsx.writeBuffer());
}
