import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MENSAGEM_PADRAO_ERRO } from '@retaguarda/contrato/api/envelope';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { server } from '../../mocks/server';
import { URL_RESUMO_INICIO } from '../../mocks/inicio';
import { gravarPedido } from '../pedidosNoBanco';
import { ADMIN, renderComServidor, VENDAS } from '../renderComServidor';
import { servidorRealDoArquivo, type ServidorReal } from '../servidorReal';

const real = servidorRealDoArquivo();
const FINANCEIRO = 'financeiro@retaguarda.dev';
const HORA = 60 * 60 * 1000;

/**
 * The server's now is 12:00 of Saturday 21/11/2026 in São Paulo. Today before noon: a web order
 * awaiting payment and a cancelled one (neither is revenue), a shipped web order (R$ 150,70) and a
 * paid store order without NFC-e that the customer collects later (R$ 134,80, so awaiting pickup).
 * The Saturday before: one delivered web order before noon and one after (not counted, it is later
 * in the day than now). Nothing shipped late.
 */
async function gravarDia(r: ServidorReal) {
  const agora = r.relogio.agora.getTime();
  const em = (horasAntes: number) => new Date(agora - horasAntes * HORA);
  await gravarPedido(r, { data: em(2) });
  await gravarPedido(r, { id_status: STATUS.enviado.id, data: em(1) });
  await gravarPedido(r, { canal: 'loja', tipo_entrega: 'retirada', id_status: STATUS.pago.id, data: em(3) });
  await gravarPedido(r, { id_status: STATUS.cancelado.id, data: em(0.5) });
  await gravarPedido(r, { id_status: STATUS.entregue.id, data: em(7 * 24 + 2) });
  await gravarPedido(r, { id_status: STATUS.entregue.id, data: em(7 * 24 - 2) });
}

/** The filter a link to the order list carries (react-admin's `filter` parameter). */
function filtroDoLink(link: HTMLElement): { caminho: string; filtro: Record<string, unknown> } {
  const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
  return { caminho: url.pathname, filtro: JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown> };
}

const principal = () => within(screen.getByRole('main'));

describe('Início', () => {
  it("shows today's figures against last Saturday and the orders awaiting action, each linking to the filtered order list", async () => {
    await gravarDia(real());
    await renderComServidor(real(), '/', { email: ADMIN });
    // the first render of the file pays the home chunk's transform
    const hoje = await screen.findByRole('region', { name: 'Hoje' });
    expect(await within(hoje).findByText('Atualizado às 12:00')).toBeInTheDocument();
    // the order awaiting payment and the cancelled one are neither orders nor revenue here
    expect(within(hoje).getByText('2')).toBeInTheDocument();
    expect(within(hoje).getByText('R$ 285,50')).toBeInTheDocument();
    expect(within(hoje).getByText(/1 no sábado passado até 12:00/)).toHaveTextContent('1 no sábado passado até 12:00 (+100%)');
    expect(within(hoje).getByText(/R\$ 150,70 no sábado passado até 12:00/)).toHaveTextContent('(+89%)');
    expect(within(hoje).getByText(/R\$ 150,70 no sábado passado até 12:00/)).toHaveTextContent(
      'Só pedidos pagos, em separação, enviados, retirados ou entregues: sem aguardando pagamento, cancelados e devolvidos.',
    );
    // the pickup is the one paid without NFC-e and the one awaiting pickup
    const numeroDoCartao = (titulo: string) => within(hoje).getByRole('heading', { level: 3, name: titulo }).nextElementSibling;
    expect(numeroDoCartao('Pagos sem NFC-e')).toHaveTextContent(/^1$/);
    expect(numeroDoCartao('Aguardando retirada')).toHaveTextContent(/^1$/);
    expect(numeroDoCartao('Envios atrasados')).toHaveTextContent('Nenhum');

    const deHoje = filtroDoLink(within(hoje).getByRole('link', { name: 'Ver os pedidos de hoje' }));
    expect(deHoje).toEqual({
      caminho: '/vendas/gestao-pedidos',
      // sellers and payment methods left unchosen: the list reads that as all of them
      filtro: { data_from_pedido: '21/11/2026', data_to_pedido: '21/11/2026', status_pedido: [2, 3, 4, 5, 6] },
    });
    expect(filtroDoLink(within(hoje).getByRole('link', { name: 'Ver os pagos sem NFC-e' })).filtro).toMatchObject({
      data_from_pedido: '23/10/2026',
      data_to_pedido: '21/11/2026',
      status_pedido: [2, 3, 5],
      tipo_entrega: ['balcao', 'retirada'],
      com_nfce: false,
    });
    expect(filtroDoLink(within(hoje).getByRole('link', { name: 'Ver os que aguardam retirada' })).filtro).toMatchObject({ status_pedido: [2, 3], tipo_entrega: ['retirada'] });
    // nothing late: said so, and no link to an empty list
    expect(within(hoje).getByText('Nada pendente aqui.')).toBeInTheDocument();
    expect(within(hoje).queryByRole('link', { name: 'Ver os envios atrasados' })).not.toBeInTheDocument();
    expect(document.title).toBe('Início · Retaguarda');
  });

  it('offers shortcuts only to built modules; the ones under construction are named, not linked', async () => {
    await renderComServidor(real(), '/', { email: VENDAS });
    await screen.findByRole('region', { name: 'Hoje' });
    const links = principal().getAllByRole('link').filter((l) => !l.closest('nav')).map((l) => l.getAttribute('href') ?? '');
    expect(links.filter((h) => !h.includes('?'))).toEqual(['/vendas/gestao-pedidos', '/vendas/catalogo-produtos', '/vendas/gestao-clientes', '/vendas/relatorios-vendas']);
    expect(principal().queryByRole('link', { name: 'Integrações e-commerce e marketplaces' })).not.toBeInTheDocument();
    expect(principal().getByText(/ainda em construção: Integrações e-commerce e marketplaces/)).toBeInTheDocument();
  });

  it('gives a user without the order module a home without figures, and never asks for them', async () => {
    await renderComServidor(real(), '/', { email: FINANCEIRO });
    expect(await screen.findByRole('heading', { name: 'Seus módulos estão em construção' })).toBeInTheDocument();
    expect(principal().getByText(/Contas a receber, Contas a pagar/)).toBeInTheDocument();
    expect(principal().getByRole('link', { name: 'Meu perfil' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('region', { name: 'Hoje' })).not.toBeInTheDocument();
    expect(principal().queryByRole('link', { name: 'Contas a receber' })).not.toBeInTheDocument();
    expect(real().chamadas.filter((c) => c.caminho.startsWith('/v2/inicio/resumo'))).toEqual([]);
  });

  it('shows the loading state until the figures arrive, and an empty day in a sentence', async () => {
    let responder: () => void = () => undefined;
    const liberado = new Promise<void>((r) => {
      responder = r;
    });
    // Holds the call, then lets the real server answer it (a resolver that returns nothing falls
    // through to the bridge's handlers): a day without orders.
    server.use(http.get(URL_RESUMO_INICIO, async () => {
      await liberado;
    }));
    await renderComServidor(real(), '/', { email: ADMIN });
    expect(await screen.findByText('Carregando os números de hoje…')).toBeInTheDocument();
    responder();
    expect(await screen.findByText(/Nenhum pedido hoje até agora\./)).toBeInTheDocument();
    expect(screen.getByText('R$ 0,00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver os pedidos de hoje' })).not.toBeInTheDocument();
    expect(screen.queryByText('Carregando os números de hoje…')).not.toBeInTheDocument();
  });

  it('says when the figures cannot be loaded and tries again on request', async () => {
    await gravarDia(real());
    server.use(http.get(URL_RESUMO_INICIO, () => HttpResponse.json({ RES: MENSAGEM_PADRAO_ERRO }, { status: 500 }), { once: true }));
    await renderComServidor(real(), '/', { email: ADMIN });
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent(`Não foi possível carregar os números de hoje. ${MENSAGEM_PADRAO_ERRO}`);
    // the shortcuts stay usable below the error
    expect(principal().getByRole('link', { name: 'Gestão de pedidos' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar números' }));
    expect(await screen.findByText('R$ 285,50')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
