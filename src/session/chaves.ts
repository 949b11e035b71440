/** Where the session lives in localStorage; index.html's start-up script reads the user's key too. */
export const STORAGE_KEYS = {
  usuario: 'retaguarda.usuario',
  metadata: 'retaguarda.metadata',
} as const;

/** The address a visitor without a session signs in at: src/main.tsx opens the small sign-in entry there. */
export const CAMINHO_ENTRADA = '/auth/login';
