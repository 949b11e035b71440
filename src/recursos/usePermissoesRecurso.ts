import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { useSessao } from '../session/store';

/**
 * What the signed-in user may do with a resource, from the same keys the server checks: the
 * screens hide what would only earn a 403.
 */
export function usePermissoesRecurso(recurso: Recurso): { ler: boolean; escrever: boolean } {
  const chaves = useSessao().usuario?.permissoes.permissions ?? [];
  const tem = (lista: readonly string[]) => lista.some((k) => chaves.includes(k));
  return { ler: tem(recurso.permissoes.ler), escrever: tem(recurso.permissoes.escrever) };
}
