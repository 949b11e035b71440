/**
 * Drafts a screen keeps in this browser across reloads (the manual order's client, items and
 * address): all under one prefix, so signing out forgets them with the rest of the user's state.
 */
export const PREFIXO_RASCUNHOS = 'retaguarda.rascunho.';

export function apagarRascunhos(): void {
  const chaves: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const chave = localStorage.key(i);
    if (chave?.startsWith(PREFIXO_RASCUNHOS)) chaves.push(chave);
  }
  for (const chave of chaves) localStorage.removeItem(chave);
}
