import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { server } from '../../../../mocks/server';
import { capturarDownloads, type ArquivoSalvo } from '../../../capturaDownloads';
import { gravarPedido, SELLER } from '../../../pedidosNoBanco';
import { renderComServidor, VENDAS } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';

const real = servidorRealDoArquivo();
const DIA = 86_400_000;
const RESUMO = '/v2/relatorios/vendas.resumo';
let salvos: ArquivoSalvo[];

beforeEach(() => {
  salvos = capturarDownloads();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const celulas = (linha: HTMLElement) => within(linha).getAllByRole('cell').map((c) => c.textContent);
const parametros = () => new URLSearchParams(window.location.search);
const ultimoCorpo = () => real().corposPara('PUT', RESUMO).at(-1);

/** A paid order at the counter of Loja Centro (R$ 134,80), `dias` days ago. */
const venda = (dias: number) => gravarPedido(real(), { id_status: STATUS.pago.id, canal: 'loja', id_seller: SELLER.lojaCentro, data: new Date(real().relogio.agora.getTime() - dias * DIA) });

describe('/vendas/relatorios-vendas', () => {
  it('reads the view from the URL, sends it, and writes a new preset back to the URL', async () => {
    await venda(1);
    const filtros = encodeURIComponent(JSON.stringify({ canal: ['loja'] }));
    await renderComServidor(real(), `/vendas/relatorios-vendas?relatorio=vendas.resumo&periodo=ultimos_7&por=loja&filtros=${filtros}`, { email: VENDAS });
    await screen.findByRole('table', { name: 'Vendas' });
    expect(ultimoCorpo()).toEqual({ periodo: 'ultimos_7', por: 'loja', filtros: { canal: ['loja'] } });
    const barra = screen.getByRole('search', { name: 'Filtros do relatório' });
    expect(within(barra).getByRole('combobox', { name: 'Período' })).toHaveTextContent('Últimos 7 dias');
    expect(within(barra).getByRole('combobox', { name: 'Agrupar por' })).toHaveTextContent('Loja');
    expect(within(barra).getByRole('button', { name: 'Filtros (1 aplicados)' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(barra).getByRole('combobox', { name: 'Período' }));
    await user.click(await screen.findByRole('option', { name: 'Este mês' }));
    await waitFor(() => expect(ultimoCorpo()).toEqual({ periodo: 'este_mes', por: 'loja', filtros: { canal: ['loja'] } }));
    expect(parametros().get('periodo')).toBe('este_mes');
    expect(parametros().get('por')).toBe('loja');
    expect(JSON.parse(parametros().get('filtros') ?? '')).toEqual({ canal: ['loja'] });
    // the period the server read, as the screen says it (21/11/2026 is the tests' today)
    expect(await screen.findByText('Período: 01/11/2026 a 21/11/2026')).toBeInTheDocument();
  });

  it("applies a declared filter from the drawer with the register engine's widget, and keeps it on reload", async () => {
    await venda(1);
    const { unmount } = await renderComServidor(real(), '/vendas/relatorios-vendas?por=loja', { email: VENDAS });
    await screen.findByRole('table', { name: 'Vendas' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const gaveta = await screen.findByRole('complementary', { name: 'Filtros' });
    await user.click(within(gaveta).getByRole('combobox', { name: 'Canal' }));
    await user.click(await screen.findByRole('option', { name: 'E-commerce' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(ultimoCorpo()).toEqual({ periodo: 'ultimos_30', por: 'loja', filtros: { canal: ['ecommerce'] } }));
    expect(JSON.parse(parametros().get('filtros') ?? '')).toEqual({ canal: ['ecommerce'] });
    // the counter sale is not e-commerce
    expect(await screen.findByText('Nenhuma venda no período.')).toBeInTheDocument();

    // the same address opened again (a reload, a shared link) is the same view
    const endereco = `${window.location.pathname}${window.location.search}`;
    unmount();
    real().chamadas.length = 0;
    await renderComServidor(real(), endereco, { email: VENDAS });
    expect(await screen.findByText('Nenhuma venda no período.')).toBeInTheDocument();
    expect(ultimoCorpo()).toEqual({ periodo: 'ultimos_30', por: 'loja', filtros: { canal: ['ecommerce'] } });
    expect(screen.getByRole('button', { name: 'Filtros (1 aplicados)' })).toBeInTheDocument();
  });

  it('saves the view on screen under a name, shared with the group, and opens it again', async () => {
    await renderComServidor(real(), '/vendas/relatorios-vendas?por=loja&periodo=ultimos_7&comparacao=ano_anterior', { email: VENDAS });
    await screen.findByText('Nenhuma venda no período.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Salvar consulta' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Salvar consulta' });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Nome da consulta' }), 'Lojas na semana');
    await user.click(within(dialogo).getByRole('switch', { name: 'Compartilhar com o grupo' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Consulta salva: Lojas na semana')).toBeInTheDocument();
    expect(real().corposPara('POST', '/v2/relatorios-salvos')).toEqual([
      { relatorio: 'vendas.resumo', nome: 'Lojas na semana', compartilhado: true, corpo: { periodo: 'ultimos_7', comparacao: 'ano_anterior', por: 'loja' } },
    ]);

    // another view, then the saved one opened from the list
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(await screen.findByRole('option', { name: 'Hoje' }));
    await waitFor(() => expect(parametros().get('periodo')).toBe('hoje'));
    await user.click(await screen.findByRole('button', { name: 'Consultas salvas (1)' }));
    await user.click(await screen.findByRole('button', { name: /^Lojas na semana/ }));
    await waitFor(() => expect(ultimoCorpo()).toEqual({ periodo: 'ultimos_7', comparacao: 'ano_anterior', por: 'loja' }));
    expect(parametros().get('periodo')).toBe('ultimos_7');
    expect(parametros().get('comparacao')).toBe('ano_anterior');
  });

  it('compares with the previous period in arrows and words, and totals the rows', async () => {
    await venda(1);
    await venda(2);
    await venda(40);
    await renderComServidor(real(), '/vendas/relatorios-vendas?por=loja&comparacao=periodo_anterior', { email: VENDAS });
    const tabela = await screen.findByRole('table', { name: 'Vendas' });
    expect(ultimoCorpo()).toEqual({ periodo: 'ultimos_30', comparacao: 'periodo_anterior', por: 'loja' });
    const centro = within(tabela).getByRole('row', { name: /Loja Centro/ });
    // 2 orders now against 1 before: the arrow is drawn, the sign and the words are read
    const pedidos = celulas(centro)[1];
    expect(pedidos).toContain('2');
    expect(pedidos).toContain('+100');
    expect(within(centro).getByText('subiu 100% (antes 1)')).toBeInTheDocument();
    const faturamento = celulas(centro)[2] ?? '';
    expect(faturamento).toMatch(/^R\$\s269,60/);
    expect(faturamento).toMatch(/subiu 100% \(antes R\$\s134,80\)/);
    // the ticket did not move: a dash, not an arrow up or down
    expect(celulas(centro)[3]).toMatch(/igual \(antes R\$\s134,80\)/);
    const total = within(tabela).getByRole('row', { name: /^Total/ });
    // 'Total' heads the row; then the orders and the revenue, with their own comparison
    expect(celulas(total)[0]).toMatch(/^2\+100%/);
    expect(celulas(total)[1]).toMatch(/^R\$\s269,60\+100%subiu 100% \(antes R\$\s134,80\)/);
    expect(screen.getByText(/Período: 23\/10\/2026 a 21\/11\/2026 · comparado com 23\/09\/2026 a 22\/10\/2026/)).toBeInTheDocument();
  });

  it("opens the store's orders in the order list, filtered by the store and the period", async () => {
    await venda(1);
    await renderComServidor(real(), '/vendas/relatorios-vendas?por=loja', { email: VENDAS });
    const tabela = await screen.findByRole('table', { name: 'Vendas' });
    await userEvent.setup().click(within(tabela).getByRole('row', { name: /Loja Centro/ }).querySelectorAll('td')[2]);
    await waitFor(() => expect(window.location.pathname).toBe('/vendas/gestao-pedidos'));
    expect(JSON.parse(parametros().get('filter') ?? '')).toEqual({ id_pessoa: [SELLER.lojaCentro], data_from_pedido: '23/10/2026', data_to_pedido: '21/11/2026' });
    // the list shows the store's order of the period
    expect(await screen.findByText('Maria Oliveira', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("margin per order: the order's number opens that order", async () => {
    const id = await venda(1);
    await renderComServidor(real(), '/vendas/relatorios-vendas?relatorio=vendas.margem-por-pedido', { email: VENDAS });
    const tabela = await screen.findByRole('table', { name: 'Margem por pedido' });
    expect(within(tabela).getByRole('link', { name: String(id) })).toHaveAttribute('href', `/vendas/gestao-pedidos/${id}`);
  });

  it('exports the sheet and the PDF of the view on screen through the report routes', async () => {
    await venda(1);
    await renderComServidor(real(), '/vendas/relatorios-vendas?por=loja', { email: VENDAS });
    await screen.findByRole('table', { name: 'Vendas' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    await waitFor(() => expect(salvos).toHaveLength(1));
    expect(real().corposPara('PUT', `${RESUMO}/xlsx`)).toEqual([{ periodo: 'ultimos_30', por: 'loja' }]);
    expect(salvos[0].nome).toMatch(/\.xlsx$/);
    await user.click(screen.getByRole('button', { name: 'Exportar PDF' }));
    await waitFor(() => expect(salvos).toHaveLength(2));
    expect(real().corposPara('PUT', `${RESUMO}/pdf`)).toEqual([{ periodo: 'ultimos_30', por: 'loja' }]);
    expect(salvos[1].nome).toMatch(/\.pdf$/);
  });

  it('says when nothing sold and offers a wider period', async () => {
    await renderComServidor(real(), '/vendas/relatorios-vendas?por=loja&periodo=hoje', { email: VENDAS });
    expect(await screen.findByText('Nenhuma venda no período.')).toBeInTheDocument();
    expect(screen.getByText('Amplie o período ou limpe os filtros.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar XLSX' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver os últimos 90 dias' }));
    await waitFor(() => expect(ultimoCorpo()).toEqual({ periodo: 'ultimos_90', por: 'loja' }));
  });

  it('shows a failure with a way to try again', async () => {
    server.use(http.put(`*${RESUMO}`, () => HttpResponse.json({ RES: 'Relatório indisponível no momento' }, { status: 503 }), { once: true }));
    await venda(1);
    await renderComServidor(real(), '/vendas/relatorios-vendas?por=loja', { email: VENDAS });
    expect(await screen.findByText('Relatório indisponível no momento')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('table', { name: 'Vendas' })).toBeInTheDocument();
  });
});
