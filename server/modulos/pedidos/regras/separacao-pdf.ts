/**
 * The picking list (lista de separação) of a batch of orders as one A4 PDF: per order, who it is
 * for, how it leaves the store and each item with SKU and quantity, with a box to tick.
 */
import { carregarPdfkit } from '../../../bibliotecas-pesadas';
import { pdfEmBuffer, type Pdf } from '../../../pdf/documento';
import { TIPOS_ENTREGA, type TipoEntrega } from '@retaguarda/contrato/api/catalogos';
import { formatCep } from '@retaguarda/contrato/br/contact';
import { formatDateTime } from '@retaguarda/contrato/br/dates';

export interface ItemSeparacao {
  sku: string;
  nome: string;
  quantidade: number;
}

export interface PedidoSeparacao {
  id: number;
  /** ISO 8601. */
  data: string;
  cliente: string;
  seller: string;
  /** 'Retirada na loja …', 'Venda no balcão' or the delivery address in one line. */
  entrega: string;
  itens: ItemSeparacao[];
}

const MARGEM = 40;
const A4: [number, number] = [595.28, 841.89];
const COLUNAS = { caixa: MARGEM, sku: MARGEM + 24, nome: MARGEM + 124, quantidade: A4[0] - MARGEM - 60 };

export function descreverEntrega(e: { tipo_entrega: TipoEntrega; seller: string; cep: string | null; logradouro: string | null; numero: string | null; complemento: string | null; bairro: string | null; cidade: string | null; uf: string | null }): string {
  if (e.tipo_entrega === 'retirada') return `Retirada na loja ${e.seller}`;
  if (e.tipo_entrega === 'balcao') return TIPOS_ENTREGA.balcao;
  if (e.logradouro === null || e.cidade === null) return 'Endereço não informado';
  const complemento = e.complemento ? ` – ${e.complemento}` : '';
  return `${e.logradouro}, ${e.numero ?? 's/n'}${complemento}, ${e.bairro ?? ''} – ${e.cidade}/${e.uf ?? ''}, CEP ${e.cep ? formatCep(e.cep) : ''}`;
}

function bloco(doc: Pdf, p: PedidoSeparacao): void {
  const alturaEstimada = 80 + p.itens.length * 16;
  if (doc.y + alturaEstimada > A4[1] - MARGEM && doc.y > MARGEM + 1) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(13).text(`Pedido ${p.id}`, MARGEM, doc.y);
  doc.font('Helvetica').fontSize(9);
  doc.text(`${formatDateTime(p.data)} · ${p.seller}`);
  doc.text(`Cliente: ${p.cliente}`);
  doc.text(`Entrega: ${p.entrega}`);
  doc.moveDown(0.4);
  const y = doc.y;
  doc.font('Helvetica-Bold');
  doc.text('SKU', COLUNAS.sku, y);
  doc.text('Produto', COLUNAS.nome, y);
  doc.text('Qtd.', COLUNAS.quantidade, y, { width: 60, align: 'right' });
  doc.font('Helvetica');
  for (const i of p.itens) {
    const linha = doc.y + 4;
    doc.rect(COLUNAS.caixa, linha, 10, 10).stroke();
    doc.text(i.sku, COLUNAS.sku, linha, { width: 96 });
    doc.text(i.nome, COLUNAS.nome, linha, { width: COLUNAS.quantidade - COLUNAS.nome - 8 });
    doc.text(String(i.quantidade), COLUNAS.quantidade, linha, { width: 60, align: 'right' });
  }
  const total = p.itens.reduce((s, i) => s + i.quantidade, 0);
  doc.font('Helvetica-Bold').text(`Total de unidades: ${total}`, MARGEM, doc.y + 6);
  doc.moveTo(MARGEM, doc.y + 6).lineTo(A4[0] - MARGEM, doc.y + 6).stroke();
  doc.font('Helvetica');
  doc.y += 14;
}

export async function gerarSeparacaoPdf(pedidos: readonly PedidoSeparacao[], opts: { comprimir?: boolean; criadoEm?: Date } = {}): Promise<Buffer> {
  const PDFDocument = await carregarPdfkit();
  const doc = new PDFDocument({ size: A4, margin: MARGEM, compress: opts.comprimir ?? true, info: { Title: `Lista de separação (${pedidos.length} pedidos)`, CreationDate: opts.criadoEm } });
  return pdfEmBuffer(doc, () => {
    doc.font('Helvetica-Bold').fontSize(16).text('Lista de separação');
    doc.font('Helvetica').fontSize(9).text(`${pedidos.length} ${pedidos.length === 1 ? 'pedido' : 'pedidos'}`);
    doc.moveDown();
    for (const p of pedidos) bloco(doc, p);
  });
}
