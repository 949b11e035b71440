/**
 * Renders the real App at a URL, signed out or with a stored session, as the panel's integration
 * tests need: a fresh react-query client and an in-memory react-admin store per call, and no
 * splash wait unless a test asks for one.
 */
import { render, type RenderResult } from '@testing-library/react';
import { memoryStore, type Store } from 'react-admin';
import type { QueryClient } from '@tanstack/react-query';
import type { DadosStart, Usuario } from '@retaguarda/contrato/api';
import App from '../../src/App';
import { criarQueryClient } from '../../src/session/queryClient';
import { criarStore } from '../../src/session/preferencias';
import { clearSessao, reloadSessao, setMetadata, setUsuario } from '../../src/session/store';

interface OpcoesComuns {
  /** The splash's minimum; 0 unless the test is about the splash. */
  splashMinMs?: number;
  /** To share or inspect react-admin's store (stored filters, theme). */
  store?: Store;
}

/**
 * Signed out unless a session is given. A stored session is the one the real server answered
 * (servidorReal.ts's entrar, or renderComServidor.ts): the panel calls the server with it at once
 * (start data, the screen's own data), and a made-up user would be one the server does not know.
 */
export type RenderAppOptions = OpcoesComuns & ({ usuario?: null } | { usuario: Usuario; metadata: DadosStart });

export interface RenderAppResult extends RenderResult {
  queryClient: QueryClient;
  store: Store;
}

export function renderApp(url: string, opts: RenderAppOptions = {}): RenderAppResult {
  clearSessao();
  if ('metadata' in opts && opts.usuario) {
    setUsuario(opts.usuario);
    setMetadata(opts.metadata);
  }
  reloadSessao();
  window.history.replaceState(null, '', url);
  const queryClient = criarQueryClient();
  const store = opts.store ?? criarStore(memoryStore());
  const resultado = render(<App splashMinMs={opts.splashMinMs ?? 0} queryClient={queryClient} store={store} />);
  return { ...resultado, queryClient, store };
}
