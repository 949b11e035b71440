import type { MouseEvent } from 'react';

/**
 * What the sign-in page needs from whoever hosts it, so it does not depend on a router: the
 * panel passes react-router's (src/auth/LoginNoPainel), the small sign-in entry the browser's
 * history (src/auth/EntradaApp).
 */
export interface NavegacaoLogin {
  /** The query string of the address (holds redirectTo). */
  busca: string;
  /** The history state another auth page left (e.g. the message after a password reset). */
  estado: unknown;
  navegar(para: string, opcoes?: { replace?: boolean }): void;
}

/**
 * A link's click as an in-app navigation; a click with a modifier key or another button keeps
 * the browser's own behaviour (new tab, new window, download).
 */
export function aoClicarLink(navegar: NavegacaoLogin['navegar'], para: string) {
  return (evento: MouseEvent<HTMLAnchorElement>) => {
    if (evento.button !== 0 || evento.metaKey || evento.ctrlKey || evento.shiftKey || evento.altKey) return;
    evento.preventDefault();
    navegar(para);
  };
}
