import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useRef, type ComponentType, type Ref } from 'react';
import { useAoAproximar } from './aoAproximar';
import type { PropsGrafico } from './GraficosMui';

/*
 * The charts library is the heaviest code of a dashboard: it loads when the first chart's place
 * comes within about a screen of the viewport (on a phone most charts of a dashboard are further
 * down, and loading them with the first screen cost its main thread). Until then, and until the
 * code arrives, a grey shape of the chart's height keeps its place (nothing below moves), named
 * for screen readers as a chart being loaded. Once loaded, later charts draw as they come near.
 */
const carregar = () => import('./GraficosMui');

function Lugar({ altura, lugarRef }: { altura: number; lugarRef?: Ref<HTMLSpanElement> }) {
  return <Skeleton ref={lugarRef} variant="rounded" height={altura} role="progressbar" aria-label="Carregando o gráfico" />;
}

function sobDemanda<P extends { altura: number }>(escolher: () => Promise<{ default: ComponentType<P> }>) {
  const Grafico = lazy(escolher);
  return function GraficoCarregado(props: P) {
    const lugar = useRef<HTMLSpanElement>(null);
    const perto = useAoAproximar(lugar);
    if (!perto) return <Lugar altura={props.altura} lugarRef={lugar} />;
    return (
      <Suspense fallback={<Lugar altura={props.altura} />}>
        <Grafico {...props} />
      </Suspense>
    );
  };
}

export const GraficoLinha = sobDemanda<PropsGrafico & { area?: boolean }>(() => carregar().then((m) => ({ default: m.GraficoLinha })));
export const GraficoBarras = sobDemanda<PropsGrafico & { empilhado?: boolean; horizontal?: boolean }>(() => carregar().then((m) => ({ default: m.GraficoBarrasDoWidget })));
export const GraficoPizza = sobDemanda<PropsGrafico & { rosca?: boolean }>(() => carregar().then((m) => ({ default: m.GraficoPizzaDoWidget })));
export const Sparkline = sobDemanda<{ valores: readonly number[]; altura: number }>(() => carregar().then((m) => ({ default: m.Sparkline })));
