import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { useTranslate } from 'react-admin';

type Navegador = { push: (...a: unknown[]) => void; replace: (...a: unknown[]) => void; go: (delta: number) => void };

/**
 * Asks before leaving a form with unsaved changes: a link, the menu, Cancelar or closing the tab.
 * react-admin's warnWhenUnsavedChanges needs a data router, and the panel mounts a BrowserRouter,
 * so the router's navigator is wrapped while there is something to lose. `liberar` lets a
 * successful save leave without asking.
 */
export function useAvisoAoSair(ativo: boolean): { liberar: () => void } {
  const translate = useTranslate();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const liberado = useRef(false);
  const mensagem = translate('ra.message.unsaved_changes');

  useEffect(() => {
    if (!ativo) return;
    liberado.current = false;
    const nav = navigator as unknown as Navegador;
    const original = { push: nav.push, replace: nav.replace, go: nav.go };
    const confirmar = () => liberado.current || window.confirm(mensagem);
    nav.push = (...a) => (confirmar() ? original.push.apply(nav, a) : undefined);
    nav.replace = (...a) => (confirmar() ? original.replace.apply(nav, a) : undefined);
    nav.go = (delta) => (confirmar() ? original.go.call(nav, delta) : undefined);
    const antesDeFechar = (e: BeforeUnloadEvent) => {
      if (liberado.current) return;
      e.preventDefault();
    };
    window.addEventListener('beforeunload', antesDeFechar);
    return () => {
      nav.push = original.push;
      nav.replace = original.replace;
      nav.go = original.go;
      window.removeEventListener('beforeunload', antesDeFechar);
    };
  }, [ativo, navigator, mensagem]);

  return { liberar: () => (liberado.current = true) };
}
