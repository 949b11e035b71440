/**
 * Who may call a resource's routes: any key of `permissoes.ler` reads, any of `escrever` writes.
 * The options of a resource (the autocomplete of a reference input) are also open to whoever
 * may write a resource that refers to it: the clients' form of an order must find clients even
 * for a user who cannot open the clients' register.
 */
import type { PermissionKey } from '@retaguarda/contrato/api/permissions';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { Catalogo } from './tabela/sincronizar';

export type Acesso = 'ler' | 'escrever' | 'opcoes';

/** The keys that open a route of `recurso` (any one of them); the guard is sessao/auth/guard.ts's exigirAlguma. */
export function chavesDe(recurso: Recurso, acesso: Acesso, catalogo: Catalogo): PermissionKey[] {
  if (acesso !== 'opcoes') return [...recurso.permissoes[acesso]];
  const quemRefere = Object.values(catalogo).filter((r) =>
    Object.values(r.campos).some((c) => (c.tipo === 'referencia' || c.tipo === 'referencias') && c.recurso === recurso.nome),
  );
  return [...new Set([...recurso.permissoes.ler, ...quemRefere.flatMap((r) => r.permissoes.escrever)])];
}
