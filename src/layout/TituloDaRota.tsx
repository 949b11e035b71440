import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { MODULES } from '../registro/modulos';
import type { ModuleDefinition } from '../registro/telasDoModulo';
import { definirTituloDaRota } from './tituloDaAba';

const FIXOS: Readonly<Record<string, string>> = { '/': 'Início', '/profile': 'Meu perfil' };

/** The tab title of a signed-in address: a fixed page, else the module the address belongs to. */
export function tituloDaRota(caminho: string, modulos: readonly ModuleDefinition[] = MODULES): string | null {
  const semBarraFinal = caminho.length > 1 ? caminho.replace(/\/+$/, '') : caminho;
  const fixo = FIXOS[semBarraFinal];
  if (fixo) return fixo;
  const modulo = modulos.find((m) => semBarraFinal === m.route || semBarraFinal.startsWith(`${m.route}/`));
  return modulo?.label ?? null;
}

/** Mounted once in the frame: keeps the tab title on the current route's (src/layout/tituloDaAba.ts). */
export function TituloDaRota() {
  const { pathname } = useLocation();
  useEffect(() => {
    definirTituloDaRota(tituloDaRota(pathname));
    return () => definirTituloDaRota(null);
  }, [pathname]);
  return null;
}
