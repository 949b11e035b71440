import { ROTAS_CLIENTES_VENDAS } from '@retaguarda/contrato/api/clientesVendas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { MENSAGEM_PADRAO_ERRO } from '@retaguarda/contrato/api/envelope';

import { formatMoney } from '@retaguarda/contrato/br/money';
import { server } from '../../../../mocks/server';
import { padraoMsw } from '../../../../mocks/rotas';
import { gravarPedido } from '../../../pedidosNoBanco';
import { ADMIN, renderComServidor, VENDAS } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';
import { telaPequena } from '../../../telaPequena';
import { CLIENTES, gravarClientes, semClientes } from '../../../clientesNoBanco';

const real = servidorRealDoArquivo();
const LISTA = '/vendas/gestao-clientes';
const URL_COMPRAS = padraoMsw(ROTAS_CLIENTES_VENDAS.compras);
const URL_DO_CLIENTE = padraoMsw(ROTAS_CLIENTES_VENDAS.doCliente);
const DIA = 24 * 60 * 60 * 1000;
/** toHaveTextContent folds every space, the no-break one of R$ included: expected texts are folded the same way. */
const texto = (s: string) => s.replace(/\s+/g, ' ');

beforeEach(() => semClientes(real()));
afterEach(() => vi.unstubAllGlobals());

/**
 * Ana bought twice: a web order paid today (R$ 150,70) and a counter sale collected three days
 * ago (R$ 134,80); her order cancelled yesterday does not count. Bruno never bought.
 */
async function gravarCompras() {
  const ids = await gravarClientes(real(), { ana: CLIENTES.ana, bruno: CLIENTES.bruno });
  const ana = { nome: CLIENTES.ana.nome, cpf: CLIENTES.ana.documento };
  const agora = real().relogio.agora.getTime();
  const pedidos = {
    pago: await gravarPedido(real(), { cliente: ana, id_status: STATUS.pago.id }),
    cancelado: await gravarPedido(real(), { cliente: ana, id_status: STATUS.cancelado.id, data: new Date(agora - DIA) }),
    retirado: await gravarPedido(real(), { cliente: ana, canal: 'loja', id_status: STATUS.retirado.id, data: new Date(agora - 3 * DIA) }),
  };
  return { ids, pedidos };
}

const ANA = { pedidos: '2', total: formatMoney(285.5), ultima: '21/11/2026', ticket: formatMoney(142.75) };
const COLUNAS = ['Pedidos', 'Total comprado', 'Última compra', 'Ticket médio'];

/** The texts of the four purchase cells of a client's row, in the columns' order. */
function comprasNaLinha(nome: string): string[] {
  const linha = screen.getByRole('link', { name: nome }).closest('tr')!;
  const cabecalhos = within(screen.getByRole('table')).getAllByRole('columnheader').map((c) => c.textContent ?? '');
  const celulas = within(linha).getAllByRole('cell');
  return COLUNAS.map((c) => celulas[cabecalhos.indexOf(c)]?.textContent ?? `sem a coluna ${c}`);
}

describe('the clients as sales sees them: the list', () => {
  it('shows each client’s orders, total bought, last purchase and average ticket, a dash for a client who never bought, from one call for the page', async () => {
    const { ids } = await gravarCompras();
    await renderComServidor(real(), LISTA, { email: VENDAS });
    await screen.findByRole('link', { name: 'Ana Beatriz Souza' });
    const cabecalhos = within(screen.getByRole('table')).getAllByRole('columnheader').map((c) => c.textContent);
    expect(cabecalhos).toEqual(expect.arrayContaining(COLUNAS));
    await waitFor(() => expect(comprasNaLinha('Ana Beatriz Souza')).toEqual([ANA.pedidos, ANA.total, ANA.ultima, ANA.ticket]));
    expect(comprasNaLinha('Bruno Lima')).toEqual(['—', '—', '—', '—']);
    const corpos = real().corposPara('PUT', ROTAS_CLIENTES_VENDAS.compras.caminho) as { ids: number[] }[];
    expect(corpos).toHaveLength(1);
    expect([...corpos[0]!.ids].sort()).toEqual([ids.ana, ids.bruno].sort());
  });

  it('shows a skeleton in the cells while the figures load, the rest of the list already there', async () => {
    await gravarCompras();
    let responder = () => undefined as void;
    const liberado = new Promise<void>((r) => {
      responder = r;
    });
    // holds the call, then lets the real server answer it (a resolver that returns nothing falls through)
    server.use(http.put(URL_COMPRAS, async () => {
      await liberado;
    }));
    await renderComServidor(real(), LISTA, { email: VENDAS });
    await screen.findByRole('link', { name: 'Ana Beatriz Souza' });
    expect(screen.getAllByLabelText('Carregando total comprado')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Bruno Lima' })).toBeInTheDocument();
    responder();
    await waitFor(() => expect(comprasNaLinha('Ana Beatriz Souza')).toEqual([ANA.pedidos, ANA.total, ANA.ultima, ANA.ticket]));
    expect(screen.queryByLabelText('Carregando total comprado')).toBeNull();
  });

  it('keeps the list when the figures fail: dashes, one warning, and Tentar novamente loads them', async () => {
    await gravarCompras();
    server.use(http.put(URL_COMPRAS, () => HttpResponse.json({ RES: MENSAGEM_PADRAO_ERRO }, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    await renderComServidor(real(), LISTA, { email: VENDAS });
    const aviso = await screen.findByText(/Não foi possível carregar as compras dos clientes\./);
    expect(aviso).toHaveTextContent(MENSAGEM_PADRAO_ERRO);
    expect(comprasNaLinha('Ana Beatriz Souza')).toEqual(['—', '—', '—', '—']);
    expect(screen.getByRole('link', { name: 'Bruno Lima' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(comprasNaLinha('Ana Beatriz Souza')).toEqual([ANA.pedidos, ANA.total, ANA.ultima, ANA.ticket]));
    expect(screen.queryByText(/Não foi possível carregar as compras dos clientes\./)).toBeNull();
  });

  it('shows the figures on the phone’s cards, after their labels', async () => {
    telaPequena();
    await gravarCompras();
    await renderComServidor(real(), LISTA, { email: VENDAS });
    const cartoes = await screen.findByRole('list', { name: 'Clientes' });
    const ana = within(cartoes).getByRole('link', { name: /Ana Beatriz Souza/ });
    await waitFor(() => expect(ana).toHaveTextContent(texto(`Pedidos: 2 · Total comprado: ${ANA.total} · Última compra: ${ANA.ultima} · Ticket médio: ${ANA.ticket}`)));
    expect(within(cartoes).getByRole('link', { name: /Bruno Lima/ })).toHaveTextContent('Pedidos: — · Total comprado: —');
  });

  it('shows neither the columns nor the section to a user who may not read the orders (and never asks for them)', async () => {
    const { ids } = await gravarCompras();
    await real().criarUsuario({ email: 'so-clientes@retaguarda.dev', permissoes: ['menu_principal_vendas', 'vendas_gestao_de_clientes'] });
    const { unmount } = await renderComServidor(real(), LISTA, { email: 'so-clientes@retaguarda.dev' });
    await screen.findByRole('link', { name: 'Ana Beatriz Souza' });
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((c) => c.textContent)).not.toContain('Total comprado');
    unmount();
    await renderComServidor(real(), `${LISTA}/${ids.ana}/show`, { email: 'so-clientes@retaguarda.dev' });
    await screen.findByRole('heading', { level: 1, name: 'Ana Beatriz Souza' });
    expect(await screen.findByRole('list', { name: 'Histórico' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Compras' })).toBeNull();
    expect(real().chamadas.filter((c) => c.caminho.startsWith('/v2/vendas/clientes'))).toEqual([]);
  });
});

describe('the clients as sales sees them: the record page', () => {
  it('has a Compras section with the figures, the latest orders (each opening its page) and the list of all the client’s orders', async () => {
    const { ids, pedidos } = await gravarCompras();
    const user = userEvent.setup();
    await renderComServidor(real(), `${LISTA}/${ids.ana}/show`, { email: VENDAS });
    const compras = await screen.findByRole('region', { name: 'Compras' });
    const ultimos = await within(compras).findByRole('table', { name: 'Últimos pedidos' });
    expect(compras).toHaveTextContent(texto(`Pedidos2Total comprado${ANA.total}Última compra${ANA.ultima}Ticket médio${ANA.ticket}`));
    const linhas = within(ultimos).getAllByRole('row').slice(1);
    expect(linhas.map((l) => l.textContent)).toEqual([
      `${pedidos.pago}21/11/2026 12:00Pago${formatMoney(150.7)}`,
      `${pedidos.cancelado}20/11/2026 12:00Cancelado${formatMoney(150.7)}`,
      `${pedidos.retirado}18/11/2026 12:00Retirado${formatMoney(134.8)}`,
    ]);
    expect(within(ultimos).getByRole('link', { name: `Pedido ${pedidos.pago}` })).toHaveAttribute('href', `/vendas/gestao-pedidos/${pedidos.pago}`);
    const todos = within(compras).getByRole('link', { name: 'Ver todos os pedidos' });
    const filtro = JSON.parse(new URL(todos.getAttribute('href')!, 'http://localhost').searchParams.get('filter') ?? '{}') as unknown;
    expect(filtro).toEqual({ busca: '529.982.247-25' });

    // the order list opens with the client's three orders, whatever their dates
    await user.click(todos);
    await waitFor(() => expect(window.location.pathname).toBe('/vendas/gestao-pedidos'));
    // the order list is a screen of its own, loaded on demand: the suite's wait, not a shorter one
    expect(await screen.findByRole('link', { name: String(pedidos.retirado) })).toBeInTheDocument();
  });

  it('says a client who never bought has no orders', async () => {
    const { ids } = await gravarCompras();
    await renderComServidor(real(), `${LISTA}/${ids.bruno}/show`, { email: VENDAS });
    const compras = await screen.findByRole('region', { name: 'Compras' });
    expect(await within(compras).findByText('Nenhum pedido deste cliente.')).toBeInTheDocument();
    expect(compras).toHaveTextContent('Pedidos—Total comprado—Última compra—Ticket médio—');
    expect(within(compras).queryByRole('link', { name: 'Ver todos os pedidos' })).toBeNull();
  });

  it('says when the purchases cannot be loaded, keeps the rest of the page, and tries again', async () => {
    const { ids } = await gravarCompras();
    server.use(http.get(URL_DO_CLIENTE, () => HttpResponse.json({ RES: MENSAGEM_PADRAO_ERRO }, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    await renderComServidor(real(), `${LISTA}/${ids.ana}/show`, { email: VENDAS });
    const compras = await screen.findByRole('region', { name: 'Compras' });
    expect(await within(compras).findByRole('alert')).toHaveTextContent(`Não foi possível carregar as compras. ${MENSAGEM_PADRAO_ERRO}`);
    expect(screen.getByRole('region', { name: 'Identificação' })).toBeInTheDocument();
    await user.click(within(compras).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(compras).findByRole('table', { name: 'Últimos pedidos' })).toBeInTheDocument();
  });
});

describe('the clients’ register: the link to the client’s orders', () => {
  it('offers Ver pedidos on the record page to a user who may open the orders, and not to one who may not', async () => {
    const { ids } = await gravarCompras();
    const { unmount } = await renderComServidor(real(), `/cadastros/clientes/${ids.ana}/show`, { email: ADMIN });
    const link = await screen.findByRole('link', { name: 'Ver pedidos' });
    expect(decodeURIComponent(link.getAttribute('href')!)).toBe('/vendas/gestao-pedidos?filter={"busca":"529.982.247-25"}');
    expect(screen.queryByRole('region', { name: 'Compras' })).toBeNull();
    unmount();

    await real().criarUsuario({ email: 'cadastro@retaguarda.dev', permissoes: ['menu_principal_cadastros', 'cadastros_clientes'] });
    await renderComServidor(real(), `/cadastros/clientes/${ids.ana}/show`, { email: 'cadastro@retaguarda.dev' });
    await screen.findByRole('heading', { level: 1, name: 'Ana Beatriz Souza' });
    expect(screen.getByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver pedidos' })).toBeNull();
  });
});
