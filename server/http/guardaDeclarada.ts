/**
 * The guard of every route, from the endpoint it serves: `rotaDoContrato` puts the contract's
 * endpoint in the route's config, and this root hook prepends the onRequest checks its `acesso`
 * names. A route cannot be served unguarded by forgetting a hook; an API route that declares no
 * endpoint stops the boot.
 */
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Acesso, Requisito } from '@retaguarda/contrato/modulos/acesso';
import type { Contexto } from '../contexto';
import { criarGuardas, type Gancho, type Guardas } from '../modulos/sessao/auth/guard';
import { emNomeDoEndpoint } from '../modulos/sessao/seguranca/log';

/** Where the API lives: a route under these must serve a declared endpoint. */
const PREFIXOS_API = ['/v1/', '/v2/', '/api/'];
const ehDaApi = (url: string): boolean => url === '/api' || PREFIXOS_API.some((prefixo) => url.startsWith(prefixo));

/**
 * The onRequest checks an access rule needs, in order. 'publico' and a signed call add none: the
 * handler verifies the signature or the e-mailed link's token, which no session stands in for.
 * `todas`: one sign-in, then each requirement in turn; the first one missing answers 403 and is
 * logged with its keys, as `exigirAlguma` logs them.
 */
export function ganchosDoAcesso(acesso: Acesso, guardas: Guardas): Gancho[] {
  if (acesso === 'publico' || (typeof acesso === 'object' && 'assinado' in acesso)) return [];
  if (acesso === 'sessao') return [guardas.autenticar];
  if ('chave' in acesso) return guardas.exigirPermissao(acesso.chave);
  if ('qualquer' in acesso) return guardas.exigirAlguma(acesso.qualquer);
  // all of nothing is nobody (podeChamar): one check of no keys refuses every caller
  const requisitos: readonly Requisito[] = acesso.todas.length > 0 ? acesso.todas : [{ qualquer: [] }];
  return [guardas.autenticar, ...requisitos.map((r) => guardas.conferirAlguma(typeof r === 'string' ? [r] : r.qualquer))];
}

const descrever = (r: Pick<RouteOptions, 'method' | 'url'>): string => `${[r.method].flat().join(',')} ${r.url}`;

/**
 * Registered on the root before any module, so its onRoute hook sees every route. A plugin's own
 * onRoute hook runs after this one: a route whose endpoint such a hook sets (a third-party
 * plugin's routes, which take no config) is checked again when the app is ready, and refused there
 * if it is still undeclared, or declared with an `acesso` that needed a guard this hook could no
 * longer add.
 */
export function registrarGuardaDeclarada(app: FastifyInstance, ctx: Contexto): void {
  const guardas = criarGuardas(ctx);
  const semEndpoint: RouteOptions[] = [];
  app.addHook('onRoute', (rota) => {
    const endpoint = rota.config?.endpoint;
    if (!endpoint) {
      semEndpoint.push(rota);
      return;
    }
    const ganchos = ganchosDoAcesso(endpoint.acesso, guardas);
    // first of all: what the handler writes to the security log is checked against this endpoint
    const emNome: onRequestHookHandler = (_req, _reply, seguir) => emNomeDoEndpoint(endpoint, seguir);
    // a new array: Fastify copied the options for the HEAD twin of a GET, which passes here too
    rota.onRequest = [emNome, ...ganchos, ...[rota.onRequest ?? []].flat()];
  });
  app.addHook('onReady', async () => {
    const recusadas = semEndpoint.flatMap((rota) => {
      const endpoint = rota.config?.endpoint;
      if (!endpoint) return ehDaApi(rota.url) ? [`${descrever(rota)}: sem endpoint declarado (use rotaDoContrato)`] : [];
      return ganchosDoAcesso(endpoint.acesso, guardas).length > 0 ? [`${descrever(rota)}: endpoint declarado depois da guarda`] : [];
    });
    if (recusadas.length > 0) throw new Error(`Rotas da API sem guarda declarada:\n${recusadas.join('\n')}`);
  });
}
