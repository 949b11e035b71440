import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { VENDAS_RESUMO } from '@retaguarda/contrato/modulos/vendas/relatorios-vendas.relatorios';
import { dataProvider } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { BotaoFixarEmPainel } from '../../../src/paineis/BotaoFixarEmPainel';
import { MENSAGEM_SEM_WIDGETS, ROTA_PAINEIS } from '../../../src/paineis/rotas';
import TelaPainelPessoal from '../../../src/paineis/TelaPainelPessoal';
import { criarQueryClient } from '../../../src/session/queryClient';
import { ADMIN, renderComServidor } from '../renderComServidor';
import { servidorRealDoArquivo } from '../servidorReal';

const real = servidorRealDoArquivo();

// the server's restart between tests keeps what is not an order: each test starts with no dashboard
beforeEach(() => {
  real().db.sqlite.exec('DELETE FROM paineis_pessoais_widgets; DELETE FROM paineis_pessoais; DELETE FROM paineis_pessoais_historico; DELETE FROM relatorios_salvos;');
});

/** A saved view of the sales report, shared in the admin's group, as the saved views' API keeps it. */
function salvarConsulta(nome: string): number {
  const sqlite = real().db.sqlite;
  const { id: idAdmin } = sqlite.prepare('SELECT id FROM users WHERE email = ?').get(ADMIN) as { id: number };
  const agora = real().relogio.agora.getTime();
  const corpo = JSON.stringify({ periodo: 'ultimos_30', comparacao: 'nenhuma', por: 'loja', filtros: {} });
  const r = sqlite
    .prepare('INSERT INTO relatorios_salvos (id_grupo, user_id, relatorio, nome, corpo, compartilhado, version, criado_em, atualizado_em) VALUES (1, ?, ?, ?, ?, 1, 1, ?, ?)')
    .run(idAdmin, VENDAS_RESUMO.id, nome, corpo, agora, agora);
  return Number(r.lastInsertRowid);
}

/** The report screen's button beside a saved view, and the dashboard's page it links to. */
async function renderFixar(salvo: { id: number; nome: string }) {
  await real().entrar(ADMIN);
  window.history.replaceState(null, '', '/');
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={criarQueryClient()}>
      <Routes>
        <Route path="/" element={<BotaoFixarEmPainel salvo={salvo} declaracao={VENDAS_RESUMO} />} />
        <Route path={`${ROTA_PAINEIS}/:id`} element={<TelaPainelPessoal />} />
      </Routes>
    </AdminContext>,
  );
}

describe('Fixar em um painel', () => {
  it('pins a saved view as bars to a new dashboard of my own, and the dashboard then shows it drawn from the report', async () => {
    const user = userEvent.setup();
    const id = salvarConsulta('Faturamento por loja');
    await renderFixar({ id, nome: 'Faturamento por loja' });

    await user.click(screen.getByRole('button', { name: 'Fixar em um painel' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Fixar “Faturamento por loja” em um painel' }, { timeout: 30_000 });
    // no dashboard yet: a new one is offered
    await user.type(await within(dialogo).findByRole('textbox', { name: 'Nome do novo painel' }), 'Minha manhã');
    await user.click(within(dialogo).getByRole('combobox', { name: 'Tipo do widget' }));
    await user.click(await screen.findByRole('option', { name: 'Barras' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Fixar' }));
    const abrir = await within(dialogo).findByRole('link', { name: 'Abrir o painel' }, { timeout: 10_000 });

    await user.click(abrir);
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha manhã' }, { timeout: 30_000 })).toBeInTheDocument();
    const widget = await screen.findByRole('region', { name: 'Faturamento por loja' }, { timeout: 10_000 });
    expect(within(widget).queryByText(/Sem acesso/)).toBeNull();
    // the report answered the view's body (grouped by store): loaded, and no error of its own
    await waitFor(() => expect(within(widget).queryByRole('status')).toBeNull(), { timeout: 10_000 });
    expect(within(widget).queryByRole('alert')).toBeNull();
    expect(screen.queryByText(MENSAGEM_SEM_WIDGETS)).toBeNull();

    // unpinned, the dashboard says how to fill it again
    await user.click(screen.getByRole('button', { name: 'Desafixar Faturamento por loja' }));
    expect(await screen.findByText(MENSAGEM_SEM_WIDGETS, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("is reached under the operations overview: 'Meus painéis' creates a dashboard, lists it and opens it empty, saying how to fill it", async () => {
    const user = userEvent.setup();
    await renderComServidor(real(), ROTA_PAINEIS, { email: ADMIN });
    const nome = await screen.findByRole('textbox', { name: 'Nome do novo painel' }, { timeout: 30_000 });
    expect(await screen.findByText('Nenhum painel ainda: dê um nome e crie o primeiro.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.type(nome, 'Caixa da manhã');
    await user.click(screen.getByRole('button', { name: 'Criar painel' }));
    const cartao = await screen.findByRole('link', { name: /Caixa da manhã/ }, { timeout: 10_000 });
    expect(cartao).toHaveTextContent('Meu · 0 widgets');
    await user.click(cartao);
    expect(await screen.findByText(MENSAGEM_SEM_WIDGETS, {}, { timeout: 30_000 })).toBeInTheDocument();
  });
});
