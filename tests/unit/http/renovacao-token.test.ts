// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { server } from '../../mocks/server';
import { URL_RENOVAR } from '../../mocks/handlers';
import { usuarioVendas, metadataPadrao } from '../../mocks/fixtures';
import { HttpError, requestJson } from '../../../src/http';
import { getMetadata, getUsuario, setMetadata, setUsuario } from '../../../src/session/store';
import { usarMsw } from './usarMsw';

usarMsw();

/** A protected endpoint that answers 401 until the refresh has happened, like an expired access token. */
function endpointProtegido() {
  const estado = { renovacoes: 0, chamadas: 0 };
  server.use(
    http.post(URL_RENOVAR, async () => {
      estado.renovacoes += 1;
      await delay(20);
      return HttpResponse.json({ RES: { usuario: usuarioVendas } });
    }),
    http.get('*/v2/protegido/:n', ({ params }) => {
      estado.chamadas += 1;
      if (estado.renovacoes === 0) return HttpResponse.json({ RES: 'Sessão expirada. Entre novamente.' }, { status: 401 });
      return HttpResponse.json({ RES: Number(params.n) });
    }),
  );
  return estado;
}

describe('401 and the shared token refresh', () => {
  it('refreshes exactly once for 20 parallel requests that all get 401, and each retries once', async () => {
    setUsuario(usuarioVendas);
    const estado = endpointProtegido();
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, n) => requestJson<{ RES: number }>(`/v2/protegido/${n}`)),
    );
    expect(estado.renovacoes).toBe(1);
    expect(respostas.map((r) => r.RES)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(estado.chamadas).toBe(40);
    expect(getUsuario()).toEqual(usuarioVendas);
  });

  it('does not refresh again for a 401 that arrives after a newer refresh already finished', async () => {
    setUsuario(usuarioVendas);
    const estado = { renovacoes: 0 };
    let lentaRespondeu = false;
    server.use(
      http.post(URL_RENOVAR, () => {
        estado.renovacoes += 1;
        return HttpResponse.json({ RES: { usuario: usuarioVendas } });
      }),
      http.get('*/v2/rapida', () =>
        estado.renovacoes ? HttpResponse.json({ RES: 'ok' }) : HttpResponse.json({ RES: 'expirada' }, { status: 401 }),
      ),
      http.get('*/v2/lenta', async () => {
        // Left with the old token; its 401 lands after the other call has refreshed.
        if (lentaRespondeu) return HttpResponse.json({ RES: 'ok' });
        lentaRespondeu = true;
        await delay(80);
        return HttpResponse.json({ RES: 'expirada' }, { status: 401 });
      }),
    );
    const [lenta, rapida] = await Promise.all([requestJson('/v2/lenta'), requestJson('/v2/rapida')]);
    expect(lenta).toEqual({ RES: 'ok' });
    expect(rapida).toEqual({ RES: 'ok' });
    expect(estado.renovacoes).toBe(1);
  });

  it('signs the user out locally and rejects every waiting request when the refresh fails', async () => {
    setUsuario(usuarioVendas);
    setMetadata(metadataPadrao);
    let renovacoes = 0;
    server.use(
      http.post(URL_RENOVAR, () => {
        renovacoes += 1;
        return HttpResponse.json({ RES: 'Sessão expirada. Entre novamente.' }, { status: 401 });
      }),
      http.get('*/v2/protegido/:n', () => HttpResponse.json({ RES: 'Sessão expirada. Entre novamente.' }, { status: 401 })),
    );
    const resultados = await Promise.allSettled(Array.from({ length: 5 }, (_, n) => requestJson(`/v2/protegido/${n}`)));
    expect(renovacoes).toBe(1);
    for (const r of resultados) {
      expect(r.status).toBe('rejected');
      const erro = (r as PromiseRejectedResult).reason as HttpError;
      expect(erro).toBeInstanceOf(HttpError);
      expect(erro.status).toBe(401);
      expect(erro.message).toBe('Sessão expirada. Entre novamente.');
    }
    expect(getUsuario()).toBeNull();
    expect(getMetadata()).toBeNull();
    expect(localStorage.getItem('retaguarda.usuario')).toBeNull();
  });

  it('never refreshes for the login call itself: a 401 there is a wrong password', async () => {
    const renovar = vi.fn();
    server.use(
      http.post(URL_RENOVAR, () => {
        renovar();
        return HttpResponse.json({ RES: { usuario: usuarioVendas } });
      }),
    );
    const erro = await requestJson('/v1/login_erp/logar', { method: 'POST', body: { email: 'x@y.com', senha: 'errada' } }).catch(
      (e: unknown) => e,
    );
    expect(erro).toBeInstanceOf(HttpError);
    expect((erro as HttpError).message).toBe('E-mail ou senha inválidos');
    expect(renovar).not.toHaveBeenCalled();
  });

  it('rejects without a second refresh when the retry still gets 401', async () => {
    setUsuario(usuarioVendas);
    let renovacoes = 0;
    server.use(
      http.post(URL_RENOVAR, () => {
        renovacoes += 1;
        return HttpResponse.json({ RES: { usuario: usuarioVendas } });
      }),
      http.get('*/v2/sempre-401', () => HttpResponse.json({ RES: 'Sessão expirada. Entre novamente.' }, { status: 401 })),
    );
    await expect(requestJson('/v2/sempre-401')).rejects.toMatchObject({ status: 401 });
    expect(renovacoes).toBe(1);
  });
});
