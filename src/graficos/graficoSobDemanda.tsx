import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A chart whose code loads when it is first drawn: the charts library is heavy and stays out of
 * the panel's first chunk. Until it arrives a grey shape of the chart's size holds its place.
 */
export function graficoSobDemanda<P extends object>(carregar: () => Promise<{ default: ComponentType<P> }>, lugar: { largura?: number; altura: number; circular?: boolean }) {
  const Grafico = lazy(carregar);
  return function GraficoCarregado(props: P) {
    return (
      <Suspense fallback={<Skeleton variant={lugar.circular ? 'circular' : 'rounded'} width={lugar.largura} height={lugar.altura} />}>
        <Grafico {...props} />
      </Suspense>
    );
  };
}
