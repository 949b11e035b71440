import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { FORMATOS_GRAFICO, formatPontosPercentuais, type FormatoGrafico } from './formatos';
import { ALTURA_PARETO } from './medidas';

export interface PropsPareto {
  nomes: readonly string[];
  barras: { rotulo: string; valores: readonly number[]; formato: FormatoGrafico };
  /** Fractions: 0.8 is 80 %. */
  acumulado: { rotulo: string; fracoes: readonly number[] };
  altura?: number;
}

/**
 * A Pareto chart: each item's value as a bar (ranked, numbered on the axis so the names fit a
 * phone, named in the tooltip) and the cumulative share as a line on its own 0–100 % axis.
 */
export function GraficoPareto({ nomes, barras, acumulado, altura = ALTURA_PARETO }: PropsPareto) {
  const formato = FORMATOS_GRAFICO[barras.formato];
  return (
    <ChartsDataProvider
      height={altura}
      series={[
        { type: 'bar', id: 'barras', label: barras.rotulo, data: [...barras.valores], yAxisId: 'barras', valueFormatter: (v) => formato.valor(v ?? 0) },
        { type: 'line', id: 'acumulado', label: acumulado.rotulo, data: acumulado.fracoes.map((f) => f * 100), yAxisId: 'acumulado', valueFormatter: (v) => formatPontosPercentuais(v ?? 0) },
      ]}
      xAxis={[{ id: 'itens', scaleType: 'band', data: nomes.map((_, n) => n + 1), valueFormatter: (n: number, ctx) => (ctx.location === 'tick' ? String(n) : `${n}. ${nomes[n - 1] ?? ''}`) }]}
      yAxis={[
        { id: 'barras', valueFormatter: formato.eixo, width: 84 },
        { id: 'acumulado', position: 'right', min: 0, max: 100, valueFormatter: formatPontosPercentuais, width: 44 },
      ]}
    >
      <ChartsLegend />
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsAxisHighlight x="band" />
        <ChartsXAxis axisId="itens" />
        <ChartsYAxis axisId="barras" />
        <ChartsYAxis axisId="acumulado" />
      </ChartsSurface>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}
