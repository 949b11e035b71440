/**
 * A declared report as an .xlsx: its sheet columns (the declaration's 'xlsx' target) with their
 * number formats, the rows, a bold totals row, and under them what the sheet covers (period,
 * filters) and, when cut at the cap, how many rows were left out.
 */
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import { colunasDaPlanilha, linhaDaPlanilha, type TipoColuna } from '@retaguarda/contrato/relatorios/colunas';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { carregarExcel } from '../../bibliotecas-pesadas';
import { FORMATO_DATA, FORMATO_MOEDA } from '../../planilhas/xlsx';
import type { RespostaRelatorio } from './consulta';

const FORMATOS: Record<TipoColuna, string | undefined> = {
  texto: undefined,
  escolha: undefined,
  referencia: undefined,
  inteiro: '#,##0',
  decimal: '#,##0.0#',
  dinheiro: FORMATO_MOEDA,
  percentual: '0.0%',
  data: FORMATO_DATA,
};

/** The SP calendar day of an instant at midnight UTC: the sheet shows dates on its own clock face. */
const dataDaPlanilha = (ms: number): Date => new Date(`${diaChaveSP(ms)}T00:00:00Z`);

/** Excel refuses these in a sheet's name, and more than 31 characters. */
const nomeDaFolha = (titulo: string): string => titulo.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

export async function planilhaDoRelatorio(decl: DeclaracaoRelatorio, r: RespostaRelatorio, descricao: readonly string[]): Promise<Buffer> {
  const ExcelJS = await carregarExcel();
  const livro = new ExcelJS.Workbook();
  const folha = livro.addWorksheet(nomeDaFolha(decl.titulo), { views: [{ state: 'frozen', ySplit: 1 }] });
  const colunas = colunasDaPlanilha(decl.colunas);
  folha.columns = colunas.map((c) => {
    const formato = FORMATOS[c.tipo];
    return { header: c.rotulo, width: c.largura ?? Math.max(c.rotulo.length + 2, 14), style: formato ? { numFmt: formato } : {} };
  });
  folha.getRow(1).font = { bold: true };
  r.linhas.forEach((linha, i) => folha.addRow(linhaDaPlanilha(decl.colunas, linha, i, dataDaPlanilha)));
  folha.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(colunas.length, 1) } };
  if ((decl.totais ?? []).length > 0) {
    const totais = colunas.map((c, i) => (c.chave in r.totais ? (r.totais[c.chave] as number | null) : i === 0 ? 'Total' : null));
    folha.addRow(totais).font = { bold: true };
  }
  folha.addRow([]);
  for (const texto of descricao) folha.addRow([texto]).font = { italic: true };
  if (r.truncado) folha.addRow([`Mostrando as ${r.linhas.length} primeiras de ${r.total} linhas: filtre mais para ver as demais.`]).font = { italic: true };
  return Buffer.from(await livro.xlsx.writeBuffer());
}
