import { useState } from 'react';

/**
 * A picker keeps its own, possibly incomplete, value while the user types; the form only gets
 * complete values. This holds the picker's value and resets it when the form value changes
 * from outside (Limpar filtros, a saved query, the URL).
 */
export function useValorLocal<T>(externo: string, paraLocal: (v: string) => T, paraExterno: (v: T) => string | null) {
  const [local, setLocal] = useState<T>(() => paraLocal(externo));
  const [ultimoExterno, setUltimoExterno] = useState(externo);
  if (externo !== ultimoExterno) {
    setUltimoExterno(externo);
    if (paraExterno(local) !== externo) setLocal(paraLocal(externo));
  }
  return [local, setLocal] as const;
}
