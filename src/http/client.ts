import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { ROTAS_SESSAO } from '@retaguarda/contrato/api/rotasEntrada';
import { CLIENT_VERSION, CLIENT_VERSION_HEADER } from '@retaguarda/contrato/api/versao';
import { API_BASE_URL, HTTP_TIMEOUT_MS } from '../config';
import { HttpError } from './HttpError';
import { CAMINHO_RENOVAR, geracaoAtual, renovarSessao } from './renovacao';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface RequestOptions {
  method?: HttpMethod;
  /**
   * Serialised as JSON; bytes (an imported spreadsheet) go as they are, with the Content-Type given
   * in `headers`; a Blob (a photo's file) goes as is, as application/octet-stream unless `headers` says.
   */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. Accept for a file download. */
  headers?: Record<string, string>;
  /** Defaults to HTTP_TIMEOUT_MS (60 s, SPEC section 9). */
  timeoutMs?: number;
}

/** Calls whose 401 means 'wrong credentials' or 'no session to renew', never 'renew and retry'. */
const SEM_RENOVACAO = new Set<string>([ROTAS_SESSAO.logar.caminho, CAMINHO_RENOVAR, ROTAS_SESSAO.sair.caminho]);

/** Network-level failures carry status 0: there is no HTTP answer to speak of. */
export const STATUS_SEM_RESPOSTA = 0;

function ligarSinais(externo: AbortSignal | undefined, interno: AbortController): () => void {
  if (!externo) return () => undefined;
  if (externo.aborted) {
    interno.abort(externo.reason);
    return () => undefined;
  }
  const repassar = () => interno.abort(externo.reason);
  externo.addEventListener('abort', repassar, { once: true });
  return () => externo.removeEventListener('abort', repassar);
}

async function enviar(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, signal, headers = {}, timeoutMs = HTTP_TIMEOUT_MS } = options;
  const bytes = body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : null;
  const arquivo = body instanceof Blob ? body : null;
  const controle = new AbortController();
  const desligar = ligarSinais(signal, controle);
  let esgotou = false;
  const relogio = setTimeout(() => {
    esgotou = true;
    controle.abort();
  }, timeoutMs);
  try {
    return await fetch(`${API_BASE_URL}${path}`, {
      method,
      credentials: 'include',
      signal: controle.signal,
      headers: {
        Accept: 'application/json',
        [CLIENT_VERSION_HEADER]: CLIENT_VERSION,
        ...(body === undefined || bytes ? {} : { 'Content-Type': arquivo ? 'application/octet-stream' : 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : (bytes ?? arquivo ?? JSON.stringify(body)),
    });
  } catch (erro) {
    // The caller's own cancellation (a screen unmounting) is not an error to report: pass it on as is.
    if (!esgotou && signal?.aborted) throw erro;
    const falha = new HttpError(STATUS_SEM_RESPOSTA, { RES: esgotou ? MENSAGENS_COMUNS.tempoEsgotado : MENSAGENS_COMUNS.semConexao });
    console.error(`[http] ${method} ${path}: ${falha.message}`, erro);
    throw falha;
  } finally {
    clearTimeout(relogio);
    desligar();
  }
}

async function chamarRenovacao(): Promise<boolean> {
  try {
    const resposta = await enviar(CAMINHO_RENOVAR, { method: ROTAS_SESSAO.renovar.metodo });
    return resposta.ok;
  } catch {
    return false;
  }
}

/**
 * Sends one call to the API and resolves with the successful Response. A 401 on any call but
 * the session ones waits for the one shared refresh and retries once; if the refresh fails the
 * user is signed out locally and the call rejects. Any non-2xx answer rejects with an
 * HttpError carrying the parsed body and the resolved Portuguese message.
 */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const geracao = geracaoAtual();
  let response = await enviar(path, options);
  if (response.status === 401 && !SEM_RENOVACAO.has(path)) {
    // A refresh finished after this call left: its cookie is already the new one, just retry.
    const renovada = geracaoAtual() !== geracao || (await renovarSessao(chamarRenovacao));
    if (!renovada) throw new HttpError(401, await readBody(response));
    response = await enviar(path, options);
  }
  if (!response.ok) {
    const falha = new HttpError(response.status, await readBody(response));
    if (response.status !== 401) console.error(`[http] ${options.method ?? 'GET'} ${path}: ${response.status} ${falha.message}`, falha.body);
    throw falha;
  }
  return response;
}

/** Like request, and parses the JSON answer. */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await request(path, options);
  return (await response.json()) as T;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
