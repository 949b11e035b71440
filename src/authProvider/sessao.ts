/**
 * The session operations behind the auth provider, as plain functions so the start-up splash
 * and the tests can call them without react-admin.
 */
// Straight from the schema files, not the barrel: the sign-in entry should not carry every schema.
import { ROTAS_INICIO, ROTAS_SESSAO } from '@retaguarda/contrato/api/rotasEntrada';
import { LoginBody } from '@retaguarda/contrato/api/sessao';
import type { DadosStart } from '@retaguarda/contrato/api/start';
import { HttpError } from '../http';
import { chamar } from '../http/canal';
import { clearSessao, getUsuario, setMetadata, setUsuario } from '../session/store';
import { limparEstadoDoPainel, type EstadoDoPainel } from './limparEstado';

/** GET /v2/config/erp/dados-start and keep it with the user (called at start and after login). */
export async function carregarDadosStart(signal?: AbortSignal): Promise<DadosStart> {
  const dados = await chamar(ROTAS_INICIO.dadosStart, { signal });
  setMetadata(dados);
  return dados;
}

/** The first message of an invalid login body, as the error the login page shows. */
function validarLogin(dados: unknown): LoginBody {
  const resultado = LoginBody.safeParse(dados);
  if (!resultado.success) throw new Error(resultado.error.issues[0]?.message ?? 'Dados de acesso inválidos');
  return resultado.data;
}

/**
 * The server's answer to the last sign-out (settled when it arrived or failed). That answer
 * deletes the session's cookies in the browser: a sign-in sent before it arrived would have its
 * new cookies deleted by it, and the new session would end at its next call.
 */
let saidaEmCurso: Promise<void> = Promise.resolve();

export async function entrar(dados: unknown): Promise<void> {
  const corpo = validarLogin(dados);
  await saidaEmCurso;
  const sessao = await chamar(ROTAS_SESSAO.logar, { corpo });
  setUsuario(sessao.usuario);
  try {
    await carregarDadosStart();
  } catch (erro) {
    // The user is signed in all the same; screens that need the metadata fall back to the user's own group.
    console.error('Não foi possível carregar os dados iniciais após o login', erro);
  }
}

export function sair(estado: EstadoDoPainel): Promise<void> {
  // react-admin also calls logout after a 401 whose refresh failed; that session already ended
  // as 'expirada', and the login page should still offer the way back.
  if (getUsuario()) clearSessao('logout');
  // What this browser holds of the session (cache, stored filters, drafts with clients' details)
  // goes at once, before the login page shows. The server is told without waiting for its answer:
  // a slow answer must not leave the drafts behind meanwhile, nor clear, when it arrives, what a
  // new sign-in has built since (react-admin clears its cache and store when this resolves); the
  // next sign-in waits for it instead (see saidaEmCurso). A server that cannot be reached must not
  // keep the user in either.
  limparEstadoDoPainel(estado);
  saidaEmCurso = chamar(ROTAS_SESSAO.sair, {}).then(
    () => undefined,
    () => undefined,
  );
  return Promise.resolve();
}

/**
 * Start-up: with a stored user, refresh the start data. A 401 there has already gone through
 * the shared refresh and, if that failed, signed the user out; any other failure keeps the
 * stored metadata so the panel still opens.
 */
let inicioEmCurso: Promise<void> | null = null;

export function iniciarSessao(): Promise<void> {
  // React's StrictMode mounts twice in development: both mounts share one start-up call.
  inicioEmCurso ??= atualizarDadosDoUsuarioGuardado().finally(() => {
    inicioEmCurso = null;
  });
  return inicioEmCurso;
}

async function atualizarDadosDoUsuarioGuardado(): Promise<void> {
  if (!getUsuario()) return;
  try {
    await carregarDadosStart();
  } catch (erro) {
    if (erro instanceof HttpError && erro.status === 401) return;
    // an answer out of the contract was already described by the channel (RespostaForaDoContrato)
    console.error('Não foi possível atualizar os dados iniciais', erro);
  }
}
