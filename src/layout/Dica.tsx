import { cloneElement, lazy, Suspense, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react';

/*
 * MUI's Tooltip brings Popper and popper.js to whatever screen shows it, and it
 * sets a state on mount, so every tooltip in the app bar cost one more synchronous render while
 * the panel opened. The balloon's code loads when the pointer or the keyboard focus first
 * reaches the element; until then the element is all there is.
 */
const Balao = lazy(() => import('./BalaoDica'));

export type PosicaoDica = 'bottom' | 'right' | 'top' | 'left';

type Alvo = ReactElement<{
  onMouseEnter?: (e: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (e: MouseEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
}>;

// Like MUI's tooltip: a focus from the keyboard shows it, a click's focus does not.
const focoDoTeclado = (el: HTMLElement) => {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
};

/**
 * A tooltip over its only child, which must have its own accessible name (aria-label): the
 * balloon repeats it for the eye. Escape hides it (WCAG 1.4.13).
 */
export function Dica({ titulo, posicao = 'bottom', children }: { titulo: string; posicao?: PosicaoDica; children: Alvo }) {
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const { onMouseEnter, onMouseLeave, onFocus, onBlur, onKeyDown } = children.props;
  const alvo = cloneElement(children, {
    onMouseEnter: (e: MouseEvent<HTMLElement>) => {
      onMouseEnter?.(e);
      setAncora(e.currentTarget);
    },
    onMouseLeave: (e: MouseEvent<HTMLElement>) => {
      onMouseLeave?.(e);
      setAncora(null);
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      onFocus?.(e);
      if (focoDoTeclado(e.currentTarget)) setAncora(e.currentTarget);
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      onBlur?.(e);
      setAncora(null);
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      onKeyDown?.(e);
      if (e.key === 'Escape') setAncora(null);
    },
  });
  return (
    <>
      {alvo}
      {ancora ? (
        <Suspense fallback={null}>
          <Balao ancora={ancora} titulo={titulo} posicao={posicao} />
        </Suspense>
      ) : null}
    </>
  );
}
