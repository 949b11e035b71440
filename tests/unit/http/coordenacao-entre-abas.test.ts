// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DadosStart } from '@retaguarda/contrato/api';
import { requestJson } from '../../../src/http';
import * as coordenacao from '../../../src/http/coordenacaoAbas';
import { getUsuario, setUsuario } from '../../../src/session/store';
import { ACESSO_SEGUNDOS } from '../../../server/modulos/sessao/auth/tokens';
import { servidorRealDoArquivo } from '../../panel/servidorReal';
import { usarMsw } from './usarMsw';

const { CHAVE_ULTIMA_RENOVACAO, fecharCanalEntreAbas } = coordenacao;

// Tells the test when this tab has handed its 401 to the cross-tab coordination (which decides,
// before its first await, whether to wait for another tab or to refresh), without changing it.
const coordenacaoChamada = vi.hoisted(() => ({ avisar: () => {} }));
vi.mock('../../../src/http/coordenacaoAbas', async (original) => {
  const modulo = await original<typeof import('../../../src/http/coordenacaoAbas')>();
  return {
    ...modulo,
    renovarEntreAbas: (renovar: coordenacao.Renovar) => {
      const resultado = modulo.renovarEntreAbas(renovar);
      coordenacaoChamada.avisar();
      return resultado;
    },
  };
});

usarMsw();
const real = servidorRealDoArquivo();

const START = '/v2/config/erp/dados-start';
const RENOVAR = '/v1/login_erp/renovar-token';

afterEach(() => {
  fecharCanalEntreAbas();
  vi.unstubAllGlobals();
});

/**
 * Signed in for real with the access token run out, so a call gets the server's 401 until a
 * refresh. The tabs share the browser's cookies: another tab's refresh is a call on the same jar
 * (outside this tab's requests). Counts this tab's refreshes as the server saw them.
 */
async function cenario() {
  const sessao = await real().entrar('vendas@retaguarda.dev');
  setUsuario(sessao.usuario);
  real().relogio.avancar((ACESSO_SEGUNDOS + 1) * 1000);
  return {
    ...sessao,
    renovacoesDestaAba: () => real().chamadas.filter((c) => c.caminho === RENOVAR).length,
    async outraAbaRenova() {
      expect((await real().chamar('POST', RENOVAR)).statusCode).toBe(200);
    },
  };
}

/** Resolves when this tab next hands a 401 to the cross-tab coordination. */
function proximaCoordenacao(): Promise<void> {
  return new Promise((r) => (coordenacaoChamada.avisar = r));
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
    const estado = await cenario();
    const locks = locksCompartilhados();
    vi.stubGlobal('navigator', { ...navigator, locks });
    let liberarOutraAba: () => void = () => undefined;
    // The other tab holds the lock, refreshes the shared cookie and records it.
    const outraAba = locks.request('retaguarda.renovar-token', async () => {
      await new Promise<void>((r) => (liberarOutraAba = r));
      await estado.outraAbaRenova();
      localStorage.setItem(CHAVE_ULTIMA_RENOVACAO, JSON.stringify({ em: Date.now(), ok: true }));
    });
    const pendente = requestJson<{ RES: DadosStart }>(START);
    await vi.waitFor(() => expect(locks.request).toHaveBeenCalledTimes(2));
    liberarOutraAba();
    await outraAba;
    await expect(pendente).resolves.toEqual({ RES: estado.metadata });
    expect(estado.renovacoesDestaAba()).toBe(0);
    expect(getUsuario()).toEqual(estado.usuario);
  });

  it('with Web Locks and no other tab refreshing, this tab refreshes under the lock', async () => {
    const estado = await cenario();
    const locks = locksCompartilhados();
    vi.stubGlobal('navigator', { ...navigator, locks });
    await expect(requestJson<{ RES: DadosStart }>(START)).resolves.toEqual({ RES: estado.metadata });
    expect(estado.renovacoesDestaAba()).toBe(1);
    expect(locks.request).toHaveBeenCalledTimes(1);
  });

  it('without Web Locks, a tab that hears another tab refreshing waits for its outcome instead of refreshing', async () => {
    const estado = await cenario();
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const outraAba = new BroadcastChannel('retaguarda.renovacao');
    // Opens this tab's channel (its first refresh), so it hears the announcement below; then the
    // new access token runs out too.
    await requestJson(START);
    expect(estado.renovacoesDestaAba()).toBe(1);
    real().relogio.avancar((ACESSO_SEGUNDOS + 1) * 1000);

    // A third listener hears the announcement when this tab's channel does.
    const ouvinte = new BroadcastChannel('retaguarda.renovacao');
    const ouvido = new Promise<void>((r) => (ouvinte.onmessage = () => r()));
    outraAba.postMessage({ tipo: 'inicio' });
    await ouvido;
    ouvinte.close();
    const coordenando = proximaCoordenacao();
    const pendente = requestJson<{ RES: DadosStart }>(START);
    await coordenando;
    await estado.outraAbaRenova();
    outraAba.postMessage({ tipo: 'fim', ok: true });
    await expect(pendente).resolves.toEqual({ RES: estado.metadata });
    expect(estado.renovacoesDestaAba()).toBe(1);
    outraAba.close();
  });
});
