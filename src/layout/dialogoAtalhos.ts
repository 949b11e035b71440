import { useSyncExternalStore } from 'react';

/**
 * Which of the keyboard's dialogs is open: the command palette (Ctrl+K, the app bar's 'Buscar') or
 * the list of shortcuts ('?'). A tiny store of its own, because the app bar that opens the palette
 * and the frame that mounts it are rendered apart (src/reactAdmin/Layout.tsx).
 */
export type DialogoAtalhos = 'paleta' | 'ajuda' | null;

let aberto: DialogoAtalhos = null;
const ouvintes = new Set<() => void>();

export function abrirDialogo(dialogo: DialogoAtalhos): void {
  if (aberto === dialogo) return;
  aberto = dialogo;
  for (const ouvinte of ouvintes) ouvinte();
}

export const dialogoAberto = (): DialogoAtalhos => aberto;

function assinar(ouvinte: () => void): () => void {
  ouvintes.add(ouvinte);
  return () => ouvintes.delete(ouvinte);
}

export function useDialogoAtalhos(): DialogoAtalhos {
  return useSyncExternalStore(assinar, dialogoAberto, dialogoAberto);
}

/** The chunks of the two dialogs, fetched on first use (or when the pointer reaches 'Buscar'), never with the first screen. */
export const carregarPaleta = () => import('./PaletaComandos');
export const carregarAjuda = () => import('./AjudaAtalhos');
