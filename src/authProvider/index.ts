import type { AuthProvider, UserIdentity } from 'react-admin';
import { HttpError } from '../http';
import { podeAbrirModulo } from '../registro/acesso';
import { moduloDoRecurso } from '../registro/moduloDoRecurso';
import { getUsuario } from '../session/store';
import type { EstadoDoPainel } from './limparEstado';
import { entrar, sair } from './sessao';

export { carregarDadosStart, entrar, iniciarSessao, sair } from './sessao';
export { limparEstadoDoPainel, MENSAGEM_ERRO_LIMPEZA } from './limparEstado';

export interface Identidade extends UserIdentity {
  nome_seller: string;
  email: string;
}

const permissoesAtuais = (): string[] => getUsuario()?.permissoes.permissions ?? [];

/**
 * react-admin's view of the session. Navigation after a sign-out belongs to the session guard
 * (it reacts to the stored user disappearing), so logout() answers false: react-admin then
 * clears its store and cache without navigating a second time.
 */
export function createAuthProvider(estado: EstadoDoPainel): AuthProvider {
  return {
    login: (params: unknown) => entrar(params),
    logout: async () => {
      await sair(estado);
      return false;
    },
    checkAuth: async () => {
      if (!getUsuario()) throw { message: false };
    },
    checkError: async (erro: unknown) => {
      // 401 arrives only after the shared refresh failed: the session is gone. 403 keeps the user
      // where they are; the screen shows the server's message.
      if (erro instanceof HttpError && erro.status === 401) throw { message: false };
    },
    getIdentity: async (): Promise<Identidade> => {
      const usuario = getUsuario();
      if (!usuario) throw new Error('Nenhum usuário conectado');
      return { id: usuario.id, fullName: usuario.nome, nome_seller: usuario.nome_seller, email: usuario.email };
    },
    getPermissions: async () => permissoesAtuais(),
    canAccess: async ({ resource }) => {
      const modulo = moduloDoRecurso(resource);
      // Resources outside the registry are not menu modules; the server guards their calls.
      return modulo ? podeAbrirModulo(permissoesAtuais(), modulo) : true;
    },
  };
}
