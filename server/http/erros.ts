import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MENSAGEM_PADRAO_ERRO, MENSAGENS_COMUNS, type ErroMensagem } from '@retaguarda/contrato/api/envelope';
import { aceitaHtml, caminhoNormalizado, ehCaminhoDaApi, ehEnderecoDePagina, pedeHtml } from './caminho';
import { ErroDeValidacao } from './validacao';

/** An expected failure with a readable Portuguese message: answered as `{ RES: mensagem }`. */
export class ErroHttp extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ErroHttp';
  }
}

/** Messages for Fastify's own 4xx errors, so no English (or internals) reaches the panel. */
const MENSAGENS_FASTIFY: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio',
  FST_ERR_CTP_BODY_TOO_LARGE: 'O corpo da requisição é grande demais',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado: envie application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho do corpo inválido',
};

function temStatus(e: unknown): e is FastifyError & { statusCode: number } {
  return typeof e === 'object' && e !== null && 'statusCode' in e && typeof (e as { statusCode: unknown }).statusCode === 'number';
}

export function tratarErro(erro: unknown, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (erro instanceof ErroDeValidacao) return reply.code(400).send(erro.corpo());
  if (erro instanceof ErroHttp) return reply.code(erro.statusCode).headers(erro.headers).send({ RES: erro.message } satisfies ErroMensagem);
  if (temStatus(erro) && erro.statusCode >= 400 && erro.statusCode < 500) {
    const mensagem = erro.statusCode === 429 ? MENSAGENS_COMUNS.muitasTentativas : (MENSAGENS_FASTIFY[erro.code] ?? MENSAGEM_PADRAO_ERRO);
    return reply.code(erro.statusCode).send({ RES: mensagem } satisfies ErroMensagem);
  }
  // Unexpected: logged with its stack on the server, never shown to the client.
  req.log.error({ err: erro }, 'erro inesperado');
  return reply.code(500).send({ RES: MENSAGEM_PADRAO_ERRO } satisfies ErroMensagem);
}

/**
 * The router's own failures (a malformed percent-escape in the path, a bad Content-Type) come
 * here before any hook: the same Portuguese envelope, never cached.
 */
export function erroDoFramework(cabecalhos: (req: FastifyRequest, reply: FastifyReply) => void) {
  return (erro: FastifyError, req: FastifyRequest, reply: FastifyReply): void => {
    cabecalhos(req, reply);
    responderErroDoFramework(erro, reply);
  };
}

function responderErroDoFramework(erro: FastifyError, reply: FastifyReply): void {
  const status = erro.statusCode && erro.statusCode >= 400 && erro.statusCode < 500 ? erro.statusCode : 400;
  const mensagem = erro.code === 'FST_ERR_BAD_URL' ? MENSAGENS_COMUNS.naoEncontrado : (MENSAGENS_FASTIFY[erro.code] ?? MENSAGEM_PADRAO_ERRO);
  void reply.code(erro.code === 'FST_ERR_BAD_URL' ? 404 : status).header('cache-control', 'no-store').send({ RES: mensagem } satisfies ErroMensagem);
}

interface Rota {
  metodo: string;
  padrao: RegExp;
}

/** A GET of a panel page: HTML accepted (any-type included), and a page address unless HTML is named. */
function querPagina(metodo: string, url: string, accept: string | undefined): boolean {
  if (metodo !== 'GET' && metodo !== 'HEAD') return false;
  if (ehCaminhoDaApi(url) || !aceitaHtml(accept)) return false;
  // An any-type Accept alone also comes from script and image requests: a missing chunk stays a 404, not HTML.
  return pedeHtml(accept) || ehEnderecoDePagina(url);
}

/**
 * 404 and 405 for the API; for any other GET that accepts HTML, the panel's index.html (the
 * SPA owns those paths). Routes are collected as they are added so 405 can list what exists.
 */
export function registrarNaoEncontrado(app: FastifyInstance, spaIndex: ((reply: FastifyReply) => FastifyReply) | null): void {
  const rotas: Rota[] = [];
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/v1/') && !r.url.startsWith('/v2/')) return;
    const padrao = new RegExp('^' + r.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+') + '/?$');
    for (const m of [r.method].flat()) rotas.push({ metodo: m, padrao });
  });
  app.setNotFoundHandler((req, reply) => {
    if (spaIndex && querPagina(req.method, req.url, req.headers.accept)) return spaIndex(reply);
    const caminho = caminhoNormalizado(req.url);
    const permitidos = [...new Set(rotas.filter((r) => r.padrao.test(caminho)).map((r) => r.metodo))].filter((m) => m !== 'HEAD');
    // the method is allowed but the spelling (//v1/…) was not routed: not found, not 405
    if (permitidos.length > 0 && !permitidos.includes(req.method)) {
      return reply.code(405).header('allow', permitidos.join(', ')).send({ RES: MENSAGENS_COMUNS.metodoNaoPermitido } satisfies ErroMensagem);
    }
    return reply.code(404).send({ RES: MENSAGENS_COMUNS.naoEncontrado } satisfies ErroMensagem);
  });
}
