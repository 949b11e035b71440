import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app';
import { SCRYPT_TESTES } from '../../../server/modulos/sessao/auth/password';
import type { Banco } from '../../../server/db';
import { bancoDeTeste } from '../postgres/banco';
import { criarCorreio, lerOutbox, type Correio, type MensagemLida } from '../../../server/mail';
import { AGORA_TESTES, cookiesDe, criarRelogio, VERSAO, type Relogio } from '../helpers';

export { AGORA_TESTES, cookiesDe, VERSAO };
export const URL_PUBLICA = 'https://painel.retaguarda.test';

export interface ContaTestApp {
  app: FastifyInstance;
  db: Banco;
  relogio: Relogio;
  outboxDir: string;
  /** Every log line of the app and of the mail module, as JSON text. */
  logs: string[];
  /** Waits for the background e-mails, then reads the outbox (newest last). */
  outbox(): Promise<MensagemLida[]>;
  post(url: string, payload: object, ip?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app with its own outbox directory and a captured log, on a fresh in-memory database. */
export async function createContaTestApp(opts: { urlPublica?: string } = {}): Promise<ContaTestApp> {
  const { db, descartar } = await bancoDeTeste({ orders: 20, now: AGORA_TESTES, scrypt: SCRYPT_TESTES }, { padrao: false });
  const relogio = criarRelogio();
  const logs: string[] = [];
  const destino = new Writable({
    write(chunk: Buffer, _enc, feito) {
      logs.push(chunk.toString('utf8'));
      feito();
    },
  });
  const outboxDir = mkdtempSync(join(tmpdir(), 'retaguarda-outbox-'));
  const registrar = (nivel: string) => (obj: object, msg: string) => logs.push(JSON.stringify({ nivel, ...obj, msg }));
  const correio: Correio = criarCorreio({ outboxDir, log: { info: registrar('info'), error: registrar('error') } });
  const app = await buildApp({
    db,
    jwtSecret: 'segredo-de-testes-com-pelo-menos-32-bytes!!',
    now: () => relogio.agora,
    scrypt: SCRYPT_TESTES,
    correio,
    urlPublica: opts.urlPublica ?? URL_PUBLICA,
    producao: false,
    logStream: destino,
  });

  return {
    app,
    db,
    relogio,
    outboxDir,
    logs,
    async outbox() {
      await correio.aguardarEnvios();
      return lerOutbox(outboxDir);
    },
    post: (url, payload, ip = '127.0.0.1') => app.inject({ method: 'POST', url, headers: VERSAO, payload, remoteAddress: ip }),
    async close() {
      await app.close();
      await descartar();
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
