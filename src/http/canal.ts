/**
 * The one typed channel for the calls that are not a resource's CRUD: the screen passes the
 * contract's endpoint, which carries its schemas. The body is checked before it leaves, the
 * answer is parsed once, and the types come from the schemas. No React here: the sign-in pages
 * and the auth provider run outside react-admin's context and call it directly; inside the
 * panel it is reached through the data provider (useCanal).
 */
import type { z } from 'zod/mini';
import { MENSAGEM_PADRAO_ERRO } from '@retaguarda/contrato/api/envelope';
import type { ARQUIVO } from '@retaguarda/contrato/api/arquivo';
import type { RotaApi } from '@retaguarda/contrato/api/rotas';
import { conferir } from '@retaguarda/contrato/api/validacao';
import { HttpError } from './HttpError';
import { lerArquivo } from './arquivo';
import { inteiroDoCabecalho, nomeDoArquivo } from './arquivoDaResposta';
import { requestRota, type RotaOptions } from './rota';

type Esquema = z.ZodMiniType;

export type ArgsDe<E extends RotaApi> = (E extends { parametros: infer P extends Esquema } ? { parametros: z.input<P> } : { parametros?: never }) &
  (E extends { corpo: infer C extends Esquema }
    ? { corpo: z.input<C>; arquivo?: never }
    : {
        corpo?: never;
        /** Bytes sent as they are (a photo, an imported spreadsheet): the handler reads them, no schema describes them. */
        arquivo?: Blob | Uint8Array<ArrayBuffer>;
      }) & {
    signal?: AbortSignal;
    /** Headers a route asks for beside its body (the charge's Idempotency-Key). */
    cabecalhos?: Record<string, string>;
  };

/** `{ RES }` alone resolves its RES; an envelope with more beside it (`PAG`) resolves whole. */
type SemEnvelope<O> = O extends { RES: infer R } ? (Exclude<keyof O, 'RES'> extends never ? R : O) : O;

export type RespostaDe<E extends RotaApi> = E extends { resposta: infer S extends Esquema } ? SemEnvelope<z.output<S>> : void;

/** An endpoint whose answer is JSON (or nothing); a file's goes through `baixar`. */
export type RotaJson = RotaApi & { resposta?: Esquema };
export type RotaArquivo = RotaApi & { resposta: typeof ARQUIVO };

export interface ProgressoArquivo {
  bytes: number;
  /** Content-Length when the server knows it up front; a streamed file usually has none. */
  totalBytes: number | null;
  /** X-Total-Rows, when the server says how many rows the file holds. */
  linhas: number | null;
}

export interface ArquivoBaixado {
  blob: Blob;
  nomeArquivo: string;
  linhas: number | null;
}

export type ArgsDeArquivo<E extends RotaArquivo> = ArgsDe<E> & {
  /** The file's content type: asked for in Accept, and the Blob's type when the answer names none. */
  tipo: string;
  /** The name when the answer has no Content-Disposition. */
  nomePadrao: string;
  onProgresso?: (p: ProgressoArquivo) => void;
};

export interface CanalApi {
  chamar<E extends RotaJson>(endpoint: E, args: ArgsDe<E>): Promise<RespostaDe<E>>;
  baixar<E extends RotaArquivo>(endpoint: E, args: ArgsDeArquivo<E>): Promise<ArquivoBaixado>;
}

/**
 * The body against the endpoint's schema, read as the server reads it (the contract's conferir): a
 * refusal rejects with the HttpError a server 400 gives, so formErrorsFrom and the notifications
 * read it the same way.
 */
function conferirCorpo(endpoint: RotaApi, corpo: unknown): void {
  if (!endpoint.corpo) return;
  const r = conferir(endpoint.corpo, corpo);
  if (!r.ok) throw new HttpError(400, r.erro);
}

function opcoesDe(
  endpoint: RotaApi,
  args: { parametros?: unknown; corpo?: unknown; arquivo?: Blob | Uint8Array<ArrayBuffer>; signal?: AbortSignal; cabecalhos?: Record<string, string> },
  headers?: Record<string, string>,
): RotaOptions {
  conferirCorpo(endpoint, args.corpo);
  return {
    // the route's `:name` values; caminhoDe encodes each
    parametros: args.parametros as Record<string, string | number> | undefined,
    body: args.corpo ?? args.arquivo,
    signal: args.signal,
    headers: args.cabecalhos || headers ? { ...args.cabecalhos, ...headers } : undefined,
  };
}

/** An answer the contract does not describe: the server and the panel disagree, the user gets the default text. */
export class RespostaForaDoContrato extends Error {
  constructor(cause: unknown) {
    super(MENSAGEM_PADRAO_ERRO, { cause });
    this.name = 'RespostaForaDoContrato';
  }
}

function foraDoContrato(endpoint: RotaApi, causa: unknown): RespostaForaDoContrato {
  console.error(`[http] ${endpoint.metodo} ${endpoint.caminho}: resposta fora do contrato`, causa);
  return new RespostaForaDoContrato(causa);
}

const soEnvelope = (esquema: Esquema): boolean => {
  const shape = (esquema._zod.def as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && Object.keys(shape).length === 1 && 'RES' in shape;
};

/** Sends through request() (its headers, its shared refresh on a 401), parses the answer once and resolves its RES. */
export async function chamar<E extends RotaJson>(endpoint: E, args: ArgsDe<E>): Promise<RespostaDe<E>> {
  const resposta = await requestRota(endpoint, opcoesDe(endpoint, args));
  const esquema = endpoint.resposta;
  if (!esquema) return undefined as RespostaDe<E>;
  let lido: unknown;
  try {
    lido = await resposta.json();
  } catch (erro) {
    throw foraDoContrato(endpoint, erro);
  }
  const r = esquema.safeParse(lido);
  if (!r.success) throw foraDoContrato(endpoint, r.error);
  const dados = r.data as { RES?: unknown };
  return (soEnvelope(esquema) ? dados.RES : dados) as RespostaDe<E>;
}

/**
 * A file answer: asks for the type (an error still comes as JSON), reads the body as it arrives
 * (lerArquivo: progress, the caller's signal stops it) and names it as the server does.
 */
export async function baixar<E extends RotaArquivo>(endpoint: E, args: ArgsDeArquivo<E>): Promise<ArquivoBaixado> {
  const { tipo, nomePadrao, onProgresso } = args;
  const resposta = await requestRota(endpoint, opcoesDe(endpoint, args, { Accept: `${tipo}, application/json` }));
  const totalBytes = inteiroDoCabecalho(resposta.headers.get('Content-Length'));
  const linhas = inteiroDoCabecalho(resposta.headers.get('X-Total-Rows'));
  const nomeArquivo = nomeDoArquivo(resposta.headers.get('Content-Disposition'), nomePadrao);
  onProgresso?.({ bytes: 0, totalBytes, linhas });
  const blob = await lerArquivo(resposta, resposta.headers.get('Content-Type') || tipo, {
    signal: args.signal,
    onProgress: (bytes) => onProgresso?.({ bytes, totalBytes, linhas }),
  });
  return { blob, nomeArquivo, linhas };
}
