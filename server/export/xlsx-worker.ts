/**
 * An Excel writer's thread (issue 14): exceljs builds and zips the workbook here, off the
 * server's event loop. The main thread sends rows in batches and writes the bytes this thread
 * posts back into the HTTP response. One workbook at a time; the thread is reused (see
 * gerador-xlsx.ts). Protocol in ./protocolo-xlsx.
 */
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { MensagemDoWorker, MensagemParaWorker } from './protocolo-xlsx';

const porta = parentPort;
if (!porta) throw new Error('xlsx-worker.ts roda apenas como worker thread');
const enviar = (m: MensagemDoWorker) => porta.postMessage(m);

let livro: ExcelJS.stream.xlsx.WorkbookWriter | null = null;
let folha: ExcelJS.Worksheet | null = null;

/** Lets the zip stream move the committed rows out before the next batch arrives. */
const respirar = () => new Promise<void>((resolve) => setImmediate(resolve));

async function tratar(m: MensagemParaWorker): Promise<void> {
  switch (m.tipo) {
    case 'ping':
      enviar({ tipo: 'pong' });
      return;
    case 'inicio': {
      const saida = new Writable({
        write(chunk: Buffer, _codificacao, pronto) {
          enviar({ tipo: 'dados', bytes: new Uint8Array(chunk) });
          pronto();
        },
      });
      livro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: saida, useStyles: true, useSharedStrings: false });
      folha = livro.addWorksheet('Pedidos', { views: [{ state: 'frozen', ySplit: 1 }] });
      folha.columns = m.colunas.map((c) => ({ header: c.titulo, key: c.chave, width: c.largura, style: c.formato ? { numFmt: c.formato } : {} }));
      folha.getRow(1).font = { bold: true };
      return;
    }
    case 'linhas':
      if (!folha) throw new Error('linhas antes do início da planilha');
      for (const linha of m.linhas) folha.addRow(linha).commit();
      await respirar();
      enviar({ tipo: 'lote_ok' });
      return;
    case 'fim': {
      if (!folha || !livro) throw new Error('fim antes do início da planilha');
      const totais = folha.addRow(m.totais);
      totais.font = { bold: true };
      totais.commit();
      folha.commit();
      await livro.commit();
      livro = null;
      folha = null;
      enviar({ tipo: 'fim' });
    }
  }
}

// Messages are handled one after the other, in the order they came.
let cadeia = Promise.resolve();
porta.on('message', (m: MensagemParaWorker) => {
  cadeia = cadeia.then(() => tratar(m)).catch((erro: unknown) => enviar({ tipo: 'erro', mensagem: erro instanceof Error ? erro.message : String(erro) }));
});
