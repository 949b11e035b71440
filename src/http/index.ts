/**
 * The panel's only door to the API. Signatures here are relied on by the data provider, the
 * auth provider and the screens; internals (timeout, shared 401 refresh, cross-tab
 * coordination) live in the files beside this one.
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
