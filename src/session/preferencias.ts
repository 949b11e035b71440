import { localStorageStore, type Store } from 'react-admin';
import { LOCALE } from '../config';
import { STORE_APP_KEY } from './temaGuardado';

/**
 * Layout preferences belong to the browser, not to the signed-in user: a logout resets every
 * stored filter, column choice and saved query, but keeps the theme and the sidebar as they were.
 */
export const CHAVES_PREFERENCIAS = ['theme', 'sidebar.open'] as const;


/**
 * react-admin's localStorage store whose reset() keeps the layout preferences, and whose 'locale'
 * is the panel's one locale when none was saved. react-admin 5.15.4's I18nContextProvider renders
 * nothing until the stored locale equals the i18nProvider's, then sets a state to render the
 * whole panel: with no locale saved (every browser), the panel's first render was empty and its
 * real first render one synchronous task instead of slices (docs/benchmarks.md, 'The order list's
 * renders while it opens'). Checked by tests/unit/reactAdmin-partes.test.ts.
 */
export function criarStore(base: Store = localStorageStore(undefined, STORE_APP_KEY)): Store {
  return {
    ...base,
    getItem<T>(chave: string, padrao?: T): T | undefined {
      return chave === 'locale' && padrao === undefined ? base.getItem<T>(chave, LOCALE as T) : base.getItem<T>(chave, padrao);
    },
    reset(): void {
      const guardadas = CHAVES_PREFERENCIAS.map((chave) => [chave, base.getItem(chave)] as const);
      base.reset();
      for (const [chave, valor] of guardadas) if (valor !== undefined) base.setItem(chave, valor);
    },
  };
}
