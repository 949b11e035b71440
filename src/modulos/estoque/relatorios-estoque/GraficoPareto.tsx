import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { ItemAbc } from '@retaguarda/contrato/api/relatoriosEstoque';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { formatFracao } from './formatos';
import { formatMoneyEixo } from './GraficoBarras';

/**
 * The ABC curve as a Pareto chart: each product's revenue as a bar (ranked, numbered on the axis
 * so the names fit a phone) and the cumulative share as a line on its own 0–100 % axis.
 */
export function GraficoPareto({ itens }: { itens: readonly ItemAbc[] }) {
  return (
    <ChartsDataProvider
      height={300}
      series={[
        { type: 'bar', id: 'receita', label: 'Receita', data: itens.map((i) => i.receita), yAxisId: 'receita', valueFormatter: (v) => formatMoney(v ?? 0) },
        { type: 'line', id: 'acumulado', label: 'Acumulado', data: itens.map((i) => i.acumulado * 100), yAxisId: 'acumulado', valueFormatter: (v) => formatFracao((v ?? 0) / 100) },
      ]}
      xAxis={[{ id: 'produtos', scaleType: 'band', data: itens.map((_, n) => n + 1), valueFormatter: (n: number, ctx) => (ctx.location === 'tick' ? String(n) : `${n}. ${itens[n - 1]?.produto ?? ''}`) }]}
      yAxis={[
        { id: 'receita', valueFormatter: formatMoneyEixo, width: 84 },
        { id: 'acumulado', position: 'right', min: 0, max: 100, valueFormatter: (v: number) => `${v}%`, width: 44 },
      ]}
    >
      <ChartsLegend />
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsAxisHighlight x="band" />
        <ChartsXAxis axisId="produtos" />
        <ChartsYAxis axisId="receita" />
        <ChartsYAxis axisId="acumulado" />
      </ChartsSurface>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}
