/**
 * Cross-tab coordination of the token refresh. Every tab shares the same cookies, so when one
 * tab has refreshed the others must simply retry: a second refresh would present a refresh
 * token that was just rotated. With Web Locks the tabs queue on one lock and a tab that got the
 * lock after another tab's refresh reuses that outcome; without them a BroadcastChannel tells
 * the other tabs a refresh is under way and how it ended.
 */
const NOME_LOCK = 'retaguarda.renovar-token';
const NOME_CANAL = 'retaguarda.renovacao';
export const CHAVE_ULTIMA_RENOVACAO = 'retaguarda.ultima-renovacao';
/** A tab that announced a refresh and went silent (closed mid-call) stops blocking the others after this. */
const ESPERA_MAXIMA_OUTRA_ABA_MS = 15_000;

export type Renovar = () => Promise<boolean>;

interface UltimaRenovacao {
  em: number;
  ok: boolean;
}

type MensagemCanal = { tipo: 'inicio' } | { tipo: 'fim'; ok: boolean };

function lerUltimaRenovacao(): UltimaRenovacao | null {
  try {
    const texto = localStorage.getItem(CHAVE_ULTIMA_RENOVACAO);
    if (!texto) return null;
    const valor = JSON.parse(texto) as Partial<UltimaRenovacao>;
    return typeof valor.em === 'number' && typeof valor.ok === 'boolean' ? { em: valor.em, ok: valor.ok } : null;
  } catch {
    return null;
  }
}

function registrarRenovacao(ok: boolean): void {
  try {
    localStorage.setItem(CHAVE_ULTIMA_RENOVACAO, JSON.stringify({ em: Date.now(), ok }));
  } catch {
    // without storage the other tabs fall back to refreshing themselves, which the server tolerates
  }
}

function locksDisponiveis(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks && typeof navigator.locks.request === 'function'
    ? navigator.locks
    : null;
}

async function comWebLocks(locks: LockManager, renovar: Renovar): Promise<boolean> {
  const pedidoEm = Date.now();
  return locks.request(NOME_LOCK, async () => {
    const ultima = lerUltimaRenovacao();
    if (ultima && ultima.em >= pedidoEm) return ultima.ok;
    const ok = await renovar();
    registrarRenovacao(ok);
    return ok;
  });
}

let canal: BroadcastChannel | null = null;
let outraAba: Promise<boolean | null> | null = null;
let terminarOutraAba: ((ok: boolean | null) => void) | null = null;

function abrirCanal(): BroadcastChannel | null {
  if (canal || typeof BroadcastChannel === 'undefined') return canal;
  canal = new BroadcastChannel(NOME_CANAL);
  canal.onmessage = (evento: MessageEvent<MensagemCanal>) => {
    const mensagem = evento.data;
    if (mensagem.tipo === 'inicio' && !outraAba) {
      outraAba = new Promise((resolve) => {
        const limite = setTimeout(() => resolve(null), ESPERA_MAXIMA_OUTRA_ABA_MS);
        terminarOutraAba = (ok) => {
          clearTimeout(limite);
          resolve(ok);
        };
      }).finally(() => {
        outraAba = null;
        terminarOutraAba = null;
      }) as Promise<boolean | null>;
    } else if (mensagem.tipo === 'fim') {
      terminarOutraAba?.(mensagem.ok);
    }
  };
  return canal;
}

async function comBroadcastChannel(renovar: Renovar): Promise<boolean> {
  const aberto = abrirCanal();
  if (outraAba) {
    const resultado = await outraAba;
    if (resultado !== null) return resultado;
  }
  aberto?.postMessage({ tipo: 'inicio' } satisfies MensagemCanal);
  const ok = await renovar();
  registrarRenovacao(ok);
  aberto?.postMessage({ tipo: 'fim', ok } satisfies MensagemCanal);
  return ok;
}

/** Runs the refresh so that at most one tab calls the server at a time; resolves with whether the session is valid. */
export function renovarEntreAbas(renovar: Renovar): Promise<boolean> {
  const locks = locksDisponiveis();
  return locks ? comWebLocks(locks, renovar) : comBroadcastChannel(renovar);
}

/** Test seam: closes the channel so a test file leaves no open handle. */
export function fecharCanalEntreAbas(): void {
  canal?.close();
  canal = null;
}
