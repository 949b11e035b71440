/** Messages between the export's main thread (pedidos-xlsx.ts) and its writer (xlsx-worker.ts). */

export type Celula = string | number | Date | null;

export interface ColunaPlanilha {
  chave: string;
  titulo: string;
  largura: number;
  formato?: string;
}

/** One workbook per 'inicio' … 'fim'; 'ping' answers 'pong' once the thread is loaded. */
export type MensagemParaWorker =
  | { tipo: 'ping' }
  | { tipo: 'inicio'; colunas: ColunaPlanilha[] }
  | { tipo: 'linhas'; linhas: Celula[][] }
  | { tipo: 'fim'; totais: Celula[] };

export type MensagemDoWorker =
  | { tipo: 'pong' }
  | { tipo: 'dados'; bytes: Uint8Array }
  /** The batch is written: the main thread may send the next one. */
  | { tipo: 'lote_ok' }
  | { tipo: 'fim' }
  | { tipo: 'erro'; mensagem: string };
