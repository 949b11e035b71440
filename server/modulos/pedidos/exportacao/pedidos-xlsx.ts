import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import type { FastifyReply } from 'fastify';
import type { ColunaPedido } from '@retaguarda/contrato/api/pedidos';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import { formatNumero } from '@retaguarda/contrato/br/numeros';
import type { Contexto } from '../../../contexto';
import type { CamposFiltro } from '../consultas/filtro-pedidos';
import { percorrerPedidos, resumoPedidos, type LinhaPedido } from '../consultas/pedidos';
import { ErroHttp } from '../../../http/erros';
import { registrarEventoSeguranca } from '../../sessao/seguranca/log';
import { descartarGerador, devolverGerador, obterGerador } from './gerador-xlsx';
import type { FonteLinhas, MensagemDoWorker, MensagemParaWorker } from './protocolo-xlsx';
import { travarExportacao } from '../../../planilhas/trava';
import { maxLinhasExportacao, MENSAGEM_EXPORTACAO_EM_CURSO, responderXlsx } from '../../../planilhas/xlsx';

export interface PedidoExportacao {
  filtro: CamposFiltro;
  colunas: ColunaPedido[];
  sellers: readonly number[];
  usuario: { id: number; email: string };
  ip: string;
  /** CPF/CNPJ in full instead of masked as on screen (recorded in the security log). */
  documentosCompletos: boolean;
}

const LOTE = 2000;

type Sinal = 'lote_ok' | 'fim';

/**
 * Copies the bytes the worker sends into `saida`; `proximo` waits for its next signal (a batch
 * written, or the workbook ended), kept in order if it came before anyone waited.
 */
function ouvirWorker(worker: Worker, saida: PassThrough): { proximo: () => Promise<Sinal>; parar: () => void } {
  const sinais: Sinal[] = [];
  let espera: { resolve: (s: Sinal) => void; reject: (e: Error) => void } | null = null;
  let falha: Error | null = null;
  const falhar = (e: Error) => {
    falha = e;
    espera?.reject(e);
    espera = null;
  };
  const aoReceber = (m: MensagemDoWorker) => {
    if (m.tipo === 'dados') {
      if (!saida.destroyed) saida.write(m.bytes);
    } else if (m.tipo === 'erro') falhar(new Error(m.mensagem));
    else if (m.tipo === 'lote_ok' || m.tipo === 'fim') {
      if (espera) {
        espera.resolve(m.tipo);
        espera = null;
      } else sinais.push(m.tipo);
    }
  };
  const aoSair = () => falhar(new Error('o gerador da planilha terminou antes da hora'));
  worker.on('message', aoReceber);
  worker.on('error', falhar);
  worker.on('exit', aoSair);
  return {
    proximo: () =>
      new Promise<Sinal>((resolve, reject) => {
        const s = sinais.shift();
        if (falha) reject(falha);
        else if (s) resolve(s);
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
 * PUT /v2/vendas/lista-pedidos/xls: streams the .xlsx of the whole filtered set:
 * refused before any work when the set passes the row cap (413) or when this user already has an
 * export running in any process (429). A worker thread (gerador-xlsx.ts) reads the rows in keyset
 * batches on its own connection to a database file, or gets them from here for an in-memory one,
 * and builds the workbook, so the server's other requests keep their latency; after each batch it
 * waits until the response has room, so a client reading slowly slows the export, not the memory.
 */
export async function exportarPedidosXlsx(reply: FastifyReply, ctx: Contexto, p: PedidoExportacao): Promise<Readable> {
  const db = ctx.db.kysely;
  const total = (await resumoPedidos(db, p.filtro, p.sellers)).quantidade_pedidos;
  const maximo = maxLinhasExportacao();
  if (total > maximo) {
    throw new ErroHttp(413, `A exportação teria ${formatNumero(total)} pedidos e o limite é ${formatNumero(maximo)}. Filtre um período menor ou menos lojas e exporte em partes.`);
  }
  const agora = ctx.agora().getTime();
  const liberar = await travarExportacao(db, p.usuario.id, agora);
  if (!liberar) throw new ErroHttp(429, MENSAGEM_EXPORTACAO_EM_CURSO);

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
  // The worker reads a SQLite file itself; memory and PostgreSQL (the pool is this thread's) send it the rows.
  const fonte: FonteLinhas =
    ctx.db.tipo === 'sqlite' && ctx.db.path !== ':memory:'
      ? { tipo: 'arquivo', caminho: ctx.db.path, filtro: p.filtro, sellers: [...p.sellers] }
      : { tipo: 'mensagens' };
  worker.postMessage({ tipo: 'inicio', colunas: p.colunas, documentosCompletos: p.documentosCompletos, fonte, lote: LOTE } satisfies MensagemParaWorker);

  /** Resolves once the response has room again (a client that stops reading closes it instead). */
  const espacoNaSaida = async () => {
    if (saida.writableNeedDrain) await Promise.race([once(saida, 'drain'), once(saida, 'close')]);
  };
  const escrever = async (): Promise<void> => {
    if (fonte.tipo === 'arquivo') {
      // The writer reads the rows itself and waits after each batch for 'continuar'.
      while ((await proximo()) === 'lote_ok') {
        await espacoNaSaida();
        if (saida.destroyed) return;
        worker.postMessage({ tipo: 'continuar' } satisfies MensagemParaWorker);
      }
    } else {
      const enviarLote = async (linhas: LinhaPedido[]) => {
        worker.postMessage({ tipo: 'linhas', linhas } satisfies MensagemParaWorker);
        await proximo();
        await espacoNaSaida();
      };
      let lote: LinhaPedido[] = [];
      for await (const l of percorrerPedidos(db, p.filtro, p.sellers, LOTE)) {
        if (saida.destroyed) return;
        lote.push(l);
        if (lote.length === LOTE) {
          await enviarLote(lote);
          lote = [];
        }
      }
      if (lote.length > 0) await enviarLote(lote);
      if (saida.destroyed) return;
      worker.postMessage({ tipo: 'fim' } satisfies MensagemParaWorker);
      await proximo();
    }
    if (saida.destroyed) return;
    soltarGerador(true);
    // Released before the last byte leaves: a client that got the file may start the next export.
    await liberar();
    saida.end();
  };
  escrever().catch((erro: unknown) => {
    reply.log.error({ err: erro }, 'falha ao gerar a planilha de pedidos');
    saida.destroy(erro instanceof Error ? erro : new Error(String(erro)));
  });

  responderXlsx(reply, `pedidos-${diaChaveSP(ctx.agora())}.xlsx`, total);
  return saida;
}
