import { useEffect, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import type { Store } from 'react-admin';
import { iniciarSessao } from '../authProvider/sessao';
import { temaClaro, temaEscuro } from '../theme/themes';
import { Splash } from './Splash';

const esperar = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The 'initialising' state of SPEC section 4: the splash stays at least minMs (what is left of
 * 1 s since index.html first painted it, so it never flashes) and until the stored session and
 * start data have loaded. Right after a sign-in (`iniciada`) both are already there.
 */
export function Inicializacao({ minMs, store, iniciada, children }: { minMs: number; store: Store; iniciada: boolean; children: ReactNode }) {
  const [pronto, setPronto] = useState(iniciada);
  useEffect(() => {
    if (iniciada) return;
    let ativo = true;
    void Promise.all([iniciarSessao(), esperar(minMs)]).then(() => {
      if (ativo) setPronto(true);
    });
    return () => {
      ativo = false;
    };
  }, [minMs, iniciada]);
  if (pronto) return <>{children}</>;
  const tema = createTheme(store.getItem('theme') === 'dark' ? temaEscuro : temaClaro);
  return (
    <ThemeProvider theme={tema}>
      <CssBaseline />
      <Splash />
    </ThemeProvider>
  );
}
