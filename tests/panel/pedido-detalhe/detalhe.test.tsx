import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../mocks/server';
import { criarDetalhe, mockPedidoDetalhe } from '../../mocks/pedido-detalhe';
import { renderPedidos } from '../pedidos/renderPedidos';

const texto = (el: Element | null) => el?.textContent?.replace(/\u00a0/g, ' ');

describe('order detail', () => {
  it('shows the order formatted: money in R$, dates DD/MM/YYYY HH:mm, masked CPF, items, delivery and history', async () => {
    const pedido = criarDetalhe({ observacao_interna: 'Cliente pediu embrulho' });
    server.use(...mockPedidoDetalhe([pedido]).handlers);
    renderPedidos('/vendas/gestao-pedidos/1001');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido 1001' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Status do pedido' })).toHaveTextContent('Aguardando pagamento');

    const resumo = screen.getByRole('region', { name: 'Resumo' });
    expect(resumo).toHaveTextContent('20/11/2026 10:15');
    expect(texto(resumo)).toContain('R$ 145,70');
    expect(texto(resumo)).toContain('R$ 15,90');

    const pessoas = screen.getByRole('region', { name: 'Cliente e seller' });
    expect(pessoas).toHaveTextContent('Maria Oliveira');
    expect(pessoas).toHaveTextContent('***.456.789-**');
    expect(pessoas).toHaveTextContent('11.222.333/0001-81');

    const itens = within(screen.getByRole('table', { name: 'Itens do pedido' })).getAllByRole('row');
    expect(itens).toHaveLength(3);
    expect(texto(itens[1])).toBe('Camiseta básicaSKU CAM-0012R$ 49,90R$ 5,00R$ 94,80');

    expect(screen.getByRole('region', { name: 'Entrega' })).toHaveTextContent('Avenida Paulista, 1000 – Apto 12');
    expect(screen.getByRole('region', { name: 'Entrega' })).toHaveTextContent('CEP 01310-100');
    expect(screen.getByRole('region', { name: 'NFC-e' })).toHaveTextContent('Nenhuma NFC-e emitida');

    const historico = within(screen.getByRole('table', { name: 'Histórico de status' })).getAllByRole('row');
    expect(texto(historico[1])).toBe('20/11/2026 10:15Carlos Lima—Aguardando pagamentoPedido criado no site');
    expect(screen.getByRole('textbox', { name: 'Observação interna' })).toHaveValue('Cliente pediu embrulho');
  });

  it('shows the NFC-e number, series, date and access key in blocks of 4', async () => {
    const chave = '35261111222333000181650010000012031000012034';
    const pedido = criarDetalhe({ status_pedido: { id: 2, descricao: 'Pago' }, nfce: { numero: 1203, serie: 1, chave, data_emissao: '2026-11-20T10:20:00-03:00' } });
    server.use(...mockPedidoDetalhe([pedido]).handlers);
    renderPedidos('/vendas/gestao-pedidos/1001');
    const nfce = await screen.findByRole('region', { name: 'NFC-e' });
    expect(nfce).toHaveTextContent('1203');
    expect(nfce).toHaveTextContent('20/11/2026 10:20');
    expect(nfce).toHaveTextContent('3526 1111 2223 3300 0181 6500 1000 0012 0310 0001 2034');
  });

  it('shows a "Pedido não encontrado" page with a link back to the list for a 404', async () => {
    server.use(...mockPedidoDetalhe([criarDetalhe()]).handlers);
    renderPedidos('/vendas/gestao-pedidos/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute('href', '/vendas/gestao-pedidos');
    expect(window.location.pathname).toBe('/vendas/gestao-pedidos/999');
  });

  it('shows an "Acesso negado" page for an order of a seller outside the group', async () => {
    server.use(...mockPedidoDetalhe([criarDetalhe()], { proibidos: [1001] }).handlers);
    renderPedidos('/vendas/gestao-pedidos/1001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesso negado' })).toBeInTheDocument();
    expect(screen.getByText(/seller fora do seu grupo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a lista' })).toBeInTheDocument();
  });

  it('goes back to the list with the filters it had', async () => {
    const user = userEvent.setup();
    const backend = mockPedidoDetalhe([criarDetalhe()]);
    const corpos: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname === '/v2/vendas/lista-pedidos') void request.clone().json().then((c) => corpos.push(c));
    });
    server.use(...backend.handlers);
    const filtro = { id_pessoa: [5], data_from_pedido: '01/11/2026', data_to_pedido: '30/11/2026', status_pedido: [1] };
    renderPedidos(`/vendas/gestao-pedidos?filter=${encodeURIComponent(JSON.stringify(filtro))}&page=1&perPage=25`);
    await user.click(await screen.findByRole('link', { name: '1001' }));
    await user.click(await screen.findByRole('link', { name: 'Voltar para a lista' }));
    expect(await screen.findByRole('link', { name: '1001' })).toBeInTheDocument();
    await waitFor(() => expect(corpos).toHaveLength(2));
    server.events.removeAllListeners();
    expect(corpos[0]).toMatchObject({ page: 1, limit: 25, ...filtro });
    expect(corpos[1]).toEqual(corpos[0]);
  });
});
