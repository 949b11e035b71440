/** Messages between the export's main thread (pedidos-xlsx.ts) and its writer (xlsx-worker.ts). */
import type { ColunaPedido } from '@retaguarda/contrato/api/pedidos';
import type { CamposFiltro } from '../consultas/filtro-pedidos';
import type { LinhaPedido } from '../consultas/pedidos';

/**
 * Where the writer gets its rows. From a database file it reads them itself, on its own
 * read-only connection, so the server's thread neither queries nor copies them and the order
 * list keeps its latency during exports. An in-memory database (tests) has no second connection: the
 * main thread reads and posts them.
 */
export type FonteLinhas =
  | { tipo: 'arquivo'; caminho: string; filtro: CamposFiltro; sellers: number[] }
  | { tipo: 'mensagens' };

/**
 * One workbook per 'inicio' … 'fim'. After each 'lote_ok' the writer waits: for 'continuar'
 * (source 'arquivo') or for the next 'linhas' or 'fim' (source 'mensagens'); the main thread
 * sends it once the HTTP response has room, so a slow client slows the export, not the memory.
 */
export type MensagemParaWorker =
  | { tipo: 'ping' }
  | { tipo: 'inicio'; colunas: ColunaPedido[]; documentosCompletos: boolean; fonte: FonteLinhas; lote: number }
  | { tipo: 'continuar' }
  | { tipo: 'linhas'; linhas: LinhaPedido[] }
  | { tipo: 'fim' };

export type MensagemDoWorker =
  | { tipo: 'pong' }
  | { tipo: 'dados'; bytes: Uint8Array }
  /** A batch is written: the writer waits for the main thread's go-ahead. */
  | { tipo: 'lote_ok' }
  | { tipo: 'fim' }
  | { tipo: 'erro'; mensagem: string };
