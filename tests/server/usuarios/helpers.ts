import type { LightMyRequestResponse } from 'fastify';
import { SENHA } from '../helpers';
import { cookiesDe, createContaTestApp, VERSAO, type ContaTestApp } from '../conta/helpers';
import { sqlDe, type SqlTeste } from '../sql-teste';

export interface UsuariosTestApp extends ContaTestApp {
  sql: SqlTeste;
  login(email: string, senha?: string): Promise<string>;
  pedir(cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** The link token of the last "definir senha" e-mail to `para`. */
  tokenDefinir(para: string): Promise<string>;
}

/** The demo data (admin@, vendas@, financeiro@ and inativo@ in group 1; seller 5 is group 2) with an outbox. */
export async function createUsuariosTestApp(): Promise<UsuariosTestApp> {
  const t = await createContaTestApp();
  return {
    ...t,
    sql: sqlDe(t.db),
    async login(email, senha = SENHA) {
      const res = await t.post('/v1/login_erp/logar', { email, senha });
      if (res.statusCode !== 200) throw new Error(`login de ${email} falhou: ${res.statusCode} ${res.body}`);
      return cookiesDe(res);
    },
    pedir: (cookie, method, url, payload) => t.app.inject({ method, url, headers: { ...VERSAO, cookie }, payload }),
    async tokenDefinir(para) {
      const msg = (await t.outbox()).filter((m) => m.para === para).at(-1);
      const token = msg ? /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(msg.texto)?.[1] : undefined;
      if (!token) throw new Error(`nenhum link para ${para}`);
      return token;
    },
  };
}
