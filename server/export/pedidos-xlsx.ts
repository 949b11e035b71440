import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import type { FastifyReply } from 'fastify';
import { CANAIS } from '../../src/api/catalogos';
import { COLUNAS_PEDIDO, type ColunaPedido } from '../../src/api/pedidos';
import { diaChaveSP } from '../../src/br/dates';
import { formatCpfCnpj, maskCpfCnpj } from '../../src/br/documentosExibicao';
import type { Contexto } from '../contexto';
import type { CamposFiltro } from '../db/queries/filtro-pedidos';
import { paredeSP } from '../http/iso-sp';
import { percorrerPedidos, resumoPedidos, type LinhaPedido } from '../db/queries/pedidos';
import { ErroHttp } from '../http/erros';
import { registrarEventoSeguranca } from '../seguranca/log';
import { descartarGerador, devolverGerador, obterGerador } from './gerador-xlsx';
import type { Celula, ColunaPlanilha, MensagemDoWorker, MensagemParaWorker } from './protocolo-xlsx';
import { travarExportacao } from './trava';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const FORMATO_MOEDA = '"R$" #,##0.00';
export const FORMATO_DATA_HORA = 'dd/mm/yyyy hh:mm';

const COLUNAS_MOEDA = new Set<ColunaPedido>(['valor_produtos', 'valor_desconto', 'valor_frete', 'valor_total']);
const LARGURA: Record<ColunaPedido, number> = {
  id: 11, data_pedido: 17, nome_seller: 28, cliente: 30, cpf_cnpj: 20, canal: 15, status_pedido: 22, forma_pagto: 22,
  quantidade_itens: 7, valor_produtos: 15, valor_desconto: 15, valor_frete: 13, valor_total: 15, nfce: 10,
};

/** As on screen (the LGPD mask of src/br/documentosExibicao.ts) unless the full document was asked for. */
function documento(valor: string | null, completo: boolean): string {
  if (!valor) return '';
  return completo ? formatCpfCnpj(valor) : maskCpfCnpj(valor);
}

function celula(l: LinhaPedido, c: ColunaPedido, documentosCompletos: boolean): Celula {
  switch (c) {
    case 'id': return l.id;
    // Excel dates carry no time zone: the cell holds the São Paulo wall-clock time.
    case 'data_pedido': return paredeSP(l.data_pedido);
    case 'nome_seller': return l.nome_seller;
    case 'cliente': return l.cliente_nome ?? '';
    case 'cpf_cnpj': return documento(l.cliente_cpf, documentosCompletos);
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
  usuario: { id: number; email: string };
  ip: string;
  /** CPF/CNPJ in full instead of masked as on screen (recorded in the security log). */
  documentosCompletos: boolean;
}

/** Default row cap of one export; EXPORTACAO_MAX_LINHAS changes it. */
export const MAX_LINHAS_PADRAO = 100_000;
const LOTE = 2000;

export function maxLinhasExportacao(): number {
  const n = Number(process.env.EXPORTACAO_MAX_LINHAS);
  return Number.isInteger(n) && n > 0 ? n : MAX_LINHAS_PADRAO;
}

const numeroBR = (n: number) => n.toLocaleString('pt-BR');

/** Waits for the worker's next 'lote_ok' or 'fim', copying the bytes it sends into `saida`. */
function ouvirWorker(worker: Worker, saida: PassThrough): { proximo: () => Promise<void>; parar: () => void } {
  let espera: { resolve: () => void; reject: (e: Error) => void } | null = null;
  let falha: Error | null = null;
  const falhar = (e: Error) => {
    falha = e;
    espera?.reject(e);
  };
  const aoReceber = (m: MensagemDoWorker) => {
    if (m.tipo === 'dados') {
      if (!saida.destroyed) saida.write(m.bytes);
    } else if (m.tipo === 'erro') falhar(new Error(m.mensagem));
    else espera?.resolve();
  };
  const aoSair = () => falhar(new Error('o gerador da planilha terminou antes da hora'));
  worker.on('message', aoReceber);
  worker.on('error', falhar);
  worker.on('exit', aoSair);
  return {
    proximo: () =>
      new Promise<void>((resolve, reject) => {
        if (falha) reject(falha);
        else espera = { resolve, reject };
      }),
    parar: () => {
      worker.off('message', aoReceber);
      worker.off('error', falhar);
      worker.off('exit', aoSair);
    },
  };
}

/**
 * PUT /v2/vendas/lista-pedidos/xls: streams the .xlsx of the whole filtered set (issue 14):
 * refused before any work when the set passes the row cap (413) or when this user already has an
 * export running in any process (429); the workbook is built in a worker thread so the server's
 * other requests keep their latency (gerador-xlsx.ts); rows go to it in keyset batches, one at a time, and the
 * next batch waits while the client reads slower than the file is produced.
 */
export async function exportarPedidosXlsx(reply: FastifyReply, ctx: Contexto, p: PedidoExportacao): Promise<FastifyReply> {
  const db = ctx.db.kysely;
  const total = (await resumoPedidos(db, p.filtro, p.sellers)).quantidade_pedidos;
  const maximo = maxLinhasExportacao();
  if (total > maximo) {
    throw new ErroHttp(413, `A exportação teria ${numeroBR(total)} pedidos e o limite é ${numeroBR(maximo)}. Filtre um período menor ou menos sellers e exporte em partes.`);
  }
  const agora = ctx.agora().getTime();
  const liberar = await travarExportacao(db, p.usuario.id, agora);
  if (!liberar) throw new ErroHttp(429, 'Já existe uma exportação sua em andamento. Aguarde ela terminar para começar outra.');

  const quem = { em: agora, userId: p.usuario.id, email: p.usuario.email, ip: p.ip };
  await registrarEventoSeguranca(db, { ...quem, tipo: 'exportacao', detalhe: { linhas: total, colunas: p.colunas, documentos_completos: p.documentosCompletos } });
  if (p.documentosCompletos && p.colunas.includes('cpf_cnpj')) {
    await registrarEventoSeguranca(db, { ...quem, tipo: 'exportacao_documentos_completos', detalhe: { linhas: total } });
  }

  const saida = new PassThrough();
  const worker = await obterGerador();
  const { proximo, parar } = ouvirWorker(worker, saida);
  let devolvido = false;
  /** Back to the pool when the workbook ended; ended otherwise (its state is unknown). */
  const soltarGerador = (limpo: boolean) => {
    if (devolvido) return;
    devolvido = true;
    parar();
    if (limpo) devolverGerador(worker);
    else descartarGerador(worker);
  };
  saida.on('close', () => {
    soltarGerador(false);
    liberar().catch((erro: unknown) => reply.log.error({ err: erro }, 'falha ao liberar a marca de exportação'));
  });
  const colunas: ColunaPlanilha[] = p.colunas.map((c) => ({
    chave: c,
    titulo: COLUNAS_PEDIDO[c],
    largura: LARGURA[c],
    formato: COLUNAS_MOEDA.has(c) ? FORMATO_MOEDA : c === 'data_pedido' ? FORMATO_DATA_HORA : undefined,
  }));
  worker.postMessage({ tipo: 'inicio', colunas } satisfies MensagemParaWorker);

  const escrever = async (): Promise<void> => {
    const somas = new Map<ColunaPedido, number>(p.colunas.filter((c) => COLUNAS_MOEDA.has(c)).map((c) => [c, 0]));
    let linhas = 0;
    let lote: Celula[][] = [];
    const enviarLote = async () => {
      worker.postMessage({ tipo: 'linhas', linhas: lote } satisfies MensagemParaWorker);
      lote = [];
      await proximo();
      // A client that stops reading closes the stream instead of ever draining it.
      if (saida.writableNeedDrain) await Promise.race([once(saida, 'drain'), once(saida, 'close')]);
    };
    for await (const l of percorrerPedidos(db, p.filtro, p.sellers, LOTE)) {
      if (saida.destroyed) return;
      lote.push(p.colunas.map((c) => celula(l, c, p.documentosCompletos)));
      for (const c of somas.keys()) somas.set(c, (somas.get(c) ?? 0) + (l[c as keyof LinhaPedido] as number));
      linhas++;
      if (lote.length === LOTE) await enviarLote();
    }
    if (lote.length > 0) await enviarLote();
    if (saida.destroyed) return;
    const rotulo = p.colunas.findIndex((c) => !COLUNAS_MOEDA.has(c));
    const totais = p.colunas.map((c, i): Celula => (somas.has(c) ? (somas.get(c) ?? 0) / 100 : i === rotulo ? `Total: ${linhas} ${linhas === 1 ? 'pedido' : 'pedidos'}` : null));
    worker.postMessage({ tipo: 'fim', totais } satisfies MensagemParaWorker);
    await proximo();
    soltarGerador(true);
    // Released before the last byte leaves: a client that got the file may start the next export.
    await liberar();
    saida.end();
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
