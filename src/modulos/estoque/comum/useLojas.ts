import { useSessao } from '../../../session/store';
import type { Loja } from './formatos';

/** The user's group's stores, from the start data. */
export function useLojas(): Loja[] {
  const { metadata } = useSessao();
  return (metadata?.sellers ?? []).map((s) => ({ id: s.id_pessoa, nome: s.nome }));
}
