import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { iniciarSessao } from '../authProvider/sessao';
import { Splash } from './Splash';

const esperar = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The 'initialising' state of SPEC section 4: the splash stays at least minMs (what is left of
 * 1 s since index.html first painted it, so it never flashes) and until the stored session and
 * start data have loaded. Right after a sign-in (`iniciada`) both are already there.
 *
 * Once the session is there the panel starts underneath the splash (inert, hidden from assistive
 * technology): the screen of the address fetches and paints its data during the minimum, so the
 * splash lifts onto the page ready instead of onto a second wait.
 */
export function Inicializacao({
  minMs,
  iniciada,
  inicio,
  children,
}: {
  minMs: number;
  iniciada: boolean;
  /** The start-up call when it has already begun (src/main.tsx starts it before this chunk arrives). */
  inicio?: Promise<void>;
  children: ReactNode;
}) {
  const [sessao, setSessao] = useState(iniciada);
  // a minimum already spent (0 ms: a slow download used it up, or a test) holds nothing
  const [minimo, setMinimo] = useState(iniciada || minMs <= 0);
  const minimoPassou = useRef(iniciada || minMs <= 0);
  const painelMontado = useRef(iniciada);
  // A layout effect: when the minimum is over by the time the panel's render commits, the splash
  // lifts in a synchronous re-render before the browser paints, so the panel is never on screen
  // (nor its text in the document) under a splash that no longer waits for anything.
  useLayoutEffect(() => {
    if (!sessao) return;
    painelMontado.current = true;
    if (minimoPassou.current) setMinimo(true);
  }, [sessao]);
  useEffect(() => {
    if (iniciada) return;
    let ativo = true;
    // Mounting the whole panel is the longest render of the load; as a transition React splits
    // it into slices that leave the main thread free between them (on a phone it was one long
    // task), and the splash stays on screen meanwhile.
    void (inicio ?? iniciarSessao()).then(() => {
      if (ativo) startTransition(() => setSessao(true));
    });
    // Not a transition: one would be batched with whatever else is pending at transition
    // priority, and could wait on a lazy chunk elsewhere while the panel was already showing.
    if (!minimoPassou.current)
      void esperar(minMs).then(() => {
        if (!ativo) return;
        minimoPassou.current = true;
        if (painelMontado.current) setMinimo(true);
      });
    return () => {
      ativo = false;
    };
  }, [minMs, iniciada, inicio]);
  const pronto = sessao && minimo;
  // the same element before and after the splash lifts: the screen is not mounted twice
  return (
    <>
      {sessao ? (
        <div style={{ display: 'contents' }} inert={!pronto} aria-hidden={pronto ? undefined : true}>
          {children}
        </div>
      ) : null}
      {pronto ? null : <Splash />}
    </>
  );
}
