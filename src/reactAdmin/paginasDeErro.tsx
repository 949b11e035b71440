import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * react-admin's Error and AuthenticationError pages load when one is shown: their buttons are
 * react-admin's Button, which wraps itself in MUI's Tooltip, and that brought Tooltip, Popper and
 * popper.js into the frame every screen downloads first.
 */
const Erro = lazy(() => import('./paginasDeErroReactAdmin').then((m) => ({ default: m.Error })));
const ErroAutenticacao = lazy(() => import('./paginasDeErroReactAdmin').then((m) => ({ default: m.AuthenticationError })));

export function TelaDeErro(props: ComponentProps<typeof Erro>) {
  return (
    <Suspense fallback={null}>
      <Erro {...props} />
    </Suspense>
  );
}

export function TelaDeErroDeAutenticacao() {
  return (
    <Suspense fallback={null}>
      <ErroAutenticacao />
    </Suspense>
  );
}
