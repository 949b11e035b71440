import { describe, expect, it } from 'vitest';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { HttpError, STATUS_SEM_RESPOSTA } from '../../../src/http';
import { lerArquivo } from '../../../src/http/arquivo';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file the server is sending: the test gives its chunks, ends it or breaks it off. */
function arquivoChegando() {
  let controle!: ReadableStreamDefaultController<Uint8Array>;
  let largado = false;
  const resposta = new Response(
    new ReadableStream<Uint8Array>({
      start(c) {
        controle = c;
      },
      cancel() {
        largado = true;
      },
    }),
  );
  return {
    resposta,
    enviar: (...bytes: number[]) => controle.enqueue(new Uint8Array(bytes)),
    terminar: () => controle.close(),
    cair: () => controle.error(new TypeError('network error')),
    get largado() {
      return largado;
    },
  };
}

describe('lerArquivo: a streamed file read as it arrives', () => {
  it('gives the bytes so far after each chunk and the whole file as a Blob of the type asked', async () => {
    const a = arquivoChegando();
    const progresso: number[] = [];
    const lido = lerArquivo(a.resposta, XLSX, { onProgress: (b) => progresso.push(b) });
    a.enviar(0x50, 0x4b);
    a.enviar(0x03, 0x04, 0x14);
    a.terminar();
    const blob = await lido;
    expect(progresso).toEqual([2, 5]);
    expect(blob.type).toBe(XLSX);
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04, 0x14]);
  });

  it('stops at the signal while the file arrives, lets go of the connection and rejects as aborted', async () => {
    const a = arquivoChegando();
    const controle = new AbortController();
    const progresso: number[] = [];
    const lido = lerArquivo(a.resposta, XLSX, { signal: controle.signal, onProgress: (b) => progresso.push(b) });
    a.enviar(0x50, 0x4b);
    await expect.poll(() => progresso).toEqual([2]);
    controle.abort();
    await expect(lido).rejects.toMatchObject({ name: 'AbortError' });
    expect(a.largado).toBe(true);
  });

  it('says in Portuguese that the file stopped arriving when the connection ends before it', async () => {
    const a = arquivoChegando();
    const lido = lerArquivo(a.resposta, XLSX);
    a.enviar(0x50, 0x4b);
    a.cair();
    const erro = await lido.catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(HttpError);
    expect(erro).toMatchObject({ status: STATUS_SEM_RESPOSTA, message: MENSAGENS_COMUNS.arquivoInterrompido });
  });
});
