import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { MENSAGENS, type ErroMensagem } from '../src/api/envelope';
import { SCRYPT_OWASP, type ScryptParams } from './auth/password';
import { segredoPersistido } from './auth/segredo';
import { Tokens } from './auth/tokens';
import type { App, Contexto } from './contexto';
import type { Database } from './db';
import { registrarNaoEncontrado, tratarErro } from './http/erros';
import { compiladorZod } from './http/validacao';
import { correioDoAmbiente, criarCorreio, type Correio } from './mail';
import rotasConfig from './routes/config';
import rotasConta from './routes/conta';
import rotasLoginErp from './routes/login-erp';
import rotasNfce from './routes/nfce';
import rotasStatus from './routes/status';
import rotasVendas from './routes/vendas';

export interface AppOptions {
  db: Database;
  /** HS256 key (at least 32 bytes). Absent: one is generated and kept in the settings table. */
  jwtSecret?: Uint8Array | string;
  /** The built panel (dist/): served on the same port, index.html for any non-API page. */
  staticDir?: string;
  /** Secure cookies (default true); false only for plain-HTTP localhost. */
  cookieSecure?: boolean;
  logger?: boolean;
  /** Clock, injectable so tests can move past token lifetimes and rate-limit windows. */
  now?: () => Date;
  /** Hashing cost for new passwords (default OWASP); tests pass SCRYPT_TESTES. */
  scrypt?: ScryptParams;
  /** Trust X-Forwarded-For (behind a reverse proxy) for the login rate limit's IP. */
  trustProxy?: boolean;
  /** Account e-mail (default: SMTP_URL, else .eml files in OUTBOX_DIR or var/outbox). */
  correio?: Correio;
  /** Origin of the panel in e-mailed links (default PUBLIC_URL; required in production). */
  urlPublica?: string;
  /** Production rules (default NODE_ENV === 'production'). */
  producao?: boolean;
  /** Log destination when logging (default stdout); tests read it to prove secrets stay out. */
  logStream?: NodeJS.WritableStream;
}

/** Reset links carry their token in the page URL; the request log keeps only a placeholder. */
const semToken = (url: string): string => url.replace(/([?&]token=)[^&#]*/gi, '$1[oculto]');

const METODOS_QUE_ALTERAM = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function registrarEstaticos(app: FastifyInstance, staticDir: string | undefined): ((reply: FastifyReply) => FastifyReply) | null {
  if (!staticDir) return null;
  const raiz = resolve(staticDir);
  if (!existsSync(join(raiz, 'index.html'))) return null;
  // wildcard: false registers one route per built file, so unknown paths reach the 404 handler.
  // preCompressed: the build writes .br and .gz beside each file (build/comprimirArquivos.ts).
  app.register(fastifyStatic, {
    root: raiz,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, caminho) => {
      // a built asset's name carries its content hash: a new version is a new name; anything
      // else (index.html, also sent for every panel address below; favicon, logos) is checked
      // with the server on each use
      res.setHeader('cache-control', caminho.startsWith(join(raiz, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (reply) => reply.sendFile('index.html');
}

/** Builds the API (and, with staticDir, the panel) without listening: tests inject requests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app: App = Fastify({
    logger: options.logger || options.logStream
      ? {
          level: process.env.LOG_LEVEL ?? 'info',
          ...(options.logStream ? { stream: options.logStream } : {}),
          serializers: {
            req: (req: { method: string; url: string; host?: string; ip?: string }) => ({ method: req.method, url: semToken(req.url), host: req.host, remoteAddress: req.ip }),
          },
          // Cookies carry the tokens; bodies carry passwords. Neither is ever logged.
          redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'req.body', '*.senha', '*.nova_senha', '*.senha_atual', '*.token', '*.confirmacao'], censor: '[oculto]' },
        }
      : false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider();

  const agora = options.now ?? (() => new Date());
  const ctx: Contexto = {
    db: options.db,
    tokens: new Tokens(options.jwtSecret ?? (await segredoPersistido(options.db.kysely)), agora),
    agora,
    scrypt: options.scrypt ?? SCRYPT_OWASP,
    cookieSecure: options.cookieSecure ?? true,
  };

  app.setValidatorCompiler(compiladorZod);
  app.setErrorHandler(tratarErro);
  // Shop-floor connections are slow: JSON and the panel's JS/CSS travel compressed (the .xlsx is a zip already).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  app.decorateRequest('usuario', null);
  app.decorateRequest('sid', null);

  app.addHook('onRequest', async (req, reply) => {
    if (!/^\/v\d+\//.test(req.url)) return;
    reply.header('cache-control', 'no-store');
    // Required on every state-changing call: with SameSite=Strict it is the CSRF guard.
    if (METODOS_QUE_ALTERAM.has(req.method) && !req.headers['x-client-version']) {
      return reply.code(400).send({ RES: MENSAGENS.versaoCliente } satisfies ErroMensagem);
    }
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    // The panel is never framed: no clickjacking of signed-in staff.
    reply.header('x-frame-options', 'DENY');
  });

  registrarNaoEncontrado(app, registrarEstaticos(app, options.staticDir));
  rotasLoginErp(app, ctx);
  rotasConfig(app, ctx);
  rotasVendas(app, ctx);
  rotasStatus(app, ctx);
  rotasNfce(app, ctx);
  const correio = options.correio ?? criarCorreio({ ...correioDoAmbiente(), log: app.log });
  await app.register(rotasConta, { ctx, correio, urlPublica: options.urlPublica, producao: options.producao });
  await app.ready();
  return app;
}
