import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { PropsBarras } from './GraficoBarras';
import type { PropsPareto } from './GraficoPareto';
import { ALTURA_LEGENDA, ALTURA_PARETO, alturaDasBarras } from './medidas';

/*
 * The charts library is the heaviest code of a report screen, and evaluating it took the longest
 * task of the screen's first view. These charts load apart, after the screen's first rows have
 * been drawn: until they arrive a grey shape of the chart's own height keeps its place (nothing
 * below moves), named for screen readers as a chart being loaded.
 */
const Barras = lazy(() => import('./GraficoBarras').then((m) => ({ default: m.GraficoBarras })));
const Pareto = lazy(() => import('./GraficoPareto').then((m) => ({ default: m.GraficoPareto })));

function Lugar({ altura }: { altura: number }) {
  return <Skeleton variant="rounded" height={altura} role="progressbar" aria-label="Carregando o gráfico" />;
}

/** GraficoBarras, its code loaded when first drawn. */
export function GraficoBarrasSobDemanda(props: PropsBarras) {
  const altura = alturaDasBarras(props.nomes.length, props.series.length, props.altura) + (props.series.length > 1 ? ALTURA_LEGENDA : 0);
  return (
    <Suspense fallback={<Lugar altura={altura} />}>
      <Barras {...props} />
    </Suspense>
  );
}

/** GraficoPareto, its code loaded when first drawn. */
export function GraficoParetoSobDemanda(props: PropsPareto) {
  return (
    <Suspense fallback={<Lugar altura={(props.altura ?? ALTURA_PARETO) + ALTURA_LEGENDA} />}>
      <Pareto {...props} />
    </Suspense>
  );
}
