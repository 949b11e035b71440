import { useCallback, useRef, useState } from 'react';
import { LIMITES_INVENTARIO, type LeiturasBody, type ResultadoLeituras } from '@retaguarda/contrato/api/inventario';
import { resolveErrorMessage } from '../../../http';

type Leitura = LeiturasBody['leituras'][number];

/**
 * Scans sent to the server without losing one: a scanner reads several codes a second, faster
 * than a request comes back, so reads wait here (added up per code) while one request is out and
 * go together in the next. A request that fails puts its reads back: nothing is lost, and they
 * go again when the person asks.
 */
export function useFilaLeituras(enviar: (leituras: Leitura[]) => Promise<ResultadoLeituras>, aoResponder: (r: ResultadoLeituras, filaVazia: boolean) => void) {
  const pendentes = useRef(new Map<string, number>());
  const enviando = useRef(false);
  const [aguardando, setAguardando] = useState(0);
  const [erro, setErro] = useState<string | null>(null);
  const enviarAtual = useRef(enviar);
  enviarAtual.current = enviar;
  const aoResponderAtual = useRef(aoResponder);
  aoResponderAtual.current = aoResponder;

  const descarregar = useCallback(async (): Promise<void> => {
    if (enviando.current || pendentes.current.size === 0) return;
    const lote: Leitura[] = [...pendentes.current].slice(0, LIMITES_INVENTARIO.leiturasPorEnvio).map(([codigo, quantidade]) => ({ codigo, quantidade }));
    for (const l of lote) pendentes.current.delete(l.codigo);
    const unidades = lote.reduce((s, l) => s + l.quantidade, 0);
    enviando.current = true;
    try {
      const r = await enviarAtual.current(lote);
      enviando.current = false;
      setAguardando((n) => n - unidades);
      setErro(null);
      aoResponderAtual.current(r, pendentes.current.size === 0);
    } catch (e) {
      enviando.current = false;
      for (const l of lote) pendentes.current.set(l.codigo, (pendentes.current.get(l.codigo) ?? 0) + l.quantidade);
      setErro(resolveErrorMessage(e));
      return;
    }
    await descarregar();
  }, []);

  const ler = useCallback(
    (codigo: string) => {
      pendentes.current.set(codigo, (pendentes.current.get(codigo) ?? 0) + 1);
      setAguardando((n) => n + 1);
      void descarregar();
    },
    [descarregar],
  );

  const tentarDeNovo = useCallback(() => {
    setErro(null);
    void descarregar();
  }, [descarregar]);

  return { ler, aguardando, erro, tentarDeNovo };
}
