import type { App, OpcoesModulo } from '../../contexto';
import { rotasConta } from './rotas/conta';
import { rotasLogin } from './rotas/login';
import { rotasMinhasSessoes } from './rotas/minhas-sessoes';
import { rotasSeguranca } from './rotas/seguranca';

/**
 * Session and accounts: sign-in, renewal, logout and password change; access requests and
 * password resets; the user's own sessions; the security log. Most of /v1/login_erp answers
 * without a session: each endpoint's `acesso` (contrato/api/rotasEntrada.ts, minhasSessoes.ts)
 * says which.
 */
export default async function sessao(app: App, opts: OpcoesModulo): Promise<void> {
  const { ctx } = opts;
  await app.register(async (login: App) => rotasLogin(login, ctx, opts.login));
  await app.register(rotasConta, { ctx, correio: opts.correio, urlPublica: opts.urlPublica, producao: opts.producao });
  rotasMinhasSessoes(app, ctx);
  rotasSeguranca(app, ctx);
}
