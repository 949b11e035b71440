/**
 * What is left of the order-list mock now that the list, export and shell tests run against the
 * real server (tests/panel/servidorReal.ts): faults only. A test puts one of these in front of the
 * bridge's handlers with server.use(...): a list call or an export that fails, or a call held until
 * the test lets it through to the server (a slow answer without a clock). Rows, summaries, filters
 * and files are the server's own.
 */
import { ROTAS_PEDIDOS } from '@retaguarda/contrato/api/rotasPedidos';
import { http, HttpResponse, type HttpHandler } from 'msw';

import { padraoMsw } from './rotas';
import { TIPOS_ARQUIVO_IMPORTACAO } from '@retaguarda/contrato/recursos/planilha';

export const URL_LISTA = padraoMsw(ROTAS_PEDIDOS.pedidos.lista);
export const URL_EXPORT = padraoMsw(ROTAS_PEDIDOS.exportacao.xlsx);

export interface Falha {
  /** Every request body the fault received, in order. */
  corpos: unknown[];
  handler: HttpHandler;
}

/**
 * Fails list calls with the error envelope `{ RES: mensagem }`: every one, or with `umaVez` only
 * the next (later ones go on to the next handler, the real server).
 */
export function mockListaComErro(mensagem: string, opcoes: { status?: number; umaVez?: boolean } = {}): Falha {
  const corpos: unknown[] = [];
  const handler = http.put(
    URL_LISTA,
    async ({ request }) => {
      corpos.push(await request.json());
      return HttpResponse.json({ RES: mensagem }, { status: opcoes.status ?? 500 });
    },
    { once: opcoes.umaVez ?? false },
  );
  return { corpos, handler };
}

/** The export fails with the server's error envelope `{ RES: mensagem }`, recording the body. */
export function mockExportacaoComErro(mensagem = 'Falha ao gerar a planilha', status = 500): Falha {
  const corpos: unknown[] = [];
  const handler = http.put(URL_EXPORT, async ({ request }) => {
    corpos.push(await request.json());
    return HttpResponse.json({ RES: mensagem }, { status });
  });
  return { corpos, handler };
}

export interface ChamadasSeguradas {
  handler: HttpHandler;
  /** How many calls are (or were) held. */
  readonly recebidas: number;
  /** Lets every held call, and every later one, through to the next handler (the real server). */
  liberar(): void;
}

/**
 * A slow answer without a clock: every PUT to `url` waits until the test calls liberar(), then
 * goes on to the real server (a resolver that returns nothing hands the request to the next
 * handler). The test sees the waiting screen for as long as it needs, however fast the machine.
 */
export function segurarChamadas(url: string): ChamadasSeguradas {
  let recebidas = 0;
  let liberar = () => {};
  const liberado = new Promise<void>((ok) => {
    liberar = ok;
  });
  const handler = http.put(url, async () => {
    recebidas += 1;
    await liberado;
  });
  return {
    handler,
    get recebidas() {
      return recebidas;
    },
    liberar: () => liberar(),
  };
}

/**
 * An export the server accepted and is still sending: the answer and its first bytes arrive, and
 * then nothing more, or with `cair` the connection ends there (the server failed while writing).
 */
export function downloadSegurado(url: string, linhas: number, { cair = false } = {}): HttpHandler {
  return http.put(url, () => {
    const corpo = new ReadableStream<Uint8Array>({
      start(controle) {
        // a zip's first bytes ('PK'), as the real file begins
        controle.enqueue(new Uint8Array([0x50, 0x4b, 0x03, 0x04]));
        if (cair) queueMicrotask(() => controle.error(new TypeError('network error')));
      },
    });
    return new HttpResponse(corpo, {
      headers: { 'content-type': TIPOS_ARQUIVO_IMPORTACAO.xlsx, 'content-disposition': 'attachment; filename="pedidos.xlsx"', 'x-total-rows': String(linhas) },
    });
  });
}
