/**
 * An Excel writer's thread: reads the orders (from its own read-only connection when
 * the database is a file), turns them into cells and zips the workbook, all off the server's
 * event loop; the main thread only copies the bytes posted back into the HTTP response. One
 * workbook at a time; the thread is reused (see gerador-xlsx.ts). Protocol in ./protocolo-xlsx.
 */
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import BetterSqlite3 from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { Kysely, SqliteDialect } from 'kysely';
import { registrarFuncoes } from '../../../db/funcoes';
import { percorrerPedidos, type LinhaPedido } from '../consultas/pedidos';
import type { DB } from '../../../db/schema';
import { PlanilhaPedidos } from './planilha-pedidos';
import type { MensagemDoWorker, MensagemParaWorker } from './protocolo-xlsx';

const porta = parentPort;
if (!porta) throw new Error('xlsx-worker.ts roda apenas como worker thread');
const enviar = (m: MensagemDoWorker) => porta.postMessage(m);

// Messages wait here until the sequential code below asks for the next one.
const recebidas: MensagemParaWorker[] = [];
let aguardando: ((m: MensagemParaWorker) => void) | null = null;
porta.on('message', (m: MensagemParaWorker) => {
  if (aguardando) {
    const entregar = aguardando;
    aguardando = null;
    entregar(m);
  } else recebidas.push(m);
});
const receber = () => new Promise<MensagemParaWorker>((resolve) => {
  const m = recebidas.shift();
  if (m) resolve(m);
  else aguardando = resolve;
});

async function esperar<T extends MensagemParaWorker['tipo']>(...tipos: T[]): Promise<Extract<MensagemParaWorker, { tipo: T }>> {
  const m = await receber();
  if (!(tipos as string[]).includes(m.tipo)) throw new Error(`mensagem '${m.tipo}' fora de ordem na exportação`);
  return m as Extract<MensagemParaWorker, { tipo: T }>;
}

/** Read-only connections, one per database file, kept while the thread lives. */
const conexoes = new Map<string, Kysely<DB>>();
function conexao(caminho: string): Kysely<DB> {
  let db = conexoes.get(caminho);
  if (!db) {
    const sqlite = new BetterSqlite3(caminho, { readonly: true, fileMustExist: true });
    // The search's short-name reading calls chave_texto() (see ../db/funcoes).
    registrarFuncoes(sqlite);
    db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
    conexoes.set(caminho, db);
  }
  return db;
}

/** Lets the zip stream move the committed rows out before the next batch. */
const respirar = () => new Promise<void>((resolve) => setImmediate(resolve));

async function exportar(inicio: Extract<MensagemParaWorker, { tipo: 'inicio' }>): Promise<void> {
  const saida = new Writable({
    write(chunk: Buffer, _codificacao, pronto) {
      enviar({ tipo: 'dados', bytes: new Uint8Array(chunk) });
      pronto();
    },
  });
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: saida, useStyles: true, useSharedStrings: false });
  const folha = livro.addWorksheet('Pedidos', { views: [{ state: 'frozen', ySplit: 1 }] });
  const planilha = new PlanilhaPedidos(folha, inicio);
  const escreverLote = async (linhas: LinhaPedido[]) => {
    planilha.adicionar(linhas);
    await respirar();
    enviar({ tipo: 'lote_ok' });
  };

  const { fonte } = inicio;
  if (fonte.tipo === 'arquivo') {
    let lote: LinhaPedido[] = [];
    for await (const l of percorrerPedidos(conexao(fonte.caminho), fonte.filtro, fonte.sellers, inicio.lote)) {
      lote.push(l);
      if (lote.length === inicio.lote) {
        await escreverLote(lote);
        lote = [];
        await esperar('continuar');
      }
    }
    planilha.adicionar(lote);
  } else {
    for (let m = await esperar('linhas', 'fim'); m.tipo === 'linhas'; m = await esperar('linhas', 'fim')) await escreverLote(m.linhas);
  }
  planilha.fechar();
  await livro.commit();
  enviar({ tipo: 'fim' });
}

for (;;) {
  const m = await receber();
  if (m.tipo === 'ping') enviar({ tipo: 'pong' });
  else if (m.tipo === 'inicio') {
    try {
      await exportar(m);
    } catch (erro) {
      // The main thread ends this thread on an error: its state is unknown.
      enviar({ tipo: 'erro', mensagem: erro instanceof Error ? erro.message : String(erro) });
    }
  } else enviar({ tipo: 'erro', mensagem: `mensagem '${m.tipo}' sem exportação em curso` });
}
