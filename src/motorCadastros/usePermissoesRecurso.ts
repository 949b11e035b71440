import { CHAVE_CONFIGURAR_CADASTRO } from '@retaguarda/contrato/recursos/personalizados';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { useSessao } from '../session/store';

/**
 * What the signed-in user may do with a resource, from the same keys the server checks: the
 * screens hide what would only earn a 403.
 */
export function usePermissoesRecurso(recurso: Recurso): { ler: boolean; escrever: boolean; configurar: boolean } {
  const chaves = useSessao().usuario?.permissoes.permissions ?? [];
  const tem = (lista: readonly string[]) => lista.some((k) => chaves.includes(k));
  const escrever = tem(recurso.permissoes.escrever);
  // custom fields: an admin of the register (its write key and the system users' key)
  return { ler: tem(recurso.permissoes.ler), escrever, configurar: escrever && tem([CHAVE_CONFIGURAR_CADASTRO]) };
}
