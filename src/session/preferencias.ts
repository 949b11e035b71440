import { localStorageStore, type Store } from 'react-admin';
import { STORE_APP_KEY } from './temaGuardado';

/**
 * Layout preferences belong to the browser, not to the signed-in user: a logout resets every
 * stored filter, column choice and saved query, but keeps the theme and the sidebar as they were.
 */
export const CHAVES_PREFERENCIAS = ['theme', 'sidebar.open'] as const;


/** react-admin's localStorage store whose reset() keeps the layout preferences. */
export function criarStore(base: Store = localStorageStore(undefined, STORE_APP_KEY)): Store {
  return {
    ...base,
    reset(): void {
      const guardadas = CHAVES_PREFERENCIAS.map((chave) => [chave, base.getItem(chave)] as const);
      base.reset();
      for (const [chave, valor] of guardadas) if (valor !== undefined) base.setItem(chave, valor);
    },
  };
}
