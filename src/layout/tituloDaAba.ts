import { useEffect } from 'react';
import { NOME_APP } from '../config';

/**
 * The browser tab's title, one mechanism for every screen: '<screen> · Retaguarda'. The frame sets
 * the title of the route (the module registry's label, src/layout/TituloDaRota.tsx); a screen that
 * knows better ('Pedido 19987') names itself with useTituloDaAba while it is shown, and the route's
 * title comes back when it goes. Kept free of the registry so the sign-in entry can use it too.
 */
let daRota: string | null = null;
const daTela: { id: number; titulo: string }[] = [];
let proximoId = 0;

function aplicar(): void {
  const titulo = daTela.at(-1)?.titulo ?? daRota;
  document.title = titulo ? `${titulo} · ${NOME_APP}` : NOME_APP;
}

/** The title of the current route (null: the app's name alone). */
export function definirTituloDaRota(titulo: string | null): void {
  daRota = titulo;
  aplicar();
}

/** Names the tab after this screen while it is mounted; the latest screen mounted wins. */
export function useTituloDaAba(titulo: string): void {
  useEffect(() => {
    const entrada = { id: proximoId++, titulo };
    daTela.push(entrada);
    aplicar();
    return () => {
      const i = daTela.findIndex((e) => e.id === entrada.id);
      if (i >= 0) daTela.splice(i, 1);
      aplicar();
    };
  }, [titulo]);
}
