/**
 * The single-flight token refresh: every request that meets a 401 while a refresh is in flight
 * waits for that same refresh, and a request whose 401 arrives after a newer refresh already
 * finished retries without asking for another one.
 */
import { ROTAS_SESSAO } from '@retaguarda/contrato/api/rotasEntrada';
import { clearSessao, getUsuario } from '../session/store';
import { renovarEntreAbas } from './coordenacaoAbas';

export const CAMINHO_RENOVAR = ROTAS_SESSAO.renovar.caminho;

let emCurso: Promise<boolean> | null = null;
let geracao = 0;

/** The refresh generation a request was sent under; compare after a 401 with geracaoAtual(). */
export const geracaoAtual = (): number => geracao;

/**
 * Refreshes once for everyone waiting now. Resolves true when the session is valid again;
 * false after the local sign-out (user and metadata cleared). With nobody signed in here (a
 * refresh already failed, or another tab signed out) there is nothing to renew: a call that
 * leaves after that must not ask the server again.
 */
export function renovarSessao(chamarServidor: () => Promise<boolean>): Promise<boolean> {
  if (!emCurso && getUsuario() === null) return Promise.resolve(false);
  emCurso ??= renovarEntreAbas(chamarServidor)
    .catch(() => false)
    .then((ok) => {
      if (ok) geracao += 1;
      else clearSessao();
      return ok;
    })
    .finally(() => {
      emCurso = null;
    });
  return emCurso;
}
