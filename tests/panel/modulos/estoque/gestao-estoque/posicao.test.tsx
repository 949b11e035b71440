import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROTAS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import { formatMoney } from '@retaguarda/contrato/br/money';
import { abastecerProduto, criarProduto } from '../../../produtosNoServidor';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';

const real = servidorRealDoArquivo();

/** A product only this file has, with 3 units at Loja Centro. */
async function produtoNaLoja(nome: string, sku: string): Promise<number> {
  await real().entrar(ADMIN);
  const p = await criarProduto(real(), { nome, sku, preco: 40, custo: 12.5 });
  await abastecerProduto(real(), p.id, 1, 3);
  return p.id;
}

describe('/estoque/gestao-estoque', () => {
  it('finds a product by SKU, shows what is on hand, available and its value, and links to its movements', async () => {
    const id = await produtoNaLoja('Caneca Esmaltada Verde', 'CAN-ESM-VD');
    await renderComServidor(real(), '/estoque/gestao-estoque', { email: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestão de estoque' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Posição de estoque' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar produto' }), 'can-esm-vd{Enter}');
    const linha = await screen.findByRole('row', { name: /Caneca Esmaltada Verde/ });
    const celulas = within(linha).getAllByRole('cell').map((c) => c.textContent);
    expect(celulas.slice(1, 7)).toEqual(['Loja Centro', '3', '0', '3', '— / —', `${formatMoney(37.5)}${formatMoney(12.5)} cada`]);
    expect(within(linha).getByRole('link', { name: 'Caneca Esmaltada Verde' })).toHaveAttribute('href', expect.stringContaining(`/estoque/ajustes-movimentacoes?produto=${id}&loja=1`));
    expect(real().corposPara(ROTAS_ESTOQUE.posicao.metodo, ROTAS_ESTOQUE.posicao.caminho).at(-1)).toMatchObject({ busca: 'can-esm-vd', pagina: 1 });
    const resumo = screen.getByLabelText('Resumo do estoque filtrado');
    expect(within(resumo).getByText('Valor a custo médio').nextSibling).toHaveTextContent('R$ 37,50');
  });

  it('sets a minimum above what is there: the product shows below the minimum and in that filter', async () => {
    await produtoNaLoja('Garrafa Térmica Inox', 'GAR-TER-IX');
    await renderComServidor(real(), '/estoque/gestao-estoque', { email: ADMIN });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar produto' }), 'GAR-TER-IX{Enter}');
    const linha = await screen.findByRole('row', { name: /Garrafa Térmica Inox/ });
    await user.click(within(linha).getByRole('button', { name: 'Ações de Garrafa Térmica Inox em Loja Centro' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Definir mínimo e máximo' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Estoque mínimo e máximo' });
    await user.type(within(dialogo).getByRole('spinbutton', { name: 'Mínimo' }), '10');
    await user.type(within(dialogo).getByRole('spinbutton', { name: 'Máximo' }), '5');
    expect(within(dialogo).getByText('O estoque mínimo não pode ser maior que o máximo')).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.clear(within(dialogo).getByRole('spinbutton', { name: 'Máximo' }));
    await user.type(within(dialogo).getByRole('spinbutton', { name: 'Máximo' }), '40');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const atualizada = await screen.findByRole('row', { name: /Abaixo do mínimo/ });
    expect(within(atualizada).getByText('10 / 40')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Só abaixo do mínimo' }));
    await waitFor(() => expect(real().corposPara('PUT', ROTAS_ESTOQUE.posicao.caminho).at(-1)).toMatchObject({ abaixo_do_minimo: true, busca: 'GAR-TER-IX' }));
    expect(await screen.findByRole('row', { name: /Garrafa Térmica Inox/ })).toBeInTheDocument();
  });

  it('checks units back from customers: asks the reason of the lost ones, then the good ones return to the shelf', async () => {
    const id = await produtoNaLoja('Luminária Articulada Preta', 'LUM-ART-PT');
    // 3 units back from customers, as a returned order leaves them (that path is the server's tests')
    real().db.sqlite.prepare('UPDATE estoque_saldos SET em_devolucao = 3 WHERE id_produto = ? AND id_seller = 1').run(id);
    await renderComServidor(real(), '/estoque/gestao-estoque', { email: ADMIN });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar produto' }), 'LUM-ART-PT{Enter}');
    const linha = await screen.findByRole('row', { name: /Luminária Articulada Preta/ });
    expect(within(linha).getByText('+3 devolvido(s)')).toBeInTheDocument();
    await user.click(within(linha).getByRole('button', { name: 'Ações de Luminária Articulada Preta em Loja Centro' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Conferir devolvidos' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Conferir devolvidos' });
    const boas = within(dialogo).getByRole('spinbutton', { name: 'Boas (voltam à venda)' });
    await user.clear(boas);
    await user.type(boas, '2');
    const perdidas = within(dialogo).getByRole('spinbutton', { name: 'Perdidas (baixadas)' });
    await user.clear(perdidas);
    await user.type(perdidas, '1');
    expect(within(dialogo).getByText('Informe o motivo da perda')).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Confirmar conferência' })).toBeDisabled();
    await user.type(within(dialogo).getByRole('textbox', { name: /Motivo da perda/ }), 'Embalagem violada');
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar conferência' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(real().corposPara(ROTAS_ESTOQUE.conferenciaDevolucao.metodo, ROTAS_ESTOQUE.conferenciaDevolucao.caminho).at(-1)).toEqual({
      id_seller: 1, id_produto: id, boas: 2, perdidas: 1, motivo: 'Embalagem violada',
    });
    // 3 on the shelf and 2 back: 5, nothing left to check
    const conferida = await screen.findByRole('row', { name: /Luminária Articulada Preta/ });
    await waitFor(() => expect(within(conferida).getAllByRole('cell')[2]).toHaveTextContent(/^5$/));
    expect(within(conferida).queryByText(/devolvido/)).not.toBeInTheDocument();
  });

  it('pages the positions 25 at a time or as many as chosen; a search pressed again keeps the page, Esc clears it', async () => {
    await real().entrar(ADMIN);
    for (let n = 1; n <= 26; n++) {
      const p = await criarProduto(real(), { nome: `Prateleira Paginada ${String(n).padStart(2, '0')}`, sku: `PRA-PAG-${n}`, preco: 10, custo: 5 });
      await abastecerProduto(real(), p.id, 1, 1);
    }
    const corpos = () => real().corposPara(ROTAS_ESTOQUE.posicao.metodo, ROTAS_ESTOQUE.posicao.caminho);
    await renderComServidor(real(), '/estoque/gestao-estoque', { email: ADMIN });
    const user = userEvent.setup();
    const busca = await screen.findByRole('searchbox', { name: 'Buscar produto' });
    await user.type(busca, 'Prateleira Paginada{Enter}');
    expect(await screen.findByText('1–25 de 26')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByRole('row', { name: /Prateleira Paginada 26/ })).toBeInTheDocument();
    expect(screen.getByText('26–26 de 26')).toBeInTheDocument();
    expect(corpos().at(-1)).toMatchObject({ busca: 'Prateleira Paginada', pagina: 2, por_pagina: 25 });

    // the search on screen is the one applied: Enter asks nothing again and the page stays
    const pedidos = corpos().length;
    await user.type(busca, '{Enter}');
    expect(screen.getByText('26–26 de 26')).toBeInTheDocument();
    expect(corpos()).toHaveLength(pedidos);

    await user.click(screen.getByRole('combobox', { name: /Por página/ }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(await screen.findByText('1–26 de 26')).toBeInTheDocument();
    expect(corpos().at(-1)).toMatchObject({ busca: 'Prateleira Paginada', pagina: 1, por_pagina: 50 });

    await user.type(busca, '{Escape}');
    expect(busca).toHaveValue('');
    await waitFor(() => expect(corpos().at(-1)).toEqual(expect.not.objectContaining({ busca: expect.anything() })));
    expect(corpos().at(-1)).toMatchObject({ pagina: 1, por_pagina: 50 });
  });

  it('says so when nothing matches, and offers to clear the filters', async () => {
    await renderComServidor(real(), '/estoque/gestao-estoque', { email: ADMIN });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Buscar produto' }), 'nada-com-este-nome{Enter}');
    expect(await screen.findByText('Nenhum produto com estes filtros.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Limpar filtros' })[0] as HTMLElement);
    expect(await screen.findByRole('table', { name: 'Posição de estoque' })).toBeInTheDocument();
  });
});
