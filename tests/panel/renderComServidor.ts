/**
 * Renders the real App signed in through the real server (see servidorReal.ts): the session the
 * panel stores is what the login and the start data answered, not a fixture.
 */
import type { Store } from 'react-admin';
import { renderApp, type RenderAppResult } from './renderApp';
import type { ServidorReal } from './servidorReal';

/** Demo users (server/db/seed/cadastros.ts): the sales user sees the demo group's orders. */
export const VENDAS = 'vendas@retaguarda.dev';
export const ADMIN = 'admin@retaguarda.dev';

export async function renderComServidor(real: ServidorReal, url: string, opcoes: { email?: string; store?: Store } = {}): Promise<RenderAppResult> {
  const { usuario, metadata } = await real.entrar(opcoes.email ?? VENDAS);
  return renderApp(url, { usuario, metadata, store: opcoes.store });
}
