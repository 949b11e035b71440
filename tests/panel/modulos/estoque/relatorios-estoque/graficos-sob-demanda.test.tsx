import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALTURA_LEGENDA, ALTURA_PARETO, alturaDasBarras } from '../../../../../src/graficos/medidas';
import { GraficoBarrasSobDemanda, GraficoParetoSobDemanda } from '../../../../../src/graficos/sobDemanda';

const CARREGANDO = { name: 'Carregando o gráfico' };

describe("the reports' charts, loaded when drawn", () => {
  it("keeps a bar chart's place at the chart's own height, named as loading, until its code arrives", async () => {
    const { container } = render(
      <GraficoBarrasSobDemanda
        nomes={['Loja Centro', 'Loja Shopping']}
        series={[
          { rotulo: 'Rupturas', valores: [2, 1], formato: 'inteiro' },
          { rotulo: 'Excessos', valores: [0, 3], formato: 'inteiro' },
        ]}
      />,
    );
    const lugar = screen.getByRole('progressbar', CARREGANDO);
    // two series: the legend's line above the bars
    expect(lugar).toHaveStyle({ height: `${alturaDasBarras(2, 2) + ALTURA_LEGENDA}px` });
    await waitFor(() => expect(screen.queryByRole('progressbar', CARREGANDO)).not.toBeInTheDocument());
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it("keeps a Pareto chart's place, legend included", async () => {
    render(<GraficoParetoSobDemanda nomes={['Bolsa']} barras={{ rotulo: 'Receita', valores: [200], formato: 'dinheiro' }} acumulado={{ rotulo: 'Acumulado', fracoes: [1] }} />);
    expect(screen.getByRole('progressbar', CARREGANDO)).toHaveStyle({ height: `${ALTURA_PARETO + ALTURA_LEGENDA}px` });
    await waitFor(() => expect(screen.queryByRole('progressbar', CARREGANDO)).not.toBeInTheDocument());
  });
});
