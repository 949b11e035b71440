/** The app key of react-admin's localStorage store (src/session/preferencias). */
export const STORE_APP_KEY = 'Retaguarda';

/**
 * Where react-admin's localStorageStore keeps the theme ('RaStore' + app key + '.' + key, the
 * value as JSON). The sign-in entry and the splash in index.html read it without react-admin;
 * tests/unit/session/temaGuardado.test.ts keeps index.html's copy of the key in step.
 */
export const CHAVE_TEMA_GUARDADO = `RaStore${STORE_APP_KEY}.theme`;

export type Tema = 'light' | 'dark';

/** The theme the user chose last in this browser; light (SPEC section 4) when none or unreadable. */
export function lerTemaGuardado(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Tema {
  try {
    return storage?.getItem(CHAVE_TEMA_GUARDADO) === '"dark"' ? 'dark' : 'light';
  } catch {
    // Storage can throw (disabled cookies, private mode): the default theme still works.
    return 'light';
  }
}
