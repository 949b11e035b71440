/**
 * Renders the real App signed in through the real server (see servidorReal.ts): the session the
 * panel stores is what the login and the start data answered, not a fixture.
 */
import type { Store } from 'react-admin';
import type { DadosStart, Usuario } from '@retaguarda/contrato/api';
import { renderApp, type RenderAppResult } from './renderApp';
import type { ServidorReal } from './servidorReal';

/** Demo users (server/db/seed/cadastros.ts): the sales user sees the demo group's orders. */
export const VENDAS = 'vendas@retaguarda.dev';
export const ADMIN = 'admin@retaguarda.dev';

export interface RenderComServidorResult extends RenderAppResult {
  /** The session the server answered, as the panel stored it. */
  usuario: Usuario;
  metadata: DadosStart;
}

export async function renderComServidor(real: ServidorReal, url: string, opcoes: { email?: string; store?: Store } = {}): Promise<RenderComServidorResult> {
  const { usuario, metadata } = await real.entrar(opcoes.email ?? VENDAS);
  return { ...renderApp(url, { usuario, metadata, store: opcoes.store }), usuario, metadata };
}

/** The lists a multi-select with nothing chosen stands for in the list's body: everything this session may see. */
export function listasDaSessao(metadata: DadosStart) {
  return {
    id_pessoa: metadata.sellers.map((s) => s.id_pessoa),
    status_pedido: metadata.status_pedido_venda.map((s) => s.id),
    forma_pagto: metadata.forma_pagto.map((f) => f.id),
  };
}
