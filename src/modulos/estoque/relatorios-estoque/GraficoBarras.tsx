import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney, formatMoneyCompacto } from '@retaguarda/contrato/br/money';

export const formatMoneyEixo = formatMoneyCompacto;

export interface SerieBarras {
  rotulo: string;
  valores: readonly number[];
  formatar: (v: number) => string;
  cor?: string;
}

/**
 * Horizontal bars, one row per name. The rows are keyed by position, not by name: a band axis
 * merges equal names, and two families or products may share one.
 */
export function GraficoBarras({ nomes, series, formatarEixo, inteiros = false }: { nomes: readonly string[]; series: readonly SerieBarras[]; formatarEixo?: (v: number) => string; inteiros?: boolean }) {
  return (
    <BarChart
      height={Math.max(160, nomes.length * 34 * Math.max(1, series.length * 0.7) + 70)}
      layout="horizontal"
      // room for the last tick's label, which the axis centres on the plot's edge
      margin={{ right: 24 }}
      hideLegend={series.length === 1}
      yAxis={[{ scaleType: 'band', data: nomes.map((_, i) => i), valueFormatter: (i: number) => nomes[i] ?? '', width: 130 }]}
      xAxis={[{ ...(formatarEixo ? { valueFormatter: formatarEixo } : {}), ...(inteiros ? { tickMinStep: 1 } : {}) }]}
      series={series.map((s) => ({ data: [...s.valores], label: s.rotulo, valueFormatter: (v: number | null) => s.formatar(v ?? 0), ...(s.cor ? { color: s.cor } : {}) }))}
    />
  );
}

export const serieDinheiro = (rotulo: string, valores: readonly number[]): SerieBarras => ({ rotulo, valores, formatar: formatMoney });
