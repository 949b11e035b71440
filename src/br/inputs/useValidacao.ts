import { useMemo } from 'react';
import type { Validator } from 'react-admin';

/**
 * The caller's validators followed by the input's own format check, so a half-typed CPF or date
 * is reported even when the screen forgot to add cpf() or dataBR(). Memoised because react-admin
 * re-registers the field when `validate` changes identity.
 */
export function useValidacao(doUsuario: Validator | Validator[] | undefined, doFormato: Validator): Validator[] {
  return useMemo(() => {
    const lista = doUsuario === undefined ? [] : Array.isArray(doUsuario) ? doUsuario : [doUsuario];
    return [...lista, doFormato];
  }, [doUsuario, doFormato]);
}
