import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { RECURSOS } from '@retaguarda/contrato/recursos/index';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { buildApp } from '../../../server/app';
import type { Banco, SeedResult } from '../../../server/db';
import { MIGRACOES } from '../../../server/db/migracoes';
import { migrarAteAUltima } from '../../../server/db/migrar';
import { SCRYPT_TESTES } from '../../../server/modulos/sessao/auth/password';
import type { Catalogo } from '../../../server/modulos/recursos/tabela/sincronizar';
import { AGORA_TESTES } from '../agora';
import { cookiesDe, criarRelogio, SENHA, VERSAO, type Relogio } from '../helpers';
import { bancoDeTeste } from '../postgres/banco';
import { sqlDe, type SqlTeste } from '../sql-teste';
import { ferramentas } from './ferramentas';

export { ferramentas };

export interface AppRecursos {
  app: FastifyInstance;
  db: Banco;
  sql: SqlTeste;
  seed: SeedResult;
  relogio: Relogio;
  catalogo: Catalogo;
  login(email: string): Promise<string>;
  /** A call with the session cookie and the client version. */
  chamar(cookie: string, metodo: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The demo database with the extra resources' tables migrated, and an app serving them beside RECURSOS. */
export async function criarAppRecursos(extras: Readonly<Record<string, Recurso>> = { ferramentas }): Promise<AppRecursos> {
  const { db, seed, descartar } = await bancoDeTeste({ orders: 0, now: AGORA_TESTES, scrypt: SCRYPT_TESTES }, { padrao: true });
  const catalogo: Catalogo = { ...RECURSOS, ...extras };
  await migrarAteAUltima(db.kysely, MIGRACOES, catalogo);
  const relogio = criarRelogio();
  const app = await buildApp({
    db,
    jwtSecret: 'segredo-de-testes-com-pelo-menos-32-bytes!!',
    logger: false,
    now: () => relogio.agora,
    scrypt: SCRYPT_TESTES,
    recursos: catalogo,
  });
  return {
    app,
    db,
    sql: sqlDe(db),
    seed,
    relogio,
    catalogo,
    async login(email) {
      const res = await app.inject({ method: 'POST', url: '/v1/login_erp/logar', headers: VERSAO, payload: { email, senha: SENHA } });
      if (res.statusCode !== 200) throw new Error(`login de ${email} falhou: ${res.statusCode} ${res.body}`);
      return cookiesDe(res);
    },
    chamar: (cookie, metodo, url, payload) => app.inject({ method: metodo, url, headers: { cookie, ...VERSAO }, ...(payload ? { payload } : {}) }),
    async close() {
      await app.close();
      await descartar();
    },
  };
}
