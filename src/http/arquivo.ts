import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { HttpError } from './HttpError';
import { STATUS_SEM_RESPOSTA } from './client';

/**
 * The body of a file the server streams (an export), read as it arrives, as a Blob of this page's
 * own (an answer's may come from another realm, as in the tests' DOM). `onProgress` gets the bytes
 * so far after each chunk. The request's signal covers the wait for the answer only (client.ts):
 * here the caller's signal also stops a file still arriving, and with the reading the connection,
 * so the server ends the export and frees the user's mark. A connection that ends before the
 * file does (the server failed while writing it, the network dropped) is said in Portuguese: the
 * browser's own text is English and vague.
 */
export async function lerArquivo(
  resposta: Response,
  tipo: string,
  opcoes: { signal?: AbortSignal; onProgress?: (bytes: number) => void } = {},
): Promise<Blob> {
  const { signal, onProgress } = opcoes;
  const partes: Uint8Array<ArrayBuffer>[] = [];
  const leitor = resposta.body?.getReader();
  if (!leitor) return new Blob([], { type: tipo });
  let bytes = 0;
  const parar = () => void leitor.cancel().catch(() => undefined);
  signal?.addEventListener('abort', parar, { once: true });
  try {
    for (;;) {
      const { done, value } = await leitor.read();
      if (done) break;
      partes.push(value);
      bytes += value.byteLength;
      onProgress?.(bytes);
    }
  } catch {
    signal?.throwIfAborted();
    throw new HttpError(STATUS_SEM_RESPOSTA, { RES: MENSAGENS_COMUNS.arquivoInterrompido });
  } finally {
    signal?.removeEventListener('abort', parar);
  }
  signal?.throwIfAborted();
  return new Blob(partes, { type: tipo });
}
