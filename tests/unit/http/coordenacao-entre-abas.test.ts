// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { URL_RENOVAR } from '../../mocks/handlers';
import { usuarioVendas } from '../../mocks/fixtures';
import { requestJson } from '../../../src/http';
import { CHAVE_ULTIMA_RENOVACAO, fecharCanalEntreAbas } from '../../../src/http/coordenacaoAbas';
import { getUsuario, setUsuario } from '../../../src/session/store';
import { usarMsw } from './usarMsw';

usarMsw();

afterEach(() => {
  fecharCanalEntreAbas();
  vi.unstubAllGlobals();
});

/** An endpoint valid once someone (this tab or another) has refreshed; counts this tab's refresh calls. */
function cenario() {
  const estado = { renovadoPorAlguem: false, renovacoesDestaAba: 0 };
  server.use(
    http.post(URL_RENOVAR, () => {
      estado.renovacoesDestaAba += 1;
      estado.renovadoPorAlguem = true;
      return HttpResponse.json({ RES: { usuario: usuarioVendas } });
    }),
    http.get('*/v2/protegido', () =>
      estado.renovadoPorAlguem ? HttpResponse.json({ RES: 'ok' }) : HttpResponse.json({ RES: 'expirada' }, { status: 401 }),
    ),
  );
  return estado;
}

/** A LockManager shared by 'tabs' of one test: callbacks run one at a time, in request order. */
function locksCompartilhados() {
  let fila: Promise<unknown> = Promise.resolve();
  const request = vi.fn((_nome: string, callback: () => Promise<unknown>) => {
    const vez = fila.then(callback);
    fila = vez.catch(() => undefined);
    return vez;
  });
  return { request };
}

describe('refresh coordinated across tabs', () => {
  it('with Web Locks, a tab that waited while another tab refreshed just retries', async () => {
    setUsuario(usuarioVendas);
    const estado = cenario();
    const locks = locksCompartilhados();
    vi.stubGlobal('navigator', { ...navigator, locks });
    let liberarOutraAba: () => void = () => undefined;
    // The other tab holds the lock, refreshes the shared cookie and records it.
    const outraAba = locks.request('retaguarda.renovar-token', async () => {
      await new Promise<void>((r) => (liberarOutraAba = r));
      estado.renovadoPorAlguem = true;
      localStorage.setItem(CHAVE_ULTIMA_RENOVACAO, JSON.stringify({ em: Date.now(), ok: true }));
    });
    const pendente = requestJson('/v2/protegido');
    await vi.waitFor(() => expect(locks.request).toHaveBeenCalledTimes(2));
    liberarOutraAba();
    await outraAba;
    await expect(pendente).resolves.toEqual({ RES: 'ok' });
    expect(estado.renovacoesDestaAba).toBe(0);
    expect(getUsuario()).toEqual(usuarioVendas);
  });

  it('with Web Locks and no other tab refreshing, this tab refreshes under the lock', async () => {
    setUsuario(usuarioVendas);
    const estado = cenario();
    const locks = locksCompartilhados();
    vi.stubGlobal('navigator', { ...navigator, locks });
    await expect(requestJson('/v2/protegido')).resolves.toEqual({ RES: 'ok' });
    expect(estado.renovacoesDestaAba).toBe(1);
    expect(locks.request).toHaveBeenCalledTimes(1);
  });

  it('without Web Locks, a tab that hears another tab refreshing waits for its outcome instead of refreshing', async () => {
    setUsuario(usuarioVendas);
    const estado = cenario();
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const outraAba = new BroadcastChannel('retaguarda.renovacao');
    // Opens this tab's channel, so it hears the announcement below.
    await requestJson('/v2/protegido').catch(() => undefined);
    estado.renovadoPorAlguem = false;
    estado.renovacoesDestaAba = 0;

    outraAba.postMessage({ tipo: 'inicio' });
    await new Promise((r) => setTimeout(r, 20));
    const pendente = requestJson('/v2/protegido');
    await new Promise((r) => setTimeout(r, 20));
    estado.renovadoPorAlguem = true;
    outraAba.postMessage({ tipo: 'fim', ok: true });
    await expect(pendente).resolves.toEqual({ RES: 'ok' });
    expect(estado.renovacoesDestaAba).toBe(0);
    outraAba.close();
  });
});
