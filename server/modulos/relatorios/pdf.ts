/**
 * A tabular report as an A4 to print: its title, what it covers (period, comparison, filters), the
 * screen's columns with the rows and a bold totals row, the header repeated on each page. Wide
 * tables (more than six columns) go landscape. Cells too long for their column end in an ellipsis.
 */
import { colunasDaTela, type ColunaDaTela } from '@retaguarda/contrato/relatorios/colunas';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { carregarPdfkit } from '../../bibliotecas-pesadas';
import { pdfEmBuffer, type Pdf } from '../../pdf/documento';
import type { RespostaRelatorio } from './consulta';

const MARGEM = 36;
const A4: [number, number] = [595.28, 841.89];
const ALTURA_LINHA = 14;

interface Coluna extends ColunaDaTela {
  x: number;
  largura: number;
}

/** The page's width shared out: a text column counts twice a number's. */
function dispor(colunas: readonly ColunaDaTela[], largura: number): Coluna[] {
  const pesos = colunas.map((c) => (c.direita ? 1 : 2));
  const soma = pesos.reduce((a, b) => a + b, 0) || 1;
  let x = MARGEM;
  return colunas.map((c, i) => {
    const l = (largura * (pesos[i] ?? 1)) / soma;
    const col = { ...c, x, largura: l };
    x += l;
    return col;
  });
}

function linhaDaTabela(doc: Pdf, colunas: readonly Coluna[], textos: readonly string[]): void {
  const y = doc.y;
  colunas.forEach((c, i) => doc.text(textos[i] ?? '', c.x + 2, y, { width: c.largura - 4, height: ALTURA_LINHA, lineBreak: false, ellipsis: true, align: c.direita ? 'right' : 'left' }));
  doc.x = MARGEM;
  doc.y = y + ALTURA_LINHA;
}

export async function pdfDoRelatorio(decl: DeclaracaoRelatorio, r: RespostaRelatorio, descricao: readonly string[], agora: number): Promise<Buffer> {
  const PDFDocument = await carregarPdfkit();
  const telas = colunasDaTela(decl.colunas);
  const paisagem = telas.length > 6;
  const [largura, altura] = paisagem ? [A4[1], A4[0]] : A4;
  const doc = new PDFDocument({ size: 'A4', layout: paisagem ? 'landscape' : 'portrait', margin: MARGEM, info: { Title: decl.titulo, CreationDate: new Date(agora) } });
  const colunas = dispor(telas, largura - 2 * MARGEM);
  const cabecalho = () => {
    doc.font('Helvetica-Bold').fontSize(8);
    linhaDaTabela(doc, colunas, colunas.map((c) => c.rotulo));
    doc.moveTo(MARGEM, doc.y).lineTo(largura - MARGEM, doc.y).stroke();
    doc.font('Helvetica').fontSize(8);
  };
  return pdfEmBuffer(doc, () => {
    doc.font('Helvetica-Bold').fontSize(15).text(decl.titulo);
    doc.font('Helvetica').fontSize(9).text(decl.descricao);
    doc.moveDown(0.3);
    for (const texto of descricao) doc.text(texto);
    doc.text(`Gerado em ${formatDateTime(agora)}`);
    doc.moveDown();
    cabecalho();
    r.linhas.forEach((linha, i) => {
      if (doc.y > altura - MARGEM - 2 * ALTURA_LINHA) {
        doc.addPage();
        cabecalho();
      }
      linhaDaTabela(doc, colunas, colunas.map((c) => c.texto(linha, i)));
    });
    if ((decl.totais ?? []).length > 0) {
      doc.moveTo(MARGEM, doc.y).lineTo(largura - MARGEM, doc.y).stroke();
      doc.font('Helvetica-Bold');
      linhaDaTabela(doc, colunas, colunas.map((c, i) => (c.chave in r.totais ? c.formatar(r.totais[c.chave]) : i === 0 ? 'Total' : '')));
    }
    if (r.truncado) {
      doc.moveDown();
      doc.font('Helvetica-Oblique').text(`Mostrando as ${r.linhas.length} primeiras de ${r.total} linhas: filtre mais para ver as demais.`, MARGEM);
    }
  });
}
