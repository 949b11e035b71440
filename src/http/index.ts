/**
 * The panel's only door to the API. Signatures here are relied on by the data provider, the
 * auth provider and the screens; internals (timeout, shared 401 refresh, cross-tab
 * coordination) live in the files beside this one.
 */
export { request, requestJson, STATUS_SEM_RESPOSTA } from './client';
export type { RequestOptions, HttpMethod } from './client';
export { requestRota, requestRotaJson, type RotaOptions } from './rota';
export { HttpError } from './HttpError';
export { resolveErrorMessage } from './resolveErrorMessage';
export { formErrorsFrom } from './formErrors';
