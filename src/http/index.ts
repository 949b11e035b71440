/**
 * The panel's only door to the API. Screens, the auth provider and the sign-in pages call it through
 * the typed channel (./canal: chamar, baixar); the raw request functions below are for the channel
 * and the data providers only, which a lint rule holds (eslint.config.js). Internals (timeout, shared
 * 401 refresh, cross-tab coordination) live in the files beside this one.
 *
 * lerArquivo (./arquivo, a streamed download) is imported from its file, not from here: the
 * sign-in page loads this file, only the panel uses that one, and the panel's chunk
 * (build/chunkDoPainel.ts) would then be imported by the sign-in page's: a cycle between the two,
 * in which the page failed to start.
 */
export { request, requestJson, STATUS_SEM_RESPOSTA } from './client';
export type { RequestOptions, HttpMethod } from './client';
export { requestRota, requestRotaJson, type RotaOptions } from './rota';
export { HttpError } from './HttpError';
export { resolveErrorMessage } from './resolveErrorMessage';
export { formErrorsFrom } from './formErrors';
