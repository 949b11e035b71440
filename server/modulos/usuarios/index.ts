import type { App, OpcoesModulo } from '../../contexto';
import { origensDoAmbiente } from '../sessao/conta/origem';
import { rotasUsuarios } from './rotas';

/**
 * The users register: users, profiles and access requests of the caller's seller group, all
 * behind cadastros_usuarios_do_sistema (CHAVE_USUARIOS, in each endpoint's `acesso`). Sign-in and
 * the account's own pages stay in the session module; the keys a user holds are read there on
 * every call (profile ∪ extras).
 */
export default async function usuarios(app: App, opts: OpcoesModulo): Promise<void> {
  const producao = opts.producao ?? process.env.NODE_ENV === 'production';
  rotasUsuarios(app, opts.ctx, { correio: opts.correio, origens: origensDoAmbiente(process.env, opts.urlPublica, producao) });
}
