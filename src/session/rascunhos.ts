/**
 * Drafts a screen keeps in this browser across reloads (the manual order's client, items and
 * address; a purchase receipt's counts): all under one prefix, so signing out forgets them with
 * the rest of the user's state.
 */
import type { z } from 'zod/mini';
import { getUsuario } from './store';

export const PREFIXO_RASCUNHOS = 'retaguarda.rascunho.';

/** The draft stored as `nome`, or null when there is none or it is no longer of `esquema`'s shape (an older panel's, or a broken text). */
export function lerRascunhoDoNavegador<T>(nome: string, esquema: z.ZodMiniType<T>): T | null {
  try {
    const texto = localStorage.getItem(PREFIXO_RASCUNHOS + nome);
    return texto ? (esquema.safeParse(JSON.parse(texto)).data ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * Only for a signed-in user: between a sign-out and the screen's unmount, a screen re-renders with
 * no user and would write its draft again after sign-out erased it.
 */
export function guardarRascunhoNoNavegador(nome: string, valor: unknown): void {
  if (!getUsuario()) return;
  try {
    localStorage.setItem(PREFIXO_RASCUNHOS + nome, JSON.stringify(valor));
  } catch {
    // a full or blocked storage only costs the reload's memory, never the work on screen
  }
}

export function apagarRascunhoDoNavegador(nome: string): void {
  try {
    localStorage.removeItem(PREFIXO_RASCUNHOS + nome);
  } catch {
    // a blocked storage holds no draft to erase
  }
}

export function apagarRascunhos(): void {
  try {
    const chaves: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const chave = localStorage.key(i);
      if (chave?.startsWith(PREFIXO_RASCUNHOS)) chaves.push(chave);
    }
    for (const chave of chaves) localStorage.removeItem(chave);
  } catch {
    // storage switched off holds no draft (the session then lives in memory and in the cookie)
  }
}
