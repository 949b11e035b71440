import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * BrowserRouter reads the address when it first renders but listens to it only once committed,
 * and the panel's first render is a transition (Inicializacao) sliced over hundreds of
 * milliseconds on a phone: an address changed in between (Back, a link's pushState) would be
 * missed, the bar saying one screen while the panel shows another. Once mounted, the router
 * catches up with the address, once.
 */
export function SeguirEndereco() {
  const local = useLocation();
  const navegar = useNavigate();
  const conferido = useRef(false);
  // a passive effect: it runs after the router's layout effect has started listening
  useEffect(() => {
    if (conferido.current) return;
    conferido.current = true;
    const { pathname, search, hash } = window.location;
    if (pathname !== local.pathname || search !== local.search || hash !== local.hash) void navegar(`${pathname}${search}${hash}`, { replace: true });
  }, [local, navegar]);
  return null;
}
