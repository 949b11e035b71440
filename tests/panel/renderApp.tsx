/**
 * Renders the real App at a URL with a stored session, as the panel's integration tests need:
 * a fresh react-query client and an in-memory react-admin store per call, and no splash wait
 * unless a test asks for one.
 */
import { render, type RenderResult } from '@testing-library/react';
import { memoryStore, type Store } from 'react-admin';
import type { QueryClient } from '@tanstack/react-query';
import type { DadosStart, Usuario } from '../../src/api';
import App from '../../src/App';
import { criarQueryClient } from '../../src/session/queryClient';
import { criarStore } from '../../src/session/preferencias';
import { clearSessao, reloadSessao, setMetadata, setUsuario } from '../../src/session/store';
import { metadataPadrao, usuarioAdmin } from '../mocks/fixtures';

export interface RenderAppOptions {
  /** The stored user; null renders logged out. Defaults to an administrator with every key. */
  usuario?: Usuario | null;
  /** The stored start data; defaults to the fixture metadata when a user is given. */
  metadata?: DadosStart;
  /** The splash's minimum; 0 unless the test is about the splash. */
  splashMinMs?: number;
  /** To share or inspect react-admin's store (stored filters, theme). */
  store?: Store;
}

export interface RenderAppResult extends RenderResult {
  queryClient: QueryClient;
  store: Store;
}

export function renderApp(url: string, opts: RenderAppOptions = {}): RenderAppResult {
  const usuario = opts.usuario === undefined ? usuarioAdmin : opts.usuario;
  clearSessao();
  if (usuario) {
    setUsuario(usuario);
    setMetadata(opts.metadata ?? metadataPadrao);
  }
  reloadSessao();
  window.history.replaceState(null, '', url);
  const queryClient = criarQueryClient();
  const store = opts.store ?? criarStore(memoryStore());
  const resultado = render(<App splashMinMs={opts.splashMinMs ?? 0} queryClient={queryClient} store={store} />);
  return { ...resultado, queryClient, store };
}
