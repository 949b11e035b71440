import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraficoLinha } from '../../../src/relatorios/widgets/graficos';

const CARREGANDO = { name: 'Carregando o gráfico' };
const SERIE = { rotulo: 'Faturamento', valores: [100, 250, 180], formatar: (v: number) => String(v) };

/** An IntersectionObserver the test drives: it records what is watched and reports only when told. */
function observadorDoTeste() {
  const vigiados: { el: Element; avisar: (perto: boolean) => void; opcoes?: IntersectionObserverInit }[] = [];
  class Observador {
    private readonly meus: Element[] = [];
    constructor(private readonly chamar: IntersectionObserverCallback, private readonly opcoes?: IntersectionObserverInit) {}
    observe(el: Element) {
      this.meus.push(el);
      vigiados.push({
        el,
        opcoes: this.opcoes,
        avisar: (perto) => {
          if (!this.meus.includes(el)) return;
          const entrada = { target: el, isIntersecting: perto, intersectionRatio: perto ? 1 : 0 } as unknown as IntersectionObserverEntry;
          this.chamar([entrada], this as unknown as IntersectionObserver);
        },
      });
    }
    unobserve(el: Element) {
      this.meus.splice(this.meus.indexOf(el), 1);
    }
    disconnect() {
      this.meus.length = 0;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observador);
  return vigiados;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a dashboard's charts, loaded as they come near the viewport", () => {
  it('keeps the named placeholder of the chart height until its place comes within a screen, then draws the chart', async () => {
    const vigiados = observadorDoTeste();
    // the charts' code already in memory: were it asked for, nothing would delay the chart
    await import('../../../src/relatorios/widgets/GraficosMui');
    const { container } = render(<GraficoLinha nomes={['01/12', '02/12', '03/12']} series={[SERIE]} altura={240} />);
    await act(async () => {
      await Promise.resolve();
    });

    const lugar = screen.getByRole('progressbar', CARREGANDO);
    expect(lugar).toHaveStyle({ height: '240px' });
    expect(vigiados.map((v) => v.el)).toEqual([lugar]);
    expect(vigiados[0].opcoes?.rootMargin).toBe('100% 0px');
    expect(container.querySelector('svg')).toBeNull();

    // still further than a screen away: nothing changes
    act(() => vigiados[0].avisar(false));
    expect(screen.getByRole('progressbar', CARREGANDO)).toBe(lugar);
    expect(container.querySelector('svg')).toBeNull();

    act(() => vigiados[0].avisar(true));
    await waitFor(() => expect(screen.queryByRole('progressbar', CARREGANDO)).not.toBeInTheDocument());
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('draws a second chart as soon as its own place comes near, once the code is loaded', async () => {
    const vigiados = observadorDoTeste();
    render(
      <>
        <GraficoLinha nomes={['01/12', '02/12', '03/12']} series={[SERIE]} altura={240} />
        <GraficoLinha nomes={['04/12', '05/12', '06/12']} series={[SERIE]} altura={120} />
      </>,
    );
    expect(vigiados).toHaveLength(2);
    act(() => vigiados[0].avisar(true));
    await waitFor(() => expect(screen.getAllByRole('progressbar', CARREGANDO)).toHaveLength(1));
    expect(screen.getByRole('progressbar', CARREGANDO)).toHaveStyle({ height: '120px' });
    act(() => vigiados[1].avisar(true));
    await waitFor(() => expect(screen.queryByRole('progressbar', CARREGANDO)).not.toBeInTheDocument());
  });
});
