import type { Agregado } from '@retaguarda/contrato/api/pedidos';
import { GraficoPizza } from '../../../graficos/GraficoPizza';

/** A small pie of the amounts; loaded apart (graficoSobDemanda) because the charts library is heavy. */
export default function ResumoGrafico({ itens, cor, titulo }: { itens: Agregado[]; cor?: (id: number) => string; titulo: string }) {
  return (
    <GraficoPizza
      rotulo={`Gráfico: ${titulo}`}
      formato="dinheiro"
      fatias={itens.map((a) => ({ id: a.id, valor: a.valor_total, rotulo: a.descricao, ...(cor ? { cor: cor(a.id) } : {}) }))}
    />
  );
}
