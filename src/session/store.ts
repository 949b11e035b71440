import { useSyncExternalStore } from 'react';
// Straight from the schema files, not the barrel: the sign-in entry should not carry every schema.
import { Usuario } from '@retaguarda/contrato/api/sessao';
import { DadosStart } from '@retaguarda/contrato/api/start';
import { STORAGE_KEYS } from './chaves';

/**
 * The signed-in user and the start-data metadata, persisted locally (SPEC section 3) so a
 * reload does not lose them; one store so that logout clears both at once.
 */
export interface Sessao {
  usuario: Usuario | null;
  metadata: DadosStart | null;
}

export { STORAGE_KEYS };

const listeners = new Set<() => void>();
let cache: Sessao | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readParsed<T>(key: string, parse: (v: unknown) => T | null): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

function load(): Sessao {
  return {
    usuario: readParsed(STORAGE_KEYS.usuario, (v) => Usuario.safeParse(v).data ?? null),
    metadata: readParsed(STORAGE_KEYS.metadata, (v) => DadosStart.safeParse(v).data ?? null),
  };
}

function emit(): void {
  for (const l of listeners) l();
}

export function getSessao(): Sessao {
  cache ??= load();
  return cache;
}

export const getUsuario = (): Usuario | null => getSessao().usuario;
export const getMetadata = (): DadosStart | null => getSessao().metadata;

function write(key: string, value: unknown): void {
  const s = storage();
  if (!s) return;
  if (value == null) s.removeItem(key);
  else s.setItem(key, JSON.stringify(value));
}

export function setUsuario(usuario: Usuario | null): void {
  if (usuario) ultimaSaida = null;
  write(STORAGE_KEYS.usuario, usuario);
  cache = { ...getSessao(), usuario };
  emit();
}

export function setMetadata(metadata: DadosStart | null): void {
  write(STORAGE_KEYS.metadata, metadata);
  cache = { ...getSessao(), metadata };
  emit();
}

/** Why the last sign-out happened: the login page only offers to come back where the user was when the session expired. */
export type MotivoSaida = 'logout' | 'expirada';
let ultimaSaida: MotivoSaida | null = null;

/** Signs out locally: user and metadata cleared together. */
export function clearSessao(motivo: MotivoSaida = 'expirada'): void {
  ultimaSaida = motivo;
  write(STORAGE_KEYS.usuario, null);
  write(STORAGE_KEYS.metadata, null);
  cache = { usuario: null, metadata: null };
  emit();
}

export const getMotivoSaida = (): MotivoSaida | null => ultimaSaida;

/** Re-reads storage, e.g. after another tab changed it. */
export function reloadSessao(): void {
  cache = load();
  emit();
}

/**
 * Follows sign-ins and sign-outs made in other tabs (the storage event fires only for changes
 * from other documents). Returns the function that stops listening.
 */
export function acompanharOutrasAbas(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const aoMudar = (evento: StorageEvent) => {
    if (evento.key === null || evento.key === STORAGE_KEYS.usuario || evento.key === STORAGE_KEYS.metadata) reloadSessao();
  };
  window.addEventListener('storage', aoMudar);
  return () => window.removeEventListener('storage', aoMudar);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessao(): Sessao {
  return useSyncExternalStore(subscribe, getSessao, getSessao);
}
