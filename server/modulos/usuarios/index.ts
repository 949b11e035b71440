import { CHAVE_USUARIOS } from '@retaguarda/contrato/api/usuarios';
import type { App, OpcoesModulo } from '../../contexto';
import type { Correio } from '../../mail';
import { criarGuardas, protegerCom } from '../sessao/auth/guard';
import { origensDoAmbiente } from '../sessao/conta/origem';
import { rotasUsuarios } from './rotas';

export interface OpcoesUsuarios extends OpcoesModulo {
  correio: Correio;
  urlPublica?: string;
  producao?: boolean;
}

/**
 * The users register (issue 17): users, profiles and access requests of the caller's seller
 * group, all behind cadastros_usuarios_do_sistema. Sign-in and the account's own pages stay in
 * the session module; the keys a user holds are read there on every call (profile ∪ extras).
 */
export default async function usuarios(app: App, opts: OpcoesUsuarios): Promise<void> {
  const { ctx } = opts;
  protegerCom(app, criarGuardas(ctx).exigirPermissao(CHAVE_USUARIOS));
  const producao = opts.producao ?? process.env.NODE_ENV === 'production';
  rotasUsuarios(app, ctx, { correio: opts.correio, origens: origensDoAmbiente(process.env, opts.urlPublica, producao) });
}
