import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { ROTAS_RELATORIOS_ESTOQUE } from '@retaguarda/contrato/api/relatoriosEstoque';
import { registrarPedido } from '../../../../../server/modulos/pedidos/consultas/novo-pedido';
import { server } from '../../../../mocks/server';
import { capturarDownloads, type ArquivoSalvo } from '../../../capturaDownloads';
import { abastecerProduto, criarProduto } from '../../../produtosNoServidor';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';

const real = servidorRealDoArquivo();
const R = ROTAS_RELATORIOS_ESTOQUE;
const DIA = 86_400_000;
let salvos: ArquivoSalvo[];

beforeEach(() => {
  salvos = capturarDownloads();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const celulas = (linha: HTMLElement) => within(linha).getAllByRole('cell').map((c) => c.textContent);

describe('/estoque/relatorios-estoque', () => {
  it('says so when nothing was delivered in the period', async () => {
    await renderComServidor(real(), '/estoque/relatorios-estoque', { email: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios de estoque' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma venda entregue ao cliente neste período.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar XLSX' })).toBeNull();
  });

  it('ranks the products in the ABC curve with its chart, shows the valuation per store and exports it', async () => {
    await real().entrar(ADMIN);
    const bolsa = await criarProduto(real(), { nome: 'Bolsa de Lona', sku: 'REL-BOL', preco: 50, custo: 20 });
    const lenco = await criarProduto(real(), { nome: 'Lenço Estampado', sku: 'REL-LEN', preco: 25, custo: 10 });
    await abastecerProduto(real(), bolsa.id, 1, 10);
    await abastecerProduto(real(), lenco.id, 1, 10);
    await registrarPedido(real().db.kysely, {
      id_seller: 1, id_cliente: null, canal: 'loja', id_status: STATUS.entregue.id, id_forma_pagto: 1, data_pedido: new Date(real().relogio.agora.getTime() - DIA),
      itens: [{ id_produto: bolsa.id, quantidade: 4, preco_unitario: 5000 }, { id_produto: lenco.id, quantidade: 2, preco_unitario: 2500 }], valor_desconto: 0, valor_frete: 0,
    });

    await renderComServidor(real(), '/estoque/relatorios-estoque', { email: ADMIN });
    const abc = await screen.findByRole('table', { name: 'Curva ABC' });
    expect(celulas(within(abc).getByRole('row', { name: /Bolsa de Lona/ }))).toEqual(['1', 'Bolsa de LonaREL-BOL', '4', 'R$\u00a0200,00', '80%', '80%', 'A']);
    expect(celulas(within(abc).getByRole('row', { name: /Lenço Estampado/ }))).toEqual(['2', 'Lenço EstampadoREL-LEN', '2', 'R$\u00a050,00', '20%', '100%', 'B']);
    expect(screen.getByRole('figure', { name: 'Curva ABC' })).toBeInTheDocument();
    const resumo = screen.getByLabelText('Resumo da curva ABC');
    expect(within(resumo).getByText('Receita no período').nextSibling).toHaveTextContent('R$ 250,00');
    expect(within(resumo).getByText('Período').nextSibling).toHaveTextContent('21/11/2025 a 21/11/2026');
    expect(real().corposPara(R.abc.metodo, R.abc.caminho).at(-1)).toEqual({});

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Valorização' }));
    const porLoja = await screen.findByRole('table', { name: 'Valor por loja' });
    // 6 bags at R$ 20,00 and 8 scarves at R$ 10,00
    expect(celulas(within(porLoja).getByRole('row', { name: /Loja Centro/ }))).toEqual(['Loja Centro', '2', '14', 'R$\u00a0200,00']);
    expect(screen.getByRole('figure', { name: 'Valor por loja' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    expect(await screen.findByText('Planilha exportada: estoque-valorizacao-2026-11-21.xlsx')).toBeInTheDocument();
    expect(salvos.map((s) => s.nome)).toEqual(['estoque-valorizacao-2026-11-21.xlsx']);
    expect(real().corposPara('PUT', '/v2/estoque/relatorios/valorizacao/xlsx')).toEqual([{}]);
  });

  it('sends the store and the thresholds it reads, and lists what has not sold', async () => {
    await real().entrar(ADMIN);
    const vaso = await criarProduto(real(), { nome: 'Vaso de Barro', sku: 'REL-VAS', preco: 30, custo: 12 });
    await abastecerProduto(real(), vaso.id, 2, 3);
    await renderComServidor(real(), '/estoque/relatorios-estoque?relatorio=parado', { email: ADMIN });
    const tabela = await screen.findByRole('table', { name: 'Estoque parado' });
    expect(celulas(within(tabela).getByRole('row', { name: /Vaso de Barro/ }))).toEqual(['Vaso de BarroREL-VAS', 'Loja Shopping Eldorado', '3', 'R$\u00a012,00', 'R$\u00a036,00', 'Nunca vendido', '—']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Sem venda há' }));
    await user.click(await screen.findByRole('option', { name: '180 dias' }));
    await waitFor(() => expect(real().corposPara(R.parado.metodo, R.parado.caminho).at(-1)).toEqual({ dias_sem_venda: 180 }));
    await user.click(screen.getByRole('combobox', { name: 'Loja' }));
    await user.click(await screen.findByRole('option', { name: 'Loja Centro' }));
    await waitFor(() => expect(real().corposPara(R.parado.metodo, R.parado.caminho).at(-1)).toEqual({ id_seller: 1, dias_sem_venda: 180 }));
    expect(await screen.findByText('Nenhum estoque parado: tudo o que está em mãos vendeu nos últimos 180 dias.')).toBeInTheDocument();
  });

  it("loads the period's calendar and the family's search when the user reaches them, focused", async () => {
    await renderComServidor(real(), '/estoque/relatorios-estoque', { email: ADMIN });
    expect(await screen.findByText('Nenhuma venda entregue ao cliente neste período.')).toBeInTheDocument();
    const filtros = screen.getByRole('search', { name: 'Filtros dos relatórios' });
    // boxes of the same label and size stand in their place, without the pickers' and the search's code
    expect(within(filtros).queryByRole('group', { name: 'De' })).toBeNull();
    expect(within(filtros).queryByRole('combobox', { name: 'Família' })).toBeNull();

    // reached by the keyboard: the calendar's field takes the focus
    act(() => within(filtros).getByRole('textbox', { name: 'De' }).focus());
    const de = await within(filtros).findByRole('group', { name: 'De' });
    await waitFor(() => expect(de).toContainElement(document.activeElement as HTMLElement));
    expect(within(filtros).getByRole('group', { name: 'Até' })).toBeInTheDocument();

    // the pointer over the box loads the search before the click
    const user = userEvent.setup();
    await user.hover(within(filtros).getByRole('textbox', { name: 'Família' }));
    const familia = await within(filtros).findByRole('combobox', { name: 'Família' });
    await user.click(familia);
    expect(familia).toHaveFocus();
  });

  it('shows a failure with a way to try again', async () => {
    server.use(http.put(`*${R.giro.caminho}`, () => HttpResponse.json({ RES: 'Relatório indisponível no momento' }, { status: 503 }), { once: true }));
    await renderComServidor(real(), '/estoque/relatorios-estoque?relatorio=giro', { email: ADMIN });
    expect(await screen.findByText('Relatório indisponível no momento')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('table', { name: 'Giro e cobertura' })).toBeInTheDocument();
  });
});
