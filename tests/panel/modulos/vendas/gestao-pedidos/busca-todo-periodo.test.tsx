import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gravarPedido } from '../../../pedidosNoBanco';
import { servidorRealDoArquivo } from '../../../servidorReal';
import { AGORA, corpoDaSessao, corposDaLista, filtroDaUrl, renderLista, urlComFiltro, VALORES_PADRAO } from '../../../renderPedidos';

const real = servidorRealDoArquivo();
const corpos = () => corposDaLista(real());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AGORA);
});
afterEach(() => vi.useRealTimers());

const DIA = 24 * 60 * 60_000;
const FELIX = { nome: 'Félix Andrade', cpf: '11144477735' };
/** Orders of Félix: one today, within the default two days, and two of last month. */
async function pedidosDoFelix(): Promise<{ hoje: number; antigos: number[] }> {
  const hoje = await gravarPedido(real(), { cliente: FELIX, canal: 'loja' });
  const antigos = [await gravarPedido(real(), { cliente: FELIX, canal: 'loja', data: new Date(AGORA.getTime() - 30 * DIA) }), await gravarPedido(real(), { cliente: FELIX, canal: 'loja', data: new Date(AGORA.getTime() - 40 * DIA) })];
  return { hoje, antigos };
}

/** The numbers of the orders on the screen, top to bottom. */
const numerosNaTela = () => within(screen.getByRole('table')).queryAllByRole('link').map((l) => l.textContent);
const filtrosAplicados = () => within(screen.getByRole('list', { name: 'Filtros aplicados' })).getAllByRole('listitem').map((li) => li.textContent);

describe('searching an order by client over more than the default two days', () => {
  it('a search by CPF looks at the whole history, says so among the filters, and leaves the period in the filter for later', async () => {
    const { hoje, antigos } = await pedidosDoFelix();
    await renderLista(real(), urlComFiltro({ ...VALORES_PADRAO, busca: '111.444.777-35' }));
    await waitFor(() => expect(numerosNaTela()).toEqual([String(hoje), ...antigos.map(String)]));
    // the request carries no period; the server applies every field it gets
    expect(corpos()).toEqual([corpoDaSessao({ busca: '111.444.777-35' })]);
    expect(filtrosAplicados()).toContain('Data do pedido: Todo o período (busca por identificador)');
    expect(filtroDaUrl()).toEqual({ ...VALORES_PADRAO, busca: '111.444.777-35' });
    // no offer to widen what is already the whole history
    expect(screen.queryByRole('button', { name: 'Buscar em todo o período' })).not.toBeInTheDocument();
  });

  it('a name search keeps to the period and, when the whole history has more of its orders, offers it', async () => {
    const user = userEvent.setup();
    const { hoje, antigos } = await pedidosDoFelix();
    await renderLista(real(), urlComFiltro({ ...VALORES_PADRAO, busca: 'Félix' }));
    await waitFor(() => expect(numerosNaTela()).toEqual([String(hoje)]));
    const aviso = (await screen.findByText('3 pedidos para “Félix” em todo o período; 1 no período filtrado.')).closest('[role="status"]') as HTMLElement;
    expect(filtrosAplicados()).toContain('Data do pedido: 20/11/2026 a 21/11/2026');

    await user.click(within(aviso).getByRole('button', { name: 'Buscar em todo o período' }));
    await waitFor(() => expect(numerosNaTela()).toEqual([String(hoje), ...antigos.map(String)]));
    expect(filtroDaUrl()).toEqual({ busca: 'Félix' });
    expect(filtrosAplicados()).toContain('Data do pedido: Todo o período');
    expect(corpos().at(-1)).toEqual(corpoDaSessao({ busca: 'Félix' }));
    expect(screen.queryByText(/em todo o período;/)).not.toBeInTheDocument();
  });

  it('a name search whose orders all fall in the period offers nothing more', async () => {
    const hoje = await gravarPedido(real(), { cliente: FELIX, canal: 'loja' });
    await renderLista(real(), urlComFiltro({ ...VALORES_PADRAO, busca: 'Félix' }));
    await waitFor(() => expect(numerosNaTela()).toEqual([String(hoje)]));
    // the whole history's count was asked and answered: one row of the same search without the period
    await waitFor(() => expect(corpos()).toContainEqual(corpoDaSessao({ busca: 'Félix' }, 1, 1)));
    expect(screen.queryByText(/em todo o período;/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buscar em todo o período' })).not.toBeInTheDocument();
  });

  it('the empty state of a client without recent orders offers the whole period, not only the same two days again', async () => {
    const user = userEvent.setup();
    const antigo = await gravarPedido(real(), { cliente: FELIX, canal: 'loja', data: new Date(AGORA.getTime() - 30 * DIA) });
    await renderLista(real(), urlComFiltro({ ...VALORES_PADRAO, busca: 'Félix' }));
    const vazio = await screen.findByText('Nenhum pedido para a busca “Félix” de 20/11/2026 a 21/11/2026');
    const estado = vazio.closest('[role="status"]') as HTMLElement;
    expect(within(estado).getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
    await user.click(await within(estado).findByRole('button', { name: 'Buscar em todo o período' }));
    await waitFor(() => expect(numerosNaTela()).toEqual([String(antigo)]));
    expect(filtroDaUrl()).toEqual({ busca: 'Félix' });
  });
});
