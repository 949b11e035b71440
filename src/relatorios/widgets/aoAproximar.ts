import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element has come within about one screen height of the viewport (and stays so once
 * it has). Without IntersectionObserver (very old browsers, jsdom) everything counts as near at
 * once, so nothing waits on a signal that would never come.
 */
export function useAoAproximar(ref: RefObject<Element | null>): boolean {
  const [perto, setPerto] = useState(() => typeof window === 'undefined' || typeof window.IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (perto || !el) return;
    // a percentage of rootMargin is of the viewport here: one screen above and below, on any phone
    const observador = new window.IntersectionObserver(
      (entradas) => {
        if (entradas.some((e) => e.isIntersecting)) {
          setPerto(true);
          observador.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observador.observe(el);
    return () => observador.disconnect();
  }, [ref, perto]);
  return perto;
}
