/** The purchase order as the supplier receives it: one A4 PDF with the store, the items and the terms. */
import { SITUACOES_COMPRA, type PedidoCompra } from '@retaguarda/contrato/api/compras';
import { formatCnpj } from '@retaguarda/contrato/br/documents';
import { formatDate, formatDateTime } from '@retaguarda/contrato/br/dates';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { carregarPdfkit } from '../../../bibliotecas-pesadas';
import { pdfEmBuffer } from '../../../pdf/documento';

const MARGEM = 40;
const A4: [number, number] = [595.28, 841.89];
const COL = { sku: MARGEM, nome: MARGEM + 90, qtd: 360, custo: 420, total: 490 };

export interface DadosPdfCompra {
  pedido: PedidoCompra;
  loja: { razao_social: string; cnpj: string; endereco: string };
  fornecedor: { razao_social: string | null; cnpj: string | null };
}

export async function gerarPedidoCompraPdf({ pedido: p, loja, fornecedor }: DadosPdfCompra, opts: { criadoEm?: Date } = {}): Promise<Buffer> {
  const PDFDocument = await carregarPdfkit();
  const doc = new PDFDocument({ size: A4, margin: MARGEM, info: { Title: `Pedido de compra nº ${p.id}`, CreationDate: opts.criadoEm ?? new Date() } });
  return pdfEmBuffer(doc, () => {
    doc.font('Helvetica-Bold').fontSize(16).text(`Pedido de compra nº ${p.id}`);
    doc.font('Helvetica').fontSize(9).text(`${SITUACOES_COMPRA[p.situacao]} · emitido em ${formatDateTime(p.enviado_em ?? p.criado_em)}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(10).text('Comprador');
    doc.font('Helvetica').fontSize(9).text(`${loja.razao_social} — ${p.loja}`);
    doc.text(`CNPJ ${formatCnpj(loja.cnpj)}`);
    doc.text(`Entregar em: ${loja.endereco}`);
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(10).text('Fornecedor');
    doc.font('Helvetica').fontSize(9).text(`${p.fornecedor}${fornecedor.razao_social ? ` — ${fornecedor.razao_social}` : ''}`);
    if (fornecedor.cnpj) doc.text(`CNPJ ${formatCnpj(fornecedor.cnpj)}`);
    doc.moveDown(0.5);
    doc.text(`Previsão de entrega: ${p.previsao_entrega ? formatDate(`${p.previsao_entrega}T12:00:00-03:00`) : 'a combinar'}`);
    doc.text(`Condições de pagamento: ${p.condicoes_pagamento ?? 'a combinar'}`);
    doc.moveDown();
    const y = doc.y;
    doc.font('Helvetica-Bold');
    doc.text('SKU', COL.sku, y);
    doc.text('Produto', COL.nome, y);
    doc.text('Qtd.', COL.qtd, y, { width: 50, align: 'right' });
    doc.text('Custo un.', COL.custo, y, { width: 60, align: 'right' });
    doc.text('Total', COL.total, y, { width: A4[0] - MARGEM - COL.total, align: 'right' });
    doc.font('Helvetica');
    for (const i of p.itens) {
      if (doc.y > A4[1] - MARGEM - 40) doc.addPage();
      const linha = doc.y + 4;
      doc.text(i.sku, COL.sku, linha, { width: 86 });
      doc.text(`${i.produto}${i.ean ? ` (EAN ${i.ean})` : ''}`, COL.nome, linha, { width: COL.qtd - COL.nome - 4 });
      const fim = doc.y;
      doc.text(String(i.quantidade), COL.qtd, linha, { width: 50, align: 'right' });
      doc.text(formatMoney(i.custo_unitario), COL.custo, linha, { width: 60, align: 'right' });
      doc.text(formatMoney(i.custo_unitario * i.quantidade), COL.total, linha, { width: A4[0] - MARGEM - COL.total, align: 'right' });
      doc.y = Math.max(doc.y, fim);
    }
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(11).text(`Total do pedido: ${formatMoney(p.total)}`, MARGEM, doc.y, { align: 'right' });
    if (p.observacao) {
      doc.moveDown();
      doc.font('Helvetica').fontSize(9).text(`Observações: ${p.observacao}`, MARGEM);
    }
  });
}
