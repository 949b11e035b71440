import { PieChart } from '@mui/x-charts/PieChart';
import type { Agregado } from '@retaguarda/contrato/api/pedidos';
import { formatMoney } from '@retaguarda/contrato/br/money';

/** A small pie of the amounts; loaded apart because the charts library is heavy. */
export default function ResumoGrafico({ itens, cor, titulo }: { itens: Agregado[]; cor?: (id: number) => string; titulo: string }) {
  return (
    <PieChart
      aria-label={`Gráfico: ${titulo}`}
      width={110}
      height={110}
      hideLegend
      series={[
        {
          innerRadius: 24,
          data: itens.map((a) => ({ id: a.id, value: a.valor_total, label: a.descricao, ...(cor ? { color: cor(a.id) } : {}) })),
          valueFormatter: (v) => formatMoney(v.value),
        },
      ]}
    />
  );
}
