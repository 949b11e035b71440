import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { registrarNegacoesNoLog } from './modulos/sessao/auth/guard';
import { SCRYPT_OWASP, type ScryptParams } from './modulos/sessao/auth/password';
import { segredoPersistido } from './db/segredo-persistido';
import { LIMITES_SESSAO_PADRAO, Tokens, type LimitesSessao } from './modulos/sessao/auth/tokens';
import type { App, Contexto, OpcoesModulo } from './contexto';
import type { Banco } from './db';
import { criarProtecoes } from './http/cabecalhos';
import { aceitarCorpoVazio } from './http/corpoVazio';
import { erroDoFramework, registrarNaoEncontrado, tratarErro } from './http/erros';
import { linhasLegiveis, registrarRequisicoesLegiveis, REQUISICAO_LENTA_MS, type FormatoLog } from './http/registro';
import { registrarGuardaDeclarada } from './http/guardaDeclarada';
import { coletarRotas } from './http/rotas';
import { trustProxyFastify, type ProxyConfiavel } from './proxy-confiavel';
import { compiladorDeRespostas } from './http/respostas';
import { compiladorZod } from './http/validacao';
import { correioDoAmbiente, criarCorreio, type Correio } from './mail';
import { carregarModulos, DIRETORIO_MODULOS } from './modulos/carregar';
import { carregarTarefas } from './tarefas/carregar';
import { carregarRelatorios } from './modulos/relatorios/carregar';
import { GRACE_PADRAO_MS, Trabalhador } from './tarefas/trabalhador';
import type { Catalogo } from './modulos/recursos/tabela/sincronizar';
import type { OpcoesLogin } from './modulos/sessao/rotas/login';

export interface AppOptions {
  db: Banco;
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
  /** Proxies whose X-Forwarded-For is believed (the login limit's IP): server/proxy-confiavel.ts. */
  trustProxy?: ProxyConfiavel;
  /** Idle and absolute session limits (default 8 h and 7 days). */
  sessao?: Partial<LimitesSessao>;
  /** Sign-in internals tests control (hash queue, password check, slow-down wait). */
  login?: OpcoesLogin;
  /** Account e-mail (default: SMTP_URL, else .eml files in OUTBOX_DIR or var/outbox). */
  correio?: Correio;
  /** Origin of the panel in e-mailed links (default PUBLIC_URL; required in production). */
  urlPublica?: string;
  /** Production rules (default NODE_ENV === 'production'). */
  producao?: boolean;
  /**
   * The simulated PSP's 'simular pagamento' (a pending Pix or boleto marked paid by the clerk):
   * the demo's stand-in for the customer paying. Default: on, except in production (PSP_SIMULADO).
   */
  pspSimulado?: boolean;
  /**
   * Check each JSON answer against its route's response schema before sending it (default: outside
   * production). server/http/respostas.ts says why production skips it.
   */
  conferirRespostas?: boolean;
  /** Log destination when logging (default stdout); tests read it to prove secrets stay out. */
  logStream?: NodeJS.WritableStream;
  /** How log lines look (default 'json'; `npm start` outside production: 'legivel', see server/http/registro.ts). */
  formatoLog?: FormatoLog;
  /** In the readable format, a successful request this slow still gets its line (default REQUISICAO_LENTA_MS). */
  requisicaoLentaMs?: number;
  /**
   * The declared resources served by the engine (default RECURSOS). Tests pass throwaway ones
   * beside the real, after migrating their tables with migrarAteAUltima(…, recursos).
   */
  recursos?: Catalogo;
  /** Where product photos are kept (default FOTOS_DIR, else var/fotos); tests pass a temporary directory. */
  fotosDir?: string;
  /**
   * The folders whose `<nome>/index.ts` modules are served (default server/modulos alone); tests add
   * one holding a throwaway module.
   */
  modulos?: readonly string[];
  /**
   * Run the declared jobs in this process (server/tarefas): `npm start` and `npm run worker` do;
   * absent, the jobs are declared and enqueued but nothing here runs them (tests drive a Trabalhador).
   */
  trabalhador?: OpcoesTrabalhadorDoApp;
}

export interface OpcoesTrabalhadorDoApp {
  /** At shutdown, how long running jobs may take before they are released to the queue (default 30 s). */
  graceMs?: number;
  /** Longest idle wait between polls (default by database: see Trabalhador). */
  intervaloMs?: number;
}

/** Reset links carry their token in the page URL; the request log keeps only a placeholder. */
const semToken = (url: string): string => url.replace(/([?&]token=)[^&#]*/gi, '$1[oculto]');

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
  const protecoes = criarProtecoes({ staticDir: options.staticDir, https: options.cookieSecure ?? true });
  const registra = Boolean(options.logger || options.logStream);
  const legivel = registra && options.formatoLog === 'legivel';
  const destinoLog = legivel ? linhasLegiveis(options.logStream ?? process.stdout) : options.logStream;
  const app: App = Fastify({
    logger: registra
      ? {
          level: process.env.LOG_LEVEL ?? 'info',
          ...(destinoLog ? { stream: destinoLog } : {}),
          serializers: {
            req: (req: { method: string; url: string; host?: string; ip?: string }) => ({ method: req.method, url: semToken(req.url), host: req.host, remoteAddress: req.ip }),
          },
          // Cookies carry the tokens; bodies carry passwords. Neither is ever logged.
          redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'req.body', '*.senha', '*.nova_senha', '*.senha_atual', '*.token', '*.confirmacao'], censor: '[oculto]' },
        }
      : false,
    // the readable format prints its own line, only for the requests worth reading
    ...(legivel ? { logController: new LogController({ disableRequestLogging: true }) } : {}),
    trustProxy: trustProxyFastify(options.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: erroDoFramework(protecoes.aplicar),
  }).withTypeProvider();

  const agora = options.now ?? (() => new Date());
  const ctx: Contexto = {
    db: options.db,
    tokens: new Tokens(options.jwtSecret ?? (await segredoPersistido(options.db.kysely, 'jwt_secret')), agora),
    agora,
    scrypt: options.scrypt ?? SCRYPT_OWASP,
    cookieSecure: options.cookieSecure ?? true,
    sessao: {
      ociosoMs: options.sessao?.ociosoMs ?? LIMITES_SESSAO_PADRAO.ociosoMs,
      maximoMs: options.sessao?.maximoMs ?? LIMITES_SESSAO_PADRAO.maximoMs,
    },
  };

  coletarRotas(app);
  app.setValidatorCompiler(compiladorZod);
  app.setSerializerCompiler(compiladorDeRespostas(options.conferirRespostas ?? !(options.producao ?? process.env.NODE_ENV === 'production')));
  aceitarCorpoVazio(app);
  app.setErrorHandler(tratarErro);
  // Shop-floor connections are slow: JSON and the panel's JS/CSS travel compressed (the .xlsx is a zip already).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  app.decorateRequest('usuario', null);
  app.decorateRequest('sid', null);

  protecoes.registrar(app);
  if (legivel) registrarRequisicoesLegiveis(app, options.requisicaoLentaMs ?? REQUISICAO_LENTA_MS);
  registrarNegacoesNoLog(app, ctx);
  registrarNaoEncontrado(app, registrarEstaticos(app, options.staticDir));
  const correio = options.correio ?? criarCorreio({ ...correioDoAmbiente(), log: app.log });
  const producao = options.producao;
  const opcoes: OpcoesModulo = {
    ctx,
    correio,
    urlPublica: options.urlPublica,
    producao,
    login: options.login,
    pspSimulado: options.pspSimulado ?? !(producao ?? process.env.NODE_ENV === 'production'),
    recursos: options.recursos,
    fotosDir: options.fotosDir,
    tarefas: await carregarTarefas(options.modulos ?? [DIRETORIO_MODULOS]),
    relatorios: await carregarRelatorios(options.modulos ?? [DIRETORIO_MODULOS]),
  };
  // Before any module: every route they add gets its guard from the endpoint it declares.
  registrarGuardaDeclarada(app, ctx);
  // Each module is an encapsulated plugin: its parsers, error handler and limits reach only its own routes.
  for (const diretorio of options.modulos ?? [DIRETORIO_MODULOS]) {
    for (const { plugin } of await carregarModulos(diretorio)) await app.register(plugin, opcoes);
  }
  if (options.trabalhador) registrarTrabalhador(app, opcoes, options.trabalhador);
  await app.ready();
  return app;
}

/** Starts the jobs' worker when the app is ready; closing the app stops it within its grace period. */
function registrarTrabalhador(app: App, opcoes: OpcoesModulo, config: OpcoesTrabalhadorDoApp): void {
  const trabalhador = new Trabalhador({
    banco: opcoes.ctx.db,
    tarefas: opcoes.tarefas,
    modulo: opcoes,
    agora: opcoes.ctx.agora,
    log: app.log,
    intervaloMs: config.intervaloMs,
  });
  app.addHook('onReady', async () => trabalhador.iniciar());
  app.addHook('onClose', async () => trabalhador.parar(config.graceMs ?? GRACE_PADRAO_MS));
}
