import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { INDICADORES_METAS, INDICADORES_RESUMO } from '@retaguarda/contrato/modulos/dashboard/indicadores-desempenho.relatorios';
import { BASE_RELATORIOS } from '@retaguarda/contrato/relatorios/endpoints';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { gravarPedido } from '../../../pedidosNoBanco';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';

const real = servidorRealDoArquivo();
const ROTA = '/dashboard/indicadores-desempenho';

/**
 * November 2026's goals of the demo's first two stores, in place of the demo's: one no store can
 * miss (R$ 0,01 and one order) and one none can reach (R$ 1 bilhão and ten million orders).
 */
beforeEach(() => {
  const sqlite = real().db.sqlite;
  sqlite.exec('UPDATE metas_lojas SET ativo = 0');
  const inserir = sqlite.prepare(
    'INSERT INTO metas_lojas (id_grupo, mes, loja, meta_faturamento, meta_pedidos, ativo, version, criado_em, atualizado_em) VALUES (1, ?, ?, ?, ?, 1, 1, 0, 0)',
  );
  inserir.run('2026-11-01', 1, 1, 1);
  inserir.run('2026-11-01', 2, 100_000_000_000, 10_000_000);
});

describe('Indicadores de desempenho', () => {
  it("shows each store's goal as a gauge whose state is also said in words, with the goals' register a link away", async () => {
    // a sale of the first store today: R$ 134,80, one order
    await gravarPedido(real(), { canal: 'loja', id_status: STATUS.pago.id });
    await renderComServidor(real(), ROTA, { email: ADMIN });
    // the first render of the file pays the screen chunk's transform
    const metas = await screen.findByRole('region', { name: 'Metas das lojas neste mês' }, { timeout: 30_000 });
    const cartoes = await within(metas).findAllByRole('article', {}, { timeout: 10_000 });
    expect(cartoes).toHaveLength(2);
    const [atingida, longe] = cartoes;
    expect(within(atingida).getByRole('meter', { name: /^Faturamento: .* da meta, meta atingida$/ })).toBeInTheDocument();
    expect(within(atingida).getAllByText(/^Meta atingida · /)).toHaveLength(2);
    expect(within(atingida).getByText(/^R\$ [\d.]+,\d\d de R\$ 0,01$/)).toBeInTheDocument();
    expect(within(longe).getByRole('meter', { name: /^Faturamento: 0(,0)? % da meta, longe da meta$/ })).toBeInTheDocument();
    expect(within(longe).getByText(/de R\$ 1\.000\.000\.000,00$/)).toBeInTheDocument();
    expect(within(metas).getAllByRole('link', { name: 'Metas por loja' })[0]).toHaveAttribute('href', '/dashboard/indicadores-desempenho/metas');
  });

  it('compares each figure with the previous period in words besides the arrow', async () => {
    await renderComServidor(real(), ROTA, { email: ADMIN });
    const faturamento = await screen.findByRole('region', { name: 'Faturamento' }, { timeout: 30_000 });
    expect(await within(faturamento).findByText(/^(subiu|caiu) [\d,]+% \(antes R\$ [\d.]+,\d\d\)$|^igual \(antes R\$ [\d.]+,\d\d\)$/, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('opens a custom period and a store from the address: each widget and the goals ask for them, against the period before', async () => {
    const filtros = encodeURIComponent(JSON.stringify({ lojas: [2] }));
    await renderComServidor(real(), `${ROTA}?periodo=personalizado&de=2026-11-01&ate=2026-11-10&filtros=${filtros}`, { email: ADMIN });
    const barra = await screen.findByRole('search', { name: 'Filtros do painel' }, { timeout: 30_000 });
    expect(within(barra).getByRole('combobox', { name: 'Período' })).toHaveTextContent('Personalizado');
    expect(within(barra).getByRole('button', { name: 'Filtros (1 aplicados)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(real().corposPara('PUT', `${BASE_RELATORIOS}/${INDICADORES_RESUMO.id}`).at(-1)).toEqual({
        periodo: 'personalizado',
        de: '01/11/2026',
        ate: '10/11/2026',
        comparacao: 'periodo_anterior',
        por: 'dia',
        filtros: { lojas: [2] },
      }),
    );
    await waitFor(() => expect(real().corposPara('PUT', `${BASE_RELATORIOS}/${INDICADORES_METAS.id}`).at(-1)).toMatchObject({ filtros: { lojas: [2] } }));
  });
});
