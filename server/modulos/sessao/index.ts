import type { App, OpcoesModulo } from '../../contexto';
import type { Correio } from '../../mail';
import { criarGuardas, protegerCom } from './auth/guard';
import { agendarLimpeza } from './auth/limpeza';
import { rotasConta } from './rotas/conta';
import { rotasLogin, type OpcoesLogin } from './rotas/login';
import { rotasMinhasSessoes } from './rotas/minhas-sessoes';
import { CHAVE_LOG_SEGURANCA, rotasSeguranca } from './rotas/seguranca';

export interface OpcoesSessao extends OpcoesModulo {
  /** Sign-in internals tests control (hash queue, password check, slow-down wait). */
  login?: OpcoesLogin;
  correio: Correio;
  urlPublica?: string;
  producao?: boolean;
}

/**
 * Session and accounts: sign-in, renewal, logout and password change; access requests and
 * password resets; the security log. Most of /v1/login_erp answers without a session, so the
 * guards sit on the groups that need them (alterar-senha inside ./rotas/login, the log here).
 */
export default async function sessao(app: App, opts: OpcoesSessao): Promise<void> {
  const { ctx } = opts;
  agendarLimpeza(app, ctx);
  await app.register(async (login: App) => rotasLogin(login, ctx, opts.login));
  await app.register(rotasConta, { ctx, correio: opts.correio, urlPublica: opts.urlPublica, producao: opts.producao });
  await app.register(async (minhas: App) => {
    protegerCom(minhas, criarGuardas(ctx).autenticar);
    rotasMinhasSessoes(minhas, ctx);
  });
  await app.register(
    async (seguranca: App) => {
      protegerCom(seguranca, criarGuardas(ctx).exigirPermissao(CHAVE_LOG_SEGURANCA));
      rotasSeguranca(seguranca, ctx);
    },
  );
}
