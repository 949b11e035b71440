import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MENSAGEM_PADRAO_ERRO } from '../../src/api/envelope';
import { server } from '../mocks/server';
import { URL_RESUMO_INICIO, resumoInicioPadrao } from '../mocks/inicio';
import { usuarioAdmin, usuarioFinanceiro, usuarioVendas } from '../mocks/fixtures';
import { renderApp } from './renderApp';

/** The filter a link to the order list carries (react-admin's `filter` parameter). */
function filtroDoLink(link: HTMLElement): { caminho: string; filtro: Record<string, unknown> } {
  const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
  return { caminho: url.pathname, filtro: JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown> };
}

const principal = () => within(screen.getByRole('main'));

describe('Início', () => {
  it("shows today's figures against last Saturday and the orders awaiting action, each linking to the filtered order list", async () => {
    renderApp('/', { usuario: usuarioAdmin });
    // the first render of the file pays the home chunk's transform
    const hoje = await screen.findByRole('region', { name: 'Hoje' });
    expect(await within(hoje).findByText('Atualizado às 12:00')).toBeInTheDocument();
    expect(within(hoje).getByText('24')).toBeInTheDocument();
    expect(within(hoje).getByText('R$ 10.730,41')).toBeInTheDocument();
    expect(within(hoje).getByText(/20 no sábado passado até 12:00/)).toHaveTextContent('20 no sábado passado até 12:00 (+20%)');
    expect(within(hoje).getByText(/R\$ 11\.000,00 no sábado passado até 12:00/)).toHaveTextContent('(-2%)');

    const deHoje = filtroDoLink(within(hoje).getByRole('link', { name: 'Ver os pedidos de hoje' }));
    expect(deHoje).toEqual({
      caminho: '/vendas/gestao-pedidos',
      // sellers and payment methods left unchosen: the list reads that as all of them
      filtro: { data_from_pedido: '21/11/2026', data_to_pedido: '21/11/2026', status_pedido: [1, 2, 3, 4, 5, 6] },
    });
    expect(filtroDoLink(within(hoje).getByRole('link', { name: 'Ver os pagos sem NFC-e' })).filtro).toMatchObject({
      data_from_pedido: '23/10/2026',
      data_to_pedido: '21/11/2026',
      status_pedido: [2, 3, 5],
    });
    expect(filtroDoLink(within(hoje).getByRole('link', { name: 'Ver os que aguardam retirada' })).filtro).toMatchObject({ status_pedido: [2, 3] });
    // nothing late: said so, and no link to an empty list
    expect(within(hoje).getByText('Nada pendente aqui.')).toBeInTheDocument();
    expect(within(hoje).queryByRole('link', { name: 'Ver os envios atrasados' })).not.toBeInTheDocument();
    expect(document.title).toBe('Início · Retaguarda');
  });

  it('offers shortcuts only to built modules; the ones under construction are named, not linked', async () => {
    renderApp('/', { usuario: usuarioVendas });
    await screen.findByRole('region', { name: 'Hoje' });
    const links = principal().getAllByRole('link').filter((l) => !l.closest('nav')).map((l) => l.getAttribute('href') ?? '');
    expect(links.filter((h) => !h.includes('?'))).toEqual(['/vendas/gestao-pedidos']);
    expect(principal().queryByRole('link', { name: 'Catálogo de produtos' })).not.toBeInTheDocument();
    expect(principal().getByText(/ainda em construção: Catálogo de produtos, Gestão de clientes/)).toBeInTheDocument();
  });

  it('gives a user without the order module a home without figures, and never asks for them', async () => {
    let pedidos = 0;
    server.use(http.get(URL_RESUMO_INICIO, () => {
      pedidos += 1;
      return HttpResponse.json({ RES: resumoInicioPadrao });
    }));
    renderApp('/', { usuario: usuarioFinanceiro });
    expect(await screen.findByRole('heading', { name: 'Seus módulos estão em construção' })).toBeInTheDocument();
    expect(principal().getByText(/Contas a receber, Contas a pagar/)).toBeInTheDocument();
    expect(principal().getByRole('link', { name: 'Meu perfil' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('region', { name: 'Hoje' })).not.toBeInTheDocument();
    expect(principal().queryByRole('link', { name: 'Contas a receber' })).not.toBeInTheDocument();
    expect(pedidos).toBe(0);
  });

  it('shows the loading state until the figures arrive, and an empty day in a sentence', async () => {
    let responder: () => void = () => undefined;
    const liberado = new Promise<void>((r) => {
      responder = r;
    });
    server.use(http.get(URL_RESUMO_INICIO, async () => {
      await liberado;
      return HttpResponse.json({ RES: { ...resumoInicioPadrao, hoje: { ...resumoInicioPadrao.hoje, pedidos: 0, faturamento: 0 } } });
    }));
    renderApp('/', { usuario: usuarioAdmin });
    expect(await screen.findByText('Carregando os números de hoje…')).toBeInTheDocument();
    responder();
    expect(await screen.findByText(/Nenhum pedido hoje até agora\./)).toBeInTheDocument();
    expect(screen.getByText('R$ 0,00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver os pedidos de hoje' })).not.toBeInTheDocument();
    expect(screen.queryByText('Carregando os números de hoje…')).not.toBeInTheDocument();
  });

  it('says when the figures cannot be loaded and tries again on request', async () => {
    server.use(http.get(URL_RESUMO_INICIO, () => HttpResponse.json({ RES: MENSAGEM_PADRAO_ERRO }, { status: 500 }), { once: true }));
    renderApp('/', { usuario: usuarioAdmin });
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent(`Não foi possível carregar os números de hoje. ${MENSAGEM_PADRAO_ERRO}`);
    // the shortcuts stay usable below the error
    expect(principal().getByRole('link', { name: 'Gestão de pedidos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar números' }));
    expect(await screen.findByText('R$ 10.730,41')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
