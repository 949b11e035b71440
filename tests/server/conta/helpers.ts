import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { MENSAGENS } from '../../../src/api/envelope';
import { SCRYPT_TESTES } from '../../../server/auth/password';
import { Tokens } from '../../../server/auth/tokens';
import type { App, Contexto } from '../../../server/contexto';
import { migrate, openDatabase, seedDemo, type Database } from '../../../server/db';
import { migrateConta } from '../../../server/db/migrations-conta';
import { registrarNaoEncontrado, tratarErro } from '../../../server/http/erros';
import { compiladorZod } from '../../../server/http/validacao';
import { criarCorreio, lerOutbox, type Correio, type MensagemLida } from '../../../server/mail';
import rotasLoginErp from '../../../server/routes/login-erp';
import conta from '../../../server/routes/conta';
import { AGORA_TESTES, cookiesDe, VERSAO, type Relogio } from '../helpers';

export { AGORA_TESTES, cookiesDe, VERSAO };
export const URL_PUBLICA = 'https://painel.retaguarda.test';

export interface ContaTestApp {
  app: FastifyInstance;
  db: Database;
  relogio: Relogio;
  ctx: Contexto;
  outboxDir: string;
  /** Every log line of the app and of the mail module, as JSON text. */
  logs: string[];
  /** Waits for the background e-mails, then reads the outbox (newest last). */
  outbox(): Promise<MensagemLida[]>;
  post(url: string, payload: object, ip?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * buildApp does not register the account routes yet and is ready() when it returns, so this
 * composes the same exported pieces (validator, error handler, cookies, 404, the version guard,
 * the session routes) plus the conta plugin. Once buildApp registers conta, this becomes
 * createTestApp with an outbox directory.
 */
export async function createContaTestApp(opts: { urlPublica?: string } = {}): Promise<ContaTestApp> {
  const db = openDatabase('sqlite::memory:');
  await migrate(db);
  await migrateConta(db);
  await seedDemo(db, { orders: 20, now: AGORA_TESTES, scrypt: SCRYPT_TESTES });
  const relogio: Relogio = {
    agora: new Date(AGORA_TESTES),
    avancar(ms) {
      this.agora = new Date(this.agora.getTime() + ms);
    },
  };
  const logs: string[] = [];
  const destino = new Writable({
    write(chunk: Buffer, _enc, feito) {
      logs.push(chunk.toString('utf8'));
      feito();
    },
  });
  const app: App = Fastify({ logger: { level: 'info', stream: destino } }).withTypeProvider();
  const agora = () => relogio.agora;
  const ctx: Contexto = { db, tokens: new Tokens('segredo-de-testes-com-pelo-menos-32-bytes!!', agora), agora, scrypt: SCRYPT_TESTES, cookieSecure: true };
  const outboxDir = mkdtempSync(join(tmpdir(), 'retaguarda-outbox-'));
  const correio: Correio = criarCorreio({ outboxDir, log: app.log });

  app.setValidatorCompiler(compiladorZod);
  app.setErrorHandler(tratarErro);
  await app.register(fastifyCookie);
  app.decorateRequest('usuario', null);
  app.decorateRequest('sid', null);
  // The same guard as buildApp's onRequest hook (not exported).
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'POST' && !req.headers['x-client-version']) return reply.code(400).send({ RES: MENSAGENS.versaoCliente });
  });
  registrarNaoEncontrado(app, null);
  rotasLoginErp(app, ctx);
  await app.register(conta, { ctx, correio, urlPublica: opts.urlPublica ?? URL_PUBLICA, producao: false });
  await app.ready();

  return {
    app,
    db,
    relogio,
    ctx,
    outboxDir,
    logs,
    async outbox() {
      await correio.aguardarEnvios();
      return lerOutbox(outboxDir);
    },
    post: (url, payload, ip = '127.0.0.1') => app.inject({ method: 'POST', url, headers: VERSAO, payload, remoteAddress: ip }),
    async close() {
      await app.close();
      await db.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

/** The token of the last reset link in the outbox sent to `para`. */
export async function tokenDoUltimoLink(t: ContaTestApp, para: string): Promise<string> {
  const msg = (await t.outbox()).filter((m) => m.para === para).at(-1);
  const token = msg ? /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(msg.texto)?.[1] : undefined;
  if (!token) throw new Error(`nenhum link de redefinição para ${para}`);
  return token;
}
