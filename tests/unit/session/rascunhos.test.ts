// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apagarRascunhos, guardarRascunhoNoNavegador, lerRascunhoDoNavegador } from '../../../src/session/rascunhos';
import { clearSessao, setUsuario } from '../../../src/session/store';
import { usuarioVendasDoSeed } from '../../panel/sessaoDoSeed';

const Contagem = z.object({ lidos: z.int() });

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessao('logout');
  localStorage.clear();
});

describe('drafts kept in this browser', () => {
  it('are written for the signed-in user and all erased at sign-out', () => {
    setUsuario(usuarioVendasDoSeed);
    guardarRascunhoNoNavegador('recebimento.2.7', { lidos: 3 });
    guardarRascunhoNoNavegador('novo-pedido.2', { lidos: 1 });
    localStorage.setItem('outra.chave', 'fica');
    expect(lerRascunhoDoNavegador('recebimento.2.7', Contagem)).toEqual({ lidos: 3 });
    apagarRascunhos();
    expect(lerRascunhoDoNavegador('recebimento.2.7', Contagem)).toBeNull();
    expect(lerRascunhoDoNavegador('novo-pedido.2', Contagem)).toBeNull();
    expect(localStorage.getItem('outra.chave')).toBe('fica');
  });

  it('are not written with nobody signed in: a screen still on its way out after sign-out cannot bring one back', () => {
    setUsuario(usuarioVendasDoSeed);
    clearSessao('logout');
    guardarRascunhoNoNavegador('recebimento.0.7', { lidos: 3 });
    expect(localStorage.length).toBe(0);
  });

  it('reads a draft of another shape as none', () => {
    setUsuario(usuarioVendasDoSeed);
    guardarRascunhoNoNavegador('recebimento.2.7', { lidos: 'três' });
    expect(lerRascunhoDoNavegador('recebimento.2.7', Contagem)).toBeNull();
  });

  it('erasing them with storage switched off is quiet: the sign-out goes on', () => {
    // Firefox with dom.storage.enabled=false: localStorage is null
    vi.stubGlobal('localStorage', null);
    expect(() => apagarRascunhos()).not.toThrow();
  });
});
