import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentType } from 'react';
import type { PropsGrafico } from './GraficosMui';

/*
 * The charts library is the heaviest code of a dashboard: each chart loads with it when first
 * drawn, and until then a grey shape of the chart's height keeps its place (nothing below moves),
 * named for screen readers as a chart being loaded.
 */
const carregar = () => import('./GraficosMui');

function sobDemanda<P extends { altura: number }>(escolher: () => Promise<{ default: ComponentType<P> }>) {
  const Grafico = lazy(escolher);
  return function GraficoCarregado(props: P) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={props.altura} role="progressbar" aria-label="Carregando o gráfico" />}>
        <Grafico {...props} />
      </Suspense>
    );
  };
}

export const GraficoLinha = sobDemanda<PropsGrafico & { area?: boolean }>(() => carregar().then((m) => ({ default: m.GraficoLinha })));
export const GraficoBarras = sobDemanda<PropsGrafico & { empilhado?: boolean; horizontal?: boolean }>(() => carregar().then((m) => ({ default: m.GraficoBarrasDoWidget })));
export const GraficoPizza = sobDemanda<PropsGrafico & { rosca?: boolean }>(() => carregar().then((m) => ({ default: m.GraficoPizzaDoWidget })));
export const Sparkline = sobDemanda<{ valores: readonly number[]; altura: number }>(() => carregar().then((m) => ({ default: m.Sparkline })));
