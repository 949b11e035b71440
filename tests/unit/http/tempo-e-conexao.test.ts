// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { server } from '../../mocks/server';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api';
import { HTTP_TIMEOUT_MS } from '../../../src/config';
import { HttpError, STATUS_SEM_RESPOSTA, request, requestJson } from '../../../src/http';
import { usarMsw } from './usarMsw';

usarMsw();

describe('timeout, network failures and logging', () => {
  it('gives up after the timeout with a clear Portuguese message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/v2/lenta', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    const erro = (await request('/v2/lenta', { timeoutMs: 30 }).catch((e: unknown) => e)) as HttpError;
    expect(erro).toBeInstanceOf(HttpError);
    expect(erro.status).toBe(STATUS_SEM_RESPOSTA);
    expect(erro.message).toBe(MENSAGENS_COMUNS.tempoEsgotado);
  });

  it('waits 60 seconds by default before giving up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(HTTP_TIMEOUT_MS).toBe(60_000);
    const agendados: number[] = [];
    const original = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      agendados.push(ms ?? 0);
      return original(fn, ms);
    }) as typeof setTimeout);
    server.use(http.get('*/v2/rapida', () => HttpResponse.json({ RES: 'ok' })));
    await request('/v2/rapida');
    expect(agendados).toContain(60_000);
  });

  it('says the server could not be reached when the network fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/v2/fora', () => HttpResponse.error()));
    await expect(request('/v2/fora')).rejects.toMatchObject({ status: STATUS_SEM_RESPOSTA, message: MENSAGENS_COMUNS.semConexao });
    expect(log).toHaveBeenCalled();
  });

  it("passes the caller's own cancellation through untouched and logs nothing", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/v2/lenta', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    const controle = new AbortController();
    const pendente = request('/v2/lenta', { signal: controle.signal });
    controle.abort();
    const erro = await pendente.catch((e: unknown) => e);
    expect(erro).not.toBeInstanceOf(HttpError);
    expect((erro as Error).name).toBe('AbortError');
    expect(log).not.toHaveBeenCalled();
  });

  it('logs other errors and rejects with the response body', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.put('*/v2/quebrada', () => HttpResponse.json({ RES: 'Falha no banco' }, { status: 500 })));
    const erro = (await requestJson('/v2/quebrada', { method: 'PUT', body: {} }).catch((e: unknown) => e)) as HttpError;
    expect(erro.status).toBe(500);
    expect(erro.body).toEqual({ RES: 'Falha no banco' });
    expect(erro.message).toBe('Falha no banco');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('sends JSON with cookies and the client version header', async () => {
    let recebido: { headers: Headers; credentials: RequestCredentials; corpo: unknown } | null = null;
    server.use(
      http.post('*/v2/eco', async ({ request: req }) => {
        recebido = { headers: req.headers, credentials: req.credentials, corpo: await req.json() };
        return HttpResponse.json({ RES: 'ok' });
      }),
    );
    await request('/v2/eco', { method: 'POST', body: { a: 1 } });
    expect(recebido).not.toBeNull();
    const r = recebido as unknown as { headers: Headers; credentials: RequestCredentials; corpo: unknown };
    expect(r.headers.get('X-Client-Version')).toBe('1.0.1');
    expect(r.headers.get('Content-Type')).toBe('application/json');
    expect(r.credentials).toBe('include');
    expect(r.corpo).toEqual({ a: 1 });
  });
});
