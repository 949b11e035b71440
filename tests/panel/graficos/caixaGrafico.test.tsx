import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaixaGrafico } from '../../../src/graficos/CaixaGrafico';
import { graficoSobDemanda } from '../../../src/graficos/graficoSobDemanda';

describe('the chart box', () => {
  it('names the chart for screen readers and shows it once there is data', () => {
    render(
      <CaixaGrafico titulo="Valor por loja">
        <svg aria-label="barras" />
      </CaixaGrafico>,
    );
    expect(screen.getByRole('figure', { name: 'Valor por loja' })).toContainElement(screen.getByLabelText('barras'));
  });

  it('keeps the place of a chart still loading, without drawing it', () => {
    render(
      <CaixaGrafico titulo="Valor por loja" carregando>
        <svg aria-label="barras" />
      </CaixaGrafico>,
    );
    expect(screen.getByRole('figure', { name: 'Valor por loja' })).toBeInTheDocument();
    expect(screen.queryByLabelText('barras')).not.toBeInTheDocument();
  });

  it("says the screen's sentence when there is nothing to draw, and is left out when the screen has none", () => {
    const { rerender } = render(
      <CaixaGrafico titulo="Maior giro" vazio semDados="Nenhum produto girou no período.">
        <svg aria-label="barras" />
      </CaixaGrafico>,
    );
    expect(screen.getByRole('figure', { name: 'Maior giro' })).toHaveTextContent('Nenhum produto girou no período.');
    rerender(
      <CaixaGrafico titulo="Maior giro" vazio>
        <svg aria-label="barras" />
      </CaixaGrafico>,
    );
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it("loads a chart's code when it is first drawn", async () => {
    let carregou = false;
    const Grafico = graficoSobDemanda(
      async () => {
        carregou = true;
        return { default: ({ nome }: { nome: string }) => <svg aria-label={nome} /> };
      },
      { altura: 110 },
    );
    expect(carregou).toBe(false);
    render(<Grafico nome="pizza" />);
    expect(await screen.findByLabelText('pizza')).toBeInTheDocument();
    expect(carregou).toBe(true);
  });
});
