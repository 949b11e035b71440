import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CANAIS } from '../../src/api/catalogos';
import { COLUNAS_PEDIDO, type ColunaPedido } from '../../src/api/pedidos';
import { diaChaveSP } from '../../src/br/dates';
import type { Contexto } from '../contexto';
import type { CamposFiltro } from '../db/queries/filtro-pedidos';
import { paredeSP } from '../http/iso-sp';
import { percorrerPedidos, resumoPedidos, type LinhaPedido } from '../db/queries/pedidos';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const FORMATO_MOEDA = '"R$" #,##0.00';
export const FORMATO_DATA_HORA = 'dd/mm/yyyy hh:mm';

const COLUNAS_MOEDA = new Set<ColunaPedido>(['valor_produtos', 'valor_desconto', 'valor_frete', 'valor_total']);
const LARGURA: Record<ColunaPedido, number> = {
  id: 11, data_pedido: 17, nome_seller: 28, cliente: 30, cpf_cnpj: 20, canal: 15, status_pedido: 22, forma_pagto: 22,
  quantidade_itens: 7, valor_produtos: 15, valor_desconto: 15, valor_frete: 13, valor_total: 15, nfce: 10,
};

function documento(digitos: string | null): string {
  if (!digitos) return '';
  if (digitos.length === 11) return digitos.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (digitos.length === 14) return digitos.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  return digitos;
}

type Celula = string | number | Date | null;

function celula(l: LinhaPedido, c: ColunaPedido): Celula {
  switch (c) {
    case 'id': return l.id;
    // Excel dates carry no time zone: the cell holds the São Paulo wall-clock time.
    case 'data_pedido': return paredeSP(l.data_pedido);
    case 'nome_seller': return l.nome_seller;
    case 'cliente': return l.cliente_nome ?? '';
    case 'cpf_cnpj': return documento(l.cliente_cpf);
    case 'canal': return CANAIS[l.canal] ?? l.canal;
    case 'status_pedido': return l.status_descricao;
    case 'forma_pagto': return l.forma_descricao;
    case 'quantidade_itens': return l.quantidade_itens;
    case 'nfce': return l.nfce_numero;
    case 'valor_produtos':
    case 'valor_desconto':
    case 'valor_frete':
    case 'valor_total':
      return l[c] / 100;
  }
}

export interface PedidoExportacao {
  filtro: CamposFiltro;
  colunas: ColunaPedido[];
  sellers: readonly number[];
}

/**
 * PUT /v2/vendas/lista-pedidos/xls: streams the .xlsx of the whole filtered set. Rows come from
 * keyset pages and go straight into exceljs' streaming writer, so 100,000 rows keep memory
 * bounded; the writer waits whenever the client reads slower than rows are produced.
 */
export async function exportarPedidosXlsx(reply: FastifyReply, ctx: Contexto, p: PedidoExportacao): Promise<FastifyReply> {
  const db = ctx.db.kysely;
  const total = (await resumoPedidos(db, p.filtro, p.sellers)).quantidade_pedidos;
  const saida = new PassThrough();
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: saida, useStyles: true, useSharedStrings: false });
  const folha = livro.addWorksheet('Pedidos', { views: [{ state: 'frozen', ySplit: 1 }] });
  folha.columns = p.colunas.map((c) => ({
    header: COLUNAS_PEDIDO[c],
    key: c,
    width: LARGURA[c],
    style: COLUNAS_MOEDA.has(c) ? { numFmt: FORMATO_MOEDA } : c === 'data_pedido' ? { numFmt: FORMATO_DATA_HORA } : {},
  }));
  folha.getRow(1).font = { bold: true };

  const escrever = async (): Promise<void> => {
    const somas = new Map<ColunaPedido, number>(p.colunas.filter((c) => COLUNAS_MOEDA.has(c)).map((c) => [c, 0]));
    let linhas = 0;
    for await (const l of percorrerPedidos(db, p.filtro, p.sellers)) {
      if (saida.destroyed) return;
      folha.addRow(p.colunas.map((c) => celula(l, c))).commit();
      for (const c of somas.keys()) somas.set(c, (somas.get(c) ?? 0) + (l[c as keyof LinhaPedido] as number));
      linhas++;
      // A client that stops reading closes the stream instead of ever draining it.
      if (linhas % 500 === 0 && saida.writableNeedDrain) await Promise.race([once(saida, 'drain'), once(saida, 'close')]);
    }
    const rotulo = p.colunas.findIndex((c) => !COLUNAS_MOEDA.has(c));
    const totais = folha.addRow(
      p.colunas.map((c, i): Celula => (somas.has(c) ? (somas.get(c) ?? 0) / 100 : i === rotulo ? `Total: ${linhas} ${linhas === 1 ? 'pedido' : 'pedidos'}` : null)),
    );
    totais.font = { bold: true };
    totais.commit();
    folha.commit();
    await livro.commit();
  };
  escrever().catch((erro: unknown) => {
    reply.log.error({ err: erro }, 'falha ao gerar a planilha de pedidos');
    saida.destroy(erro instanceof Error ? erro : new Error(String(erro)));
  });

  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename="pedidos-${diaChaveSP(ctx.agora())}.xlsx"`)
    .header('x-total-rows', String(total))
    .header('cache-control', 'no-store')
    .send(saida);
}
