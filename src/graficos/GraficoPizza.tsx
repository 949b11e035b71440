import { PieChart } from '@mui/x-charts/PieChart';
import { formatadorDoValor, type Formatar } from './formatos';

export interface Fatia {
  id: number;
  valor: number;
  rotulo: string;
  cor?: string;
}

/** A small ring of parts, without a legend: the screen lists the parts beside it. */
export function GraficoPizza({ rotulo, fatias, formato, tamanho = 110, raioInterno = 24 }: { rotulo: string; fatias: readonly Fatia[]; formato: Formatar; tamanho?: number; raioInterno?: number }) {
  const formatar = formatadorDoValor(formato);
  return (
    <PieChart
      aria-label={rotulo}
      width={tamanho}
      height={tamanho}
      hideLegend
      series={[
        {
          innerRadius: raioInterno,
          data: fatias.map((f) => ({ id: f.id, value: f.valor, label: f.rotulo, ...(f.cor ? { color: f.cor } : {}) })),
          valueFormatter: (v) => formatar(v.value),
        },
      ]}
    />
  );
}
