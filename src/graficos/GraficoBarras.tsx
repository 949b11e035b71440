import { BarChart } from '@mui/x-charts/BarChart';
import { useCoresDoTema, type CorGrafico } from './cores';
import { formatadorDoValor, type Formatar } from './formatos';
import { alturaDasBarras } from './medidas';

export interface SerieBarras {
  rotulo: string;
  valores: readonly number[];
  formato: Formatar;
  cor?: CorGrafico;
}

export interface PropsBarras {
  nomes: readonly string[];
  series: readonly SerieBarras[];
  /** The value axis' ticks; the library's own numbers unless told. */
  formatarEixo?: (v: number) => string;
  /** Counts: no tick between two whole numbers. */
  inteiros?: boolean;
  /** A fixed value axis (0 to 100 for percent points); it fits the data unless told. */
  escala?: { min: number; max: number };
  /** Unless told, tall enough for every row. */
  altura?: number;
  larguraNomes?: number;
}

/**
 * Horizontal bars, one row per name. The rows are keyed by position, not by name: a band axis
 * merges equal names, and two families, products or suppliers may share one.
 */
export function GraficoBarras({ nomes, series, formatarEixo, inteiros = false, escala, altura, larguraNomes = 130 }: PropsBarras) {
  const corDoTema = useCoresDoTema();
  return (
    <BarChart
      height={alturaDasBarras(nomes.length, series.length, altura)}
      layout="horizontal"
      // room for the last tick's label, which the axis centres on the plot's edge
      margin={{ right: 24 }}
      hideLegend={series.length === 1}
      yAxis={[{ scaleType: 'band', data: nomes.map((_, i) => i), valueFormatter: (i: number) => nomes[i] ?? '', width: larguraNomes }]}
      xAxis={[{ ...(formatarEixo ? { valueFormatter: formatarEixo } : {}), ...(inteiros ? { tickMinStep: 1 } : {}), ...(escala ?? {}) }]}
      series={series.map((s) => {
        const formatar = formatadorDoValor(s.formato);
        const cor = corDoTema(s.cor);
        return { data: [...s.valores], label: s.rotulo, valueFormatter: (v: number | null) => formatar(v ?? 0), ...(cor ? { color: cor } : {}) };
      })}
    />
  );
}
