/**
 * Whether the signed-in user may call an endpoint, answered from the rule the endpoint declares
 * (its `acesso`): the same podeChamar the server's guard runs, so a button and the route behind it
 * cannot disagree, and no screen writes a permission key of its own.
 *
 * The keys are the session's, where react-admin's getPermissions reads them too
 * (src/authProvider/index.ts): read from the store, the answer is there on the first render and
 * follows a change of user at once, as the screens' own checks did.
 */
import { podeChamar, type Acesso } from '@retaguarda/contrato/modulos/acesso';
import { useSessao } from '../session/store';

export function usePodeChamar(endpoint: { acesso: Acesso }): boolean {
  const { usuario } = useSessao();
  return podeChamar(endpoint.acesso, usuario ? usuario.permissoes.permissions : null);
}
