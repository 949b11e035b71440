import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAGENS_CAMPANHA } from '@retaguarda/contrato/api/campanhasRevisao';
import { capturarDownloads, type ArquivoSalvo } from '../../../capturaDownloads';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';

const real = servidorRealDoArquivo();
let salvos: ArquivoSalvo[];

beforeEach(() => {
  salvos = capturarDownloads();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The dialog gone (its exit transition over): the page behind is no longer hidden from the accessibility tree. */
const semDialogo = () => vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const linha = (nome: string) => within(screen.getByRole('table', { name: 'Acessos em revisão' })).getByRole('row', { name: new RegExp(nome) });

describe('access review campaigns', () => {
  it('opens a review of the group, decides each access (a revocation needs its note), concludes it and exports the record', async () => {
    const servidor = real();
    await renderComServidor(servidor, '/torre-controle/revisoes-gestao-acessos?aba=revisoes', { email: ADMIN });
    const user = userEvent.setup();
    expect(await screen.findByText('Nenhuma revisão de acessos aberta até agora.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir revisão' }));
    const abrir = within(await screen.findByRole('dialog', { name: 'Abrir revisão de acessos' }));
    expect(abrir.getByRole('combobox', { name: 'Escopo' })).toHaveTextContent('Todas as lojas do grupo');
    await user.click(abrir.getByRole('button', { name: 'Abrir revisão' }));

    // the review's own page: every active user pending, nothing to conclude yet
    expect(await screen.findByRole('heading', { level: 1, name: /Revisão de acessos nº \d+/ })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Acessos em revisão' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Concluir revisão' })).toBeDisabled();
    expect(screen.getByText(MENSAGENS_CAMPANHA.pendentes(3))).toBeInTheDocument();
    expect(within(linha('Vitor Vendas')).getByText('Vendas 5/5')).toBeInTheDocument();
    // nobody revokes their own access
    expect(within(linha('Ana Administradora')).getByText('Seu acesso: só outra pessoa pode revogá-lo')).toBeInTheDocument();
    expect(within(linha('Ana Administradora')).queryByRole('button', { name: /Revogar/ })).toBeNull();

    await user.click(within(linha('Vitor Vendas')).getByRole('button', { name: 'Revogar acesso de Vitor Vendas' }));
    const revogar = within(await screen.findByRole('dialog', { name: 'Revogar acesso de Vitor Vendas' }));
    expect(revogar.getByText(/será inativado\(a\) agora/)).toBeInTheDocument();
    await user.click(revogar.getByRole('button', { name: 'Revogar acesso' }));
    expect(await revogar.findByText(MENSAGENS_CAMPANHA.notaObrigatoria)).toBeInTheDocument();
    expect(servidor.chamadas.filter((c) => c.caminho.includes('/itens/'))).toEqual([]);
    await user.type(revogar.getByRole('textbox', { name: /Nota/ }), 'Mudou de função');
    await user.click(revogar.getByRole('button', { name: 'Revogar acesso' }));
    await semDialogo();
    expect(within(linha('Vitor Vendas')).getByText('Revogado')).toBeInTheDocument();
    expect(within(linha('Vitor Vendas')).getByText('“Mudou de função”')).toBeInTheDocument();

    for (const nome of ['Ana Administradora', 'Fernanda Financeiro']) {
      await user.click(within(linha(nome)).getByRole('button', { name: `Confirmar acesso de ${nome}` }));
      await user.click(within(await screen.findByRole('dialog', { name: `Confirmar acesso de ${nome}` })).getByRole('button', { name: 'Confirmar acesso' }));
      await semDialogo();
      expect(within(linha(nome)).getByText('Confirmado')).toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Concluir revisão' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Concluir a revisão/ })).getByRole('button', { name: 'Concluir revisão' }));
    expect(await screen.findByText('Concluída')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportar PDF' }));
    await vi.waitFor(() => expect(salvos.map((s) => s.nome)).toEqual([expect.stringMatching(/^revisao-acessos-\d+\.pdf$/)]));
    expect(salvos[0]?.blob.type).toBe('application/pdf');

    // the list shows it concluded, with its counts
    await user.click(within(screen.getByRole('navigation', { name: 'Trilha de navegação' })).getByRole('link', { name: 'Revisões e gestão de acessos' }));
    const lista = within(await screen.findByRole('table', { name: 'Revisões de acessos' }));
    const revisao = lista.getByRole('row', { name: /Revisão nº/ });
    expect(await within(revisao).findByText('Concluída')).toBeInTheDocument();
    expect(within(revisao).getAllByRole('cell').slice(-2).map((c) => c.textContent)).toEqual(['2', '1']);
    // the other tab: the matrix, the address without ?aba
    await user.click(screen.getByRole('tab', { name: 'Matriz' }));
    expect(await screen.findByRole('table', { name: 'Matriz de acessos' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Matriz' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says why a review cannot be opened (one already open for the scope) without leaving the dialog', async () => {
    const servidor = real();
    await servidor.entrar(ADMIN);
    expect((await servidor.chamar('POST', '/v1/revisao-acessos/campanhas', { id_seller: null })).statusCode).toBe(201);
    await renderComServidor(servidor, '/torre-controle/revisoes-gestao-acessos?aba=revisoes', { email: ADMIN });
    const user = userEvent.setup();
    expect(await screen.findByText(/Em andamento: 0 de \d+ decididos/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abrir revisão' }));
    const abrir = within(await screen.findByRole('dialog', { name: 'Abrir revisão de acessos' }));
    await user.click(abrir.getByRole('button', { name: 'Abrir revisão' }));
    expect(await abrir.findByText(MENSAGENS_CAMPANHA.jaAberta)).toBeInTheDocument();
  });

  it('a decision someone else made meanwhile: the 409 is shown in the dialog and the page behind shows what was decided', async () => {
    const servidor = real();
    await servidor.entrar(ADMIN);
    const lista = await servidor.chamar('PUT', '/v1/revisao-acessos/campanhas', {});
    const aberta = (lista.json().RES.campanhas as { id: number; concluida_em: string | null }[]).find((c) => c.concluida_em === null);
    expect(aberta).toBeDefined();
    await renderComServidor(servidor, `/torre-controle/revisoes-gestao-acessos/revisoes/${aberta?.id}`, { email: ADMIN });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Acessos em revisão' });
    // another reviewer confirms Fernanda's access while this page shows it pending
    const detalhe = await servidor.chamar('GET', `/v1/revisao-acessos/campanhas/${aberta?.id}`);
    const fernanda = (detalhe.json().RES.itens as { id: number; nome: string }[]).find((i) => i.nome === 'Fernanda Financeiro');
    expect((await servidor.chamar('POST', `/v1/revisao-acessos/campanhas/${aberta?.id}/itens/${fernanda?.id}`, { decisao: 'confirmado' })).statusCode).toBe(200);
    await user.click(within(linha('Fernanda Financeiro')).getByRole('button', { name: 'Confirmar acesso de Fernanda Financeiro' }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Confirmar acesso de Fernanda Financeiro' }));
    await user.click(dialogo.getByRole('button', { name: 'Confirmar acesso' }));
    expect(await dialogo.findByText(MENSAGENS_CAMPANHA.jaDecidido)).toBeInTheDocument();
    await user.click(dialogo.getByRole('button', { name: 'Cancelar' }));
    await semDialogo();
    expect(await within(linha('Fernanda Financeiro')).findByText('Confirmado')).toBeInTheDocument();
  });
});
