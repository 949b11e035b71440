/** Runtime constants of the panel, shared with the server where the contract names them. */
export const NOME_APP = 'Retaguarda';
export const CLIENT_VERSION = '1.0.1';
export const CLIENT_VERSION_HEADER = 'X-Client-Version';
/** Same origin by default: the reference server serves the panel and the API on one port. */
export const API_BASE_URL: string = import.meta.env?.VITE_API_URL ?? '';
export const HTTP_TIMEOUT_MS = 60_000;
export const SPLASH_MIN_MS = 1_000;
export const NOTIFICATION_MAX_VISIBLE = 3;
export const NOTIFICATION_DURATION_MS = 4_000;
export const LOCALE = 'pt-br';
