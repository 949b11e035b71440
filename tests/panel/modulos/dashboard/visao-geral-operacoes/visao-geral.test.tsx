import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VISAO_GERAL_HOJE, VISAO_GERAL_TAREFAS, VISAO_GERAL_VENDAS } from '@retaguarda/contrato/modulos/dashboard/visao-geral-operacoes.relatorios';
import { BASE_RELATORIOS } from '@retaguarda/contrato/relatorios/endpoints';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { gravarPedido } from '../../../pedidosNoBanco';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo, type ServidorReal } from '../../../servidorReal';

const real = servidorRealDoArquivo();
const ROTA = '/dashboard/visao-geral-operacoes';
const HORA = 60 * 60 * 1000;

/**
 * The server's now is 12:00 of Saturday 21/11/2026 in São Paulo. Today: a store order paid at
 * 09:00 and waiting for its customer at the counter, with no NFC-e (R$ 134,80). The Saturday before
 * at 10:00: a delivered web order (R$ 150,70); at 14:00 another (later in the day than now).
 */
async function gravarDia(r: ServidorReal) {
  const agora = r.relogio.agora.getTime();
  await gravarPedido(r, { canal: 'loja', tipo_entrega: 'retirada', id_status: STATUS.pago.id, data: new Date(agora - 3 * HORA) });
  await gravarPedido(r, { id_status: STATUS.entregue.id, data: new Date(agora - 7 * 24 * HORA - 2 * HORA) });
  await gravarPedido(r, { id_status: STATUS.entregue.id, data: new Date(agora - 7 * 24 * HORA + 2 * HORA) });
}

/** The filter a link to the order list carries (react-admin's `filter` parameter). */
function filtroDoLink(link: HTMLElement): { caminho: string; filtro: Record<string, unknown> } {
  const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
  return { caminho: url.pathname, filtro: JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown> };
}

describe('Visão geral das operações', () => {
  it('lists the orders awaiting action first, each linking to the order list filtered to exactly them', async () => {
    await gravarDia(real());
    await renderComServidor(real(), ROTA, { email: ADMIN });
    // the first render of the file pays the screen chunk's transform
    const tarefas = await screen.findByRole('region', { name: 'Pedidos aguardando ação' }, { timeout: 30_000 });
    const retirada = await within(tarefas).findByRole('heading', { level: 3, name: 'Aguardando retirada' }, { timeout: 10_000 });
    const cartao = retirada.closest('li');
    expect(cartao).not.toBeNull();
    const link = within(cartao as HTMLElement).getByRole('link', { name: 'Ver 1 pedido' });
    expect(filtroDoLink(link)).toEqual({
      caminho: '/vendas/gestao-pedidos',
      filtro: { data_from_pedido: '23/10/2026', data_to_pedido: '21/11/2026', status_pedido: [2, 3], tipo_entrega: ['retirada'] },
    });
    const semNfce = within(tarefas).getByRole('heading', { level: 3, name: 'Pagos sem NFC-e' }).closest('li') as HTMLElement;
    expect(filtroDoLink(within(semNfce).getByRole('link', { name: 'Ver 1 pedido' })).filtro).toMatchObject({ tipo_entrega: ['balcao', 'retirada'], com_nfce: false });
    // a kind with nothing waiting has no link
    const atrasados = within(tarefas).getByRole('heading', { level: 3, name: 'Envios atrasados' }).closest('li') as HTMLElement;
    expect(within(atrasados).queryByRole('link')).toBeNull();
    // the tasks come before today's figures
    const hoje = screen.getByRole('region', { name: 'Hoje até 12:00' });
    expect(tarefas.compareDocumentPosition(hoje) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(tarefas).getByText(/^atualizado há \d+ s$/)).toBeInTheDocument();
  });

  it("says today's revenue against last Saturday and yesterday up to the same time, in words besides the arrow", async () => {
    await gravarDia(real());
    await renderComServidor(real(), ROTA, { email: ADMIN });
    // the first render of the file pays the screen chunk's transform
    const hoje = await screen.findByRole('region', { name: 'Hoje até 12:00' }, { timeout: 30_000 });
    const faturamento = within(hoje).getByRole('article', { name: 'Faturamento' });
    expect(await within(faturamento).findByText('R$ 134,80', {}, { timeout: 10_000 })).toBeInTheDocument();
    const semana = faturamento.querySelector('[data-comparacao="semana_passada"]');
    expect(semana).toHaveTextContent('Sábado passado até 12:00:caiu 10,6% (antes R$ 150,70)');
    expect(faturamento.querySelector('[data-comparacao="ontem"]')).toHaveTextContent('Ontem até 12:00:subiu (antes R$ 0,00)');
    const pedidos = within(hoje).getByRole('article', { name: 'Pedidos' });
    expect(pedidos.querySelector('[data-comparacao="semana_passada"]')).toHaveTextContent('igual (antes 1)');
  });

  it("offers a dashboard-only user its group's stores to choose, and the choice reaches every figure and the address; another group's user is offered only its own", async () => {
    const lojas = (idGrupo: number) =>
      real()
        .db.sqlite.prepare('SELECT nome FROM sellers WHERE id_grupo = ? ORDER BY nome')
        .all(idGrupo)
        .map((l) => (l as { nome: string }).nome);
    const [doGrupo, deOutro] = [lojas(1), lojas(2)];
    const SO_PAINEL = ['menu_principal_dashboard', 'dashboard_visao_geral_das_operacoes'] as const;
    await real().criarUsuario({ email: 'so-painel@visao.dev', permissoes: SO_PAINEL });
    await real().criarUsuario({ email: 'outra@visao.dev', permissoes: SO_PAINEL, idSeller: 5 });
    const user = userEvent.setup();
    const opcoesDoSeletor = async () => {
      await user.click(await screen.findByRole('button', { name: 'Filtros' }, { timeout: 30_000 }));
      const gaveta = await screen.findByRole('complementary', { name: 'Filtros' });
      await user.click(within(gaveta).getByRole('combobox', { name: 'Lojas' }));
      await waitFor(() => expect(screen.queryAllByRole('option').length).toBeGreaterThan(0), { timeout: 10_000 });
      return screen.getAllByRole('option');
    };

    const { unmount } = await renderComServidor(real(), ROTA, { email: 'so-painel@visao.dev' });
    const opcoes = await opcoesDoSeletor();
    // each option is a store's name and its CNPJ
    expect(doGrupo.filter((n) => !opcoes.some((o) => o.textContent?.startsWith(n)))).toEqual([]);
    expect(opcoes.some((o) => deOutro.some((n) => o.textContent?.includes(n)))).toBe(false);
    const segunda = opcoes.find((o) => o.textContent?.includes(doGrupo[1]));
    expect(segunda).toBeDefined();
    real().chamadas.length = 0;
    await user.click(segunda as HTMLElement);
    // the drawer applies a choice once it rests, as the reports' filters
    await waitFor(() => expect(JSON.parse(new URLSearchParams(window.location.search).get('filtros') ?? '{}')).toEqual({ lojas: [expect.any(Number)] }), { timeout: 10_000 });
    // The drawer closes by its own button; the stores' list may still be open over it (hidden: the
    // list hides the rest of the page from a screen reader), and goes with the drawer.
    await user.click(screen.getByRole('button', { name: 'Fechar filtros', hidden: true }));
    const { lojas: escolhidas } = JSON.parse(new URLSearchParams(window.location.search).get('filtros') ?? '{}') as { lojas: number[] };
    // the figures on screen, the declared widgets' and the screen's own, each asked for that store
    for (const id of [VISAO_GERAL_TAREFAS.id, VISAO_GERAL_HOJE.id, VISAO_GERAL_VENDAS.id]) {
      await waitFor(() => expect(real().corposPara('PUT', `${BASE_RELATORIOS}/${id}`).at(-1), id).toMatchObject({ filtros: { lojas: escolhidas } }), { timeout: 10_000 });
    }
    expect(await screen.findByRole('button', { name: 'Filtros (1 aplicados)' })).toBeInTheDocument();
    // the stores' register was never asked: this user has none of its keys
    expect(real().chamadas.filter((c) => c.caminho.startsWith('/v2/lojas'))).toEqual([]);
    unmount();

    await renderComServidor(real(), ROTA, { email: 'outra@visao.dev' });
    const delas = await opcoesDoSeletor();
    expect(delas.map((o) => o.textContent ?? '').filter((t) => doGrupo.some((n) => t.includes(n)))).toEqual([]);
    expect(delas.some((o) => deOutro.some((n) => o.textContent?.includes(n)))).toBe(true);
  });
});
