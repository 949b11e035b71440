/**
 * The widgets' charts drawn by MUI X Charts. This file is the only one that imports the library:
 * it loads apart (graficos.tsx), after the widget's figures, so a dashboard's first paint does not
 * wait for it.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

export interface SerieGrafico {
  rotulo: string;
  valores: readonly (number | null)[];
  formatar: (v: number) => string;
}

export interface PropsGrafico {
  /** One name per point or bar (the grouping's label: a day, a store). */
  nomes: readonly string[];
  series: readonly SerieGrafico[];
  altura: number;
  /** A click on the n-th point, bar or slice. */
  onClicar?: (indice: number) => void;
}

const serie = (s: SerieGrafico) => ({ data: [...s.valores], label: s.rotulo, valueFormatter: (v: number | null) => (v === null ? '—' : s.formatar(v)) });

export function GraficoLinha({ nomes, series, altura, onClicar, area = false }: PropsGrafico & { area?: boolean }) {
  return (
    <LineChart
      height={altura}
      hideLegend={series.length === 1}
      xAxis={[{ scaleType: 'point', data: nomes.map((_, i) => i), valueFormatter: (i: number) => nomes[i] ?? '' }]}
      yAxis={[{ valueFormatter: series[0] ? (v: number) => series[0].formatar(v) : undefined, width: 72 }]}
      series={series.map((s) => ({ ...serie(s), area, showMark: nomes.length <= 31 }))}
      onAxisClick={onClicar ? (_, d) => d && onClicar(d.dataIndex) : undefined}
    />
  );
}

export function GraficoBarrasDoWidget({ nomes, series, altura, onClicar, empilhado = false, horizontal = false }: PropsGrafico & { empilhado?: boolean; horizontal?: boolean }) {
  // the bands are keyed by position: two stores may share a name, and a band axis merges equal values
  const banda = [{ scaleType: 'band' as const, data: nomes.map((_, i) => i), valueFormatter: (i: number) => nomes[i] ?? '', ...(horizontal ? { width: 120 } : {}) }];
  const valor = [{ valueFormatter: series[0] ? (v: number) => series[0].formatar(v) : undefined, ...(horizontal ? {} : { width: 72 }) }];
  return (
    <BarChart
      height={altura}
      layout={horizontal ? 'horizontal' : 'vertical'}
      hideLegend={series.length === 1}
      xAxis={horizontal ? valor : banda}
      yAxis={horizontal ? banda : valor}
      series={series.map((s) => ({ ...serie(s), ...(empilhado ? { stack: 'total' } : {}) }))}
      onAxisClick={onClicar ? (_, d) => d && onClicar(d.dataIndex) : undefined}
    />
  );
}

export function GraficoPizzaDoWidget({ nomes, series, altura, onClicar, rosca = true }: PropsGrafico & { rosca?: boolean }) {
  const s = series[0];
  if (!s) return null;
  return (
    <PieChart
      height={altura}
      series={[
        {
          data: nomes.map((nome, i) => ({ id: i, label: nome, value: s.valores[i] ?? 0 })),
          innerRadius: rosca ? '55%' : 0,
          valueFormatter: (v) => s.formatar(v.value),
        },
      ]}
      onItemClick={onClicar ? (_, item) => onClicar(item.dataIndex) : undefined}
    />
  );
}

export function Sparkline({ valores, altura }: { valores: readonly number[]; altura: number }) {
  return <SparkLineChart data={[...valores]} height={altura} area curve="linear" />;
}
