import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';
import type { Banco } from '../../server/db';
import { AGORA_TESTES, criarRelogio, VERSAO, type Relogio } from './helpers';
import { bancoDeTeste } from './postgres/banco';
import { sqlDe, type SqlTeste } from './sql-teste';

/** A test app whose sign-in internals (hash queue, password check, wait) and limits the test sets. */
export interface AppLogin {
  app: FastifyInstance;
  db: Banco;
  /** Raw SQL on db, the same on SQLite and PostgreSQL. */
  sql: SqlTeste;
  relogio: Relogio;
  logar(email: string, senha: string, ip: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function criarAppLogin(opcoes: Omit<AppOptions, 'db'> = {}): Promise<AppLogin> {
  const { db, descartar } = await bancoDeTeste({ orders: 10, now: AGORA_TESTES, scrypt: SCRYPT_TESTES }, { padrao: false });
  const relogio = criarRelogio();
  const app = await buildApp({
    jwtSecret: 'segredo-de-testes-com-pelo-menos-32-bytes!!',
    logger: false,
    now: () => relogio.agora,
    scrypt: SCRYPT_TESTES,
    ...opcoes,
    // The per-e-mail slow-down answers at once unless the test watches it.
    login: { esperar: async () => undefined, ...opcoes.login },
    db,
  });
  return {
    app,
    db,
    sql: sqlDe(db),
    relogio,
    logar: (email, senha, ip, headers = {}) =>
      app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: { ...VERSAO, ...headers }, payload: { email, senha }, remoteAddress: ip }),
    async close() {
      await app.close();
      await descartar();
    },
  };
}

/** A promise the test resolves when it decides: a password check that waits for the test. */
export function portao(): { aberto: Promise<void>; abrir: () => void } {
  let abrir = (): void => undefined;
  const aberto = new Promise<void>((resolve) => {
    abrir = resolve;
  });
  return { aberto, abrir };
}
