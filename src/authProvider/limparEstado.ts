import type { QueryClient } from '@tanstack/react-query';
import type { Store } from 'react-admin';
import { apagarRascunhos } from '../session/rascunhos';

export interface EstadoDoPainel {
  queryClient: QueryClient;
  store: Store;
}

/** SPEC section 8 names this text: support searches the logs for it. */
export const MENSAGEM_ERRO_LIMPEZA = 'Erro ao limpar atom';

/**
 * Forgets everything the previous user left in memory and storage: the react-query cache and
 * every stored filter, column choice and saved query, and the drafts with a client's details.
 * Each part is cleared on its own so one
 * failure does not keep the others.
 */
export function limparEstadoDoPainel({ queryClient, store }: EstadoDoPainel): void {
  const partes: (() => void)[] = [() => queryClient.clear(), () => store.reset(), apagarRascunhos];
  for (const limpar of partes) {
    try {
      limpar();
    } catch (erro) {
      console.error(MENSAGEM_ERRO_LIMPEZA, erro);
    }
  }
}
