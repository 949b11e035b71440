import { useState } from 'react';
import type { ListControllerResult, RaRecord } from 'react-admin';

interface DadosBons<T extends RaRecord> {
  data: T[];
  total: number | undefined;
  meta: unknown;
}

/**
 * React Query drops the placeholder data once a request fails, but staff must keep seeing the
 * last orders that loaded while the error toast explains what went wrong. This remembers the
 * last successful answer and stands it in for the missing data while the list is in error.
 */
export function useUltimosDadosBons<T extends RaRecord>(lista: ListControllerResult<T>): ListControllerResult<T> {
  const [ultimo, setUltimo] = useState<DadosBons<T> | null>(null);
  const sucesso = !lista.error && !lista.isPending && !lista.isPlaceholderData && lista.data;
  if (sucesso && ultimo?.data !== lista.data) {
    // Adjusting state while rendering (React's pattern for values derived from previous renders).
    setUltimo({ data: lista.data, total: lista.total, meta: lista.meta });
  }
  if (lista.error && !lista.data && ultimo) {
    return { ...lista, data: ultimo.data, total: ultimo.total, meta: ultimo.meta } as ListControllerResult<T>;
  }
  return lista;
}
