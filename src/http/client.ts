import { API_BASE_URL, CLIENT_VERSION, CLIENT_VERSION_HEADER } from '../config';
import { HttpError } from './HttpError';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface RequestOptions {
  method?: HttpMethod;
  /** Serialised as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. Accept for a file download. */
  headers?: Record<string, string>;
}

/**
 * Sends one call to the API and resolves with the successful Response; any non-2xx answer
 * rejects with an HttpError carrying the parsed body and the resolved Portuguese message.
 */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const response = await fetch(`${API_BASE_URL}${path}`, {
    method,
    credentials: 'include',
    signal,
    headers: {
      Accept: 'application/json',
      [CLIENT_VERSION_HEADER]: CLIENT_VERSION,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new HttpError(response.status, await readBody(response));
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
