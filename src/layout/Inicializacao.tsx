import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
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
  const [minimo, setMinimo] = useState(iniciada);
  const painelMontado = useRef(iniciada);
  useEffect(() => {
    if (sessao) painelMontado.current = true;
  }, [sessao]);
  useEffect(() => {
    if (iniciada) return;
    let ativo = true;
    // Mounting the whole panel is the longest render of the load; as a transition React splits
    // it into slices that leave the main thread free between them (on a phone it was one long
    // task), and the splash stays on screen meanwhile. The minimum's end joins that transition
    // while the panel is still rendering (both commit together: no moment with the panel painted
    // under the splash), and lifts the splash at once when the panel is already there.
    void (inicio ?? iniciarSessao()).then(() => {
      if (ativo) startTransition(() => setSessao(true));
    });
    void esperar(minMs).then(() => {
      if (!ativo) return;
      if (painelMontado.current) setMinimo(true);
      else startTransition(() => setMinimo(true));
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
