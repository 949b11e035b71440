import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROTAS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import { abastecerProduto, criarProduto } from '../../../produtosNoServidor';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';

const real = servidorRealDoArquivo();

async function produto(nome: string, sku: string, unidades = 0): Promise<number> {
  await real().entrar(ADMIN);
  const p = await criarProduto(real(), { nome, sku, preco: 30, custo: 10 });
  if (unidades > 0) await abastecerProduto(real(), p.id, 1, unidades);
  return p.id;
}

const escolherProduto = async (user: ReturnType<typeof userEvent.setup>, dentro: HTMLElement, rotulo: string, busca: string, nome: string) => {
  await user.type(within(dentro).getByRole('combobox', { name: rotulo }), busca);
  // the option reads its title, then what tells it apart (the SKU)
  await user.click(await screen.findByRole('option', { name: (n) => n.startsWith(nome) }));
};

describe('/estoque/ajustes-movimentacoes', () => {
  it('registers an adjustment out with its reason, refuses one without, and the ledger shows it with the balance after', async () => {
    const id = await produto('Vaso Cerâmica Branco', 'VAS-CER-BR', 5);
    await renderComServidor(real(), `/estoque/ajustes-movimentacoes?produto=${id}&loja=1&nome=Vaso%20Cer%C3%A2mica%20Branco`, { email: ADMIN });
    const tabela = await screen.findByRole('table', { name: 'Movimentações de estoque' });
    expect(within(tabela).getAllByRole('row')).toHaveLength(2);
    // the filter bar shows the product asked for before its search's code loads
    expect(within(screen.getByRole('search', { name: 'Filtros das movimentações' })).getByRole('textbox', { name: 'Produto' })).toHaveValue('Vaso Cerâmica Branco');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Novo ajuste' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Novo ajuste de estoque' });
    expect(within(dialogo).getByRole('combobox', { name: 'Produto' })).toHaveValue('Vaso Cerâmica Branco');
    await user.click(within(dialogo).getByRole('button', { name: /Saída/ }));
    await user.type(within(dialogo).getByRole('spinbutton', { name: 'Quantidade' }), '2');
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar ajuste' }));
    expect(await within(dialogo).findByText('Informe o motivo do ajuste')).toBeInTheDocument();
    expect(real().corposPara('POST', ROTAS_ESTOQUE.ajuste.caminho)).toEqual([]);
    await user.type(within(dialogo).getByRole('textbox', { name: 'Motivo' }), 'Quebrou na vitrine');
    await user.click(within(dialogo).getByRole('button', { name: 'Registrar ajuste' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(real().corposPara('POST', ROTAS_ESTOQUE.ajuste.caminho).at(-1)).toEqual({ id_seller: 1, id_produto: id, direcao: 'saida', quantidade: 2, motivo: 'Quebrou na vitrine' });
    const linha = await screen.findByRole('row', { name: /Quebrou na vitrine/ });
    const celulas = within(linha).getAllByRole('cell').map((c) => c.textContent);
    expect(celulas.slice(1, 6)).toEqual(['Ajuste de saída', 'Vaso Cerâmica BrancoVAS-CER-BR', 'Loja Centro', '−2', '3']);
    expect(screen.getByText(/saldo de Vaso Cerâmica Branco em Loja Centro agora é 3/)).toBeInTheDocument();
  });

  it('reverses an adjustment once: the reversal appears and the original is marked', async () => {
    const id = await produto('Porta-retrato Madeira', 'POR-RET-MD', 4);
    await renderComServidor(real(), `/estoque/ajustes-movimentacoes?produto=${id}&loja=1&nome=Porta-retrato%20Madeira`, { email: ADMIN });
    const user = userEvent.setup();
    const original = await screen.findByRole('row', { name: /Reposição para o teste/ });
    await user.click(within(original).getByRole('button', { name: /Estornar movimentação/ }));
    const dialogo = await screen.findByRole('dialog', { name: 'Estornar movimentação' });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Motivo do estorno' }), 'Lançado na loja errada');
    await user.click(within(dialogo).getByRole('button', { name: 'Estornar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const estorno = await screen.findByRole('row', { name: /Lançado na loja errada/ });
    expect(within(estorno).getByText(/Estorno da movimentação nº/)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Reposição para o teste/ })).getByText('Estornada')).toBeInTheDocument();
  });

  it('pages by cursor: Próxima asks for what follows the last row shown, Anterior shows the first page again, a filter returns to it', async () => {
    const id = await produto('Caixa Organizadora Palha', 'CAI-ORG-PA');
    const ids: number[] = [];
    for (let i = 1; i <= 55; i++) {
      const res = await real().chamar('POST', ROTAS_ESTOQUE.ajuste.caminho, { id_seller: 1, id_produto: id, direcao: 'entrada', quantidade: 1, motivo: `Entrada nº ${String(i).padStart(2, '0')}` });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().RES.id);
    }
    await renderComServidor(real(), `/estoque/ajustes-movimentacoes?produto=${id}&loja=1&nome=Caixa%20Organizadora%20Palha`, { email: ADMIN });
    const user = userEvent.setup();
    const motivos = () => within(screen.getByRole('table', { name: 'Movimentações de estoque' })).getAllByText(/^Entrada nº/).map((e) => e.textContent);
    const paginas = () => screen.getByRole('navigation', { name: 'Páginas' });
    const primeira = Array.from({ length: 50 }, (_, i) => `Entrada nº ${String(55 - i).padStart(2, '0')}`);
    await screen.findByRole('row', { name: /Entrada nº 55/ });
    expect(motivos()).toEqual(primeira);

    await user.click(within(paginas()).getByRole('button', { name: 'Próxima' }));
    await screen.findByRole('row', { name: /Entrada nº 05/ });
    expect(motivos()).toEqual(['Entrada nº 05', 'Entrada nº 04', 'Entrada nº 03', 'Entrada nº 02', 'Entrada nº 01']);
    expect(real().corposPara('PUT', ROTAS_ESTOQUE.movimentos.caminho).at(-1)).toEqual({ id_seller: 1, id_produto: id, antes_de: ids[5], por_pagina: 50 });
    expect(within(paginas()).getByText('Página 2')).toBeInTheDocument();
    expect(within(paginas()).getByRole('button', { name: 'Próxima' })).toBeDisabled();

    await user.click(within(paginas()).getByRole('button', { name: 'Anterior' }));
    await screen.findByRole('row', { name: /Entrada nº 55/ });
    expect(motivos()).toEqual(primeira);
    expect(within(paginas()).getByText('Página 1')).toBeInTheDocument();
    expect(within(paginas()).getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(within(paginas()).getByRole('button', { name: 'Próxima' }));
    await screen.findByRole('row', { name: /Entrada nº 05/ });
    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Ajuste de entrada' }));
    await screen.findByRole('row', { name: /Entrada nº 55/ });
    expect(within(paginas()).getByText('Página 1')).toBeInTheDocument();
    expect(real().corposPara('PUT', ROTAS_ESTOQUE.movimentos.caminho).at(-1)).toEqual({ id_seller: 1, id_produto: id, tipos: ['ajuste_entrada'], por_pagina: 50 });
  });

  it('sends a transfer between stores and receives it at the destination', async () => {
    await produto('Almofada Linho Cru', 'ALM-LIN-CR', 6);
    await renderComServidor(real(), '/estoque/ajustes-movimentacoes', { email: ADMIN });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nova transferência' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nova transferência entre lojas' });
    await escolherProduto(user, dialogo, 'Produto 1', 'Almofada Linho', 'Almofada Linho Cru');
    await user.type(within(dialogo).getByRole('spinbutton', { name: 'Quantidade' }), '4');
    await user.click(within(dialogo).getByRole('button', { name: 'Enviar transferência' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(real().corposPara('POST', ROTAS_ESTOQUE.transferir.caminho).at(-1)).toMatchObject({ id_seller_origem: 1, id_seller_destino: 2, itens: [{ quantidade: 4 }] });

    await user.click(screen.getByRole('tab', { name: 'Transferências' }));
    const linha = await screen.findByRole('row', { name: /Almofada Linho Cru/ });
    expect(within(linha).getByText('Em trânsito')).toBeInTheDocument();
    await user.click(within(linha).getByRole('button', { name: /Receber transferência/ }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Almofada Linho Cru/ })).not.toBeInTheDocument());
    const posicao = await real().chamar('PUT', ROTAS_ESTOQUE.posicao.caminho, { busca: 'ALM-LIN-CR' });
    expect(posicao.json().RES.itens.map((i: { loja: string; em_maos: number }) => [i.loja, i.em_maos])).toEqual([['Loja Centro', 2], ['Loja Shopping Eldorado', 4]]);
  });
});
