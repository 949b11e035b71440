import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext } from 'react-admin';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { VENDAS_RESUMO } from '@retaguarda/contrato/modulos/vendas/relatorios-vendas.relatorios';
import { definePainel } from '@retaguarda/contrato/relatorios/declarar';
import { dataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { PainelDeclarado } from '../../../src/relatorios/widgets/PainelDeclarado';
import { criarQueryClient } from '../../../src/session/queryClient';
import { server } from '../../mocks/server';
import { gravarPedido, SELLER } from '../pedidosNoBanco';
import { VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

const real = servidorRealDoArquivo();
const DIA = 86_400_000;
const RESUMO = '/v2/relatorios/vendas.resumo';
const RELATORIOS = { [VENDAS_RESUMO.id]: VENDAS_RESUMO };

const PAINEL = definePainel({
  id: 'teste.vendas',
  titulo: 'Vendas',
  chave: 'vendas_relatorios_de_vendas',
  periodo: 'ultimos_30',
  comparacao: 'periodo_anterior',
  widgets: [
    { tipo: 'kpi', titulo: 'Faturamento', relatorio: 'vendas.resumo', coluna: 'faturamento', melhor: 'maior', sparkline: 'dia', largura: 4 },
    { tipo: 'barras', titulo: 'Faturamento por loja', relatorio: 'vendas.resumo', series: ['faturamento'], horizontal: true, fixos: { por: 'loja' }, largura: 8 },
    { tipo: 'mapa_calor', titulo: 'Pedidos por dia e hora', relatorio: 'vendas.resumo', coluna: 'pedidos', fixos: { por: 'dia_semana_hora' }, largura: 12 },
  ],
});

beforeEach(() => {
  // the tests' orders only: reiniciar() does not (yet) empty these summaries
  real().db.sqlite.exec('DELETE FROM pedidos_resumo_hora; DELETE FROM pedidos_resumo_produto;');
});

/** The dashboard alone, signed in to the real server, at a route of the panel. */
async function renderPainel() {
  await real().entrar(VENDAS);
  window.history.replaceState(null, '', '/');
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={criarQueryClient()}>
      <PainelDeclarado painel={PAINEL} relatorios={RELATORIOS} />
    </AdminContext>,
  );
}

const widget = (titulo: string) => screen.getByRole('region', { name: titulo });

describe('a declared dashboard', () => {
  it("asks each widget's report with the dashboard's period and its own grouping, and shows a KPI's change in words", async () => {
    // 12:00 in São Paulo yesterday (a Friday) and two days ago: R$ 134,80 each, at Loja Centro's counter
    await gravarPedido(real(), { id_status: STATUS.pago.id, canal: 'loja', id_seller: SELLER.lojaCentro, data: new Date(real().relogio.agora.getTime() - DIA) });
    await gravarPedido(real(), { id_status: STATUS.pago.id, canal: 'loja', id_seller: SELLER.lojaCentro, data: new Date(real().relogio.agora.getTime() - 2 * DIA) });
    await renderPainel();
    const kpi = await screen.findByRole('region', { name: 'Faturamento' });
    expect(await within(kpi).findByText(/^R\$\s269,60$/)).toBeInTheDocument();
    // nothing in the previous 30 days: up, no percentage to give, and what it was
    expect(within(kpi).getByText(/^subiu \(antes R\$\s0,00\)$/)).toBeInTheDocument();
    expect(within(kpi).getByText(/^atualizado há \d+ s$/)).toBeInTheDocument();
    await waitFor(() => expect(real().corposPara('PUT', RESUMO)).toHaveLength(3));
    expect(real().corposPara('PUT', RESUMO)).toEqual(
      expect.arrayContaining([
        { periodo: 'ultimos_30', comparacao: 'periodo_anterior', por: 'dia' },
        { periodo: 'ultimos_30', comparacao: 'periodo_anterior', por: 'loja' },
        { periodo: 'ultimos_30', comparacao: 'periodo_anterior', por: 'dia_semana_hora' },
      ]),
    );

    // the heatmap's cells are named by weekday, hour and figure, with a legend of its steps
    const mapa = await within(widget('Pedidos por dia e hora')).findByRole('table', { name: 'Pedidos por dia e hora' });
    expect(within(mapa).getByRole('cell', { name: 'Sexta-feira, 12h: 1' })).toBeInTheDocument();
    expect(within(mapa).getByRole('cell', { name: 'Quinta-feira, 12h: 1' })).toBeInTheDocument();
    expect(within(mapa).getByRole('cell', { name: 'Segunda-feira, 3h: 0' })).toBeInTheDocument();
    expect(within(mapa).getAllByRole('cell')).toHaveLength(7 * 24);
    expect(within(widget('Pedidos por dia e hora')).getByRole('list', { name: 'Legenda' })).toHaveTextContent('sem movimento');
  });

  it("shows a chart's data as a table a click away, each row a link to its orders", async () => {
    await gravarPedido(real(), { id_status: STATUS.pago.id, canal: 'loja', id_seller: SELLER.lojaCentro, data: new Date(real().relogio.agora.getTime() - DIA) });
    await renderPainel();
    const barras = await screen.findByRole('region', { name: 'Faturamento por loja' });
    const user = userEvent.setup();
    await user.click(await within(barras).findByRole('button', { name: 'Ver dados em tabela' }));
    const tabela = within(barras).getByRole('table', { name: 'Dados de Faturamento por loja' });
    const centro = within(tabela).getByRole('row', { name: /Loja Centro/ });
    expect(within(centro).getByRole('cell')).toHaveTextContent(/^R\$\s134,80$/);
    const link = within(centro).getByRole('link', { name: 'Loja Centro' });
    // the panel's own router writes the address (a hash one here, outside the app)
    const endereco = (link.getAttribute('href') ?? '').replace(/^#/, '');
    expect(endereco.startsWith('/vendas/gestao-pedidos?')).toBe(true);
    const filtro: unknown = JSON.parse(new URLSearchParams(endereco.split('?')[1]).get('filter') ?? '');
    expect(filtro).toEqual({ id_pessoa: [SELLER.lojaCentro], data_from_pedido: '23/10/2026', data_to_pedido: '21/11/2026' });
    await user.click(within(barras).getByRole('button', { name: 'Ver gráfico' }));
    expect(within(barras).queryByRole('table')).toBeNull();
  });

  it('keeps a failing widget to itself, with a way to try again', async () => {
    let falhou = false;
    server.use(
      http.put(`*${RESUMO}`, async ({ request }) => {
        const corpo = (await request.clone().json()) as { por?: string };
        if (corpo.por !== 'loja' || falhou) return undefined;
        falhou = true;
        return HttpResponse.json({ RES: 'Relatório indisponível no momento' }, { status: 503 });
      }),
    );
    await renderPainel();
    const barras = await screen.findByRole('region', { name: 'Faturamento por loja' });
    expect(await within(barras).findByText('Relatório indisponível no momento')).toBeInTheDocument();
    expect(await within(widget('Faturamento')).findByText(/^R\$\s0,00$/)).toBeInTheDocument();
    await userEvent.setup().click(within(barras).getByRole('button', { name: 'Tentar de novo' }));
    expect(await within(barras).findByText('Nada no período. Amplie o período para ver este quadro.')).toBeInTheDocument();
  });
});
