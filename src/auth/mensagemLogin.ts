/**
 * What another auth page may hand the sign-in page through the router's location state: a
 * success message (e.g. after a password reset) and the e-mail to prefill.
 */
export interface EstadoLogin {
  mensagem: string;
  email?: string;
}

function ehRegistro(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** Reads the location state defensively: it survives reloads and may come from anywhere. */
export function lerEstadoLogin(estado: unknown): EstadoLogin | null {
  if (!ehRegistro(estado) || typeof estado.mensagem !== 'string' || !estado.mensagem) return null;
  return { mensagem: estado.mensagem, email: typeof estado.email === 'string' ? estado.email : undefined };
}
