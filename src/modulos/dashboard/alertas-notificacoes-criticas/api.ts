import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { Alerta } from '@retaguarda/contrato/api/alertas';
import { HttpError, resolveErrorMessage } from '../../../http';

/** react-query keys: a change to an alert invalidates the inbox, the bell and the history alike. */
export const CHAVE_ALERTAS = 'alertas';
export const CHAVE_CONTAGEM = [CHAVE_ALERTAS, 'contagem'] as const;

/**
 * A change to one alert: success says so; a 409 (someone, or the evaluation, changed it first)
 * shows the server's sentence and reloads the inbox so the person sees what is there now.
 */
export function useMudarAlerta<V>(mudar: (valores: V) => Promise<Alerta>, sucesso: string, aoConcluir?: () => void) {
  const qc = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: mudar,
    onSuccess: () => {
      notify(sucesso, { type: 'success' });
      aoConcluir?.();
    },
    onError: (erro) => {
      if (erro instanceof HttpError && erro.status === 409) aoConcluir?.();
      notify(resolveErrorMessage(erro), { type: 'error' });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: [CHAVE_ALERTAS] }),
  });
}
