// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MENSAGENS_COMUNS, type DadosStart, type Usuario } from '@retaguarda/contrato/api';
import { HttpError, requestJson } from '../../../src/http';
import { getMetadata, getUsuario, setMetadata, setUsuario } from '../../../src/session/store';
import { ACESSO_SEGUNDOS, OCIOSO_MAX_MS } from '../../../server/modulos/sessao/auth/tokens';
import { server } from '../../mocks/server';
import { servidorRealDoArquivo } from '../../panel/servidorReal';
import { usarMsw } from './usarMsw';

usarMsw();
const real = servidorRealDoArquivo();

const VENDAS = 'vendas@retaguarda.dev';
const START = '/v2/config/erp/dados-start';
const RENOVAR = '/v1/login_erp/renovar-token';

/** Signed in for real, with the access token run out: the next protected call gets the server's 401 and the refresh token still renews. */
async function comAcessoVencido(): Promise<{ usuario: Usuario; metadata: DadosStart }> {
  const sessao = await real().entrar(VENDAS);
  setUsuario(sessao.usuario);
  real().relogio.avancar((ACESSO_SEGUNDOS + 1) * 1000);
  return sessao;
}

const chamadasA = (caminho: string) => real().chamadas.filter((c) => c.caminho === caminho);

describe('401 and the shared token refresh', () => {
  it('refreshes exactly once for 20 parallel requests that all get 401, and each retries once', async () => {
    const { usuario, metadata } = await comAcessoVencido();
    const respostas = await Promise.all(Array.from({ length: 20 }, () => requestJson<{ RES: DadosStart }>(START)));
    expect(chamadasA(RENOVAR)).toHaveLength(1);
    expect(respostas.map((r) => r.RES)).toEqual(Array.from({ length: 20 }, () => metadata));
    expect(chamadasA(START)).toHaveLength(40);
    expect(getUsuario()).toEqual(usuario);
  });

  it('does not refresh again for a 401 that arrives after a newer refresh already finished', async () => {
    await comAcessoVencido();
    // Two calls that fail like an expired access token until the (real) refresh: the slow one's
    // 401 is held until the fast one has refreshed and been answered on its retry.
    const renovado = () => chamadasA(RENOVAR).length > 0;
    let rapidaRepetida: () => void = () => undefined;
    const repetida = new Promise<void>((r) => (rapidaRepetida = r));
    let lentaRespondeu = false;
    server.use(
      http.get('*/v2/rapida', () => {
        if (!renovado()) return HttpResponse.json({ RES: 'expirada' }, { status: 401 });
        rapidaRepetida();
        return HttpResponse.json({ RES: 'ok' });
      }),
      http.get('*/v2/lenta', async () => {
        if (lentaRespondeu) return HttpResponse.json({ RES: 'ok' });
        lentaRespondeu = true;
        await repetida;
        return HttpResponse.json({ RES: 'expirada' }, { status: 401 });
      }),
    );
    const [lenta, rapida] = await Promise.all([requestJson('/v2/lenta'), requestJson('/v2/rapida')]);
    expect(lenta).toEqual({ RES: 'ok' });
    expect(rapida).toEqual({ RES: 'ok' });
    expect(chamadasA(RENOVAR)).toHaveLength(1);
  });

  it('signs the user out locally and rejects every waiting request when the refresh fails', async () => {
    const { metadata } = await comAcessoVencido();
    setMetadata(metadata);
    // Idle past the server's limit: the refresh token no longer renews either.
    real().relogio.avancar(OCIOSO_MAX_MS);
    const resultados = await Promise.allSettled(Array.from({ length: 5 }, () => requestJson(START)));
    expect(chamadasA(RENOVAR)).toHaveLength(1);
    for (const r of resultados) {
      expect(r.status).toBe('rejected');
      const erro = (r as PromiseRejectedResult).reason as HttpError;
      expect(erro).toBeInstanceOf(HttpError);
      expect(erro.status).toBe(401);
      expect(erro.message).toBe(MENSAGENS_COMUNS.naoAutenticado);
    }
    expect(getUsuario()).toBeNull();
    expect(getMetadata()).toBeNull();
    expect(localStorage.getItem('retaguarda.usuario')).toBeNull();
  });

  it('asks for no second refresh for a call that leaves after a refresh failed', async () => {
    await comAcessoVencido();
    real().relogio.avancar(OCIOSO_MAX_MS);
    await expect(requestJson(START)).rejects.toMatchObject({ status: 401 });
    expect(getUsuario()).toBeNull();
    // a screen that loads a moment later (a lazy chunk) meets the same 401: the session is gone
    await expect(requestJson(START)).rejects.toMatchObject({ status: 401 });
    expect(chamadasA(RENOVAR)).toHaveLength(1);
  });

  it('never refreshes for the login call itself: a 401 there is a wrong password', async () => {
    await comAcessoVencido();
    const erro = await requestJson('/v1/login_erp/logar', { method: 'POST', body: { email: VENDAS, senha: 'errada' } }).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(HttpError);
    expect((erro as HttpError).status).toBe(401);
    expect((erro as HttpError).message).toBe(MENSAGENS_COMUNS.loginInvalido);
    expect(chamadasA(RENOVAR)).toHaveLength(0);
  });

  it('rejects without a second refresh when the retry still gets 401', async () => {
    await comAcessoVencido();
    // A fault: an endpoint that answers 401 whatever the session.
    server.use(http.get('*/v2/sempre-401', () => HttpResponse.json({ RES: MENSAGENS_COMUNS.naoAutenticado }, { status: 401 })));
    await expect(requestJson('/v2/sempre-401')).rejects.toMatchObject({ status: 401 });
    expect(chamadasA(RENOVAR)).toHaveLength(1);
  });
});
