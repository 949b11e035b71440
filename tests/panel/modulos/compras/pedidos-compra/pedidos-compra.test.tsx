import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROTAS_COMPRAS } from '@retaguarda/contrato/api/compras';
import { criarProduto } from '../../../produtosNoServidor';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';

const real = servidorRealDoArquivo();

/** The file's one supplier, registered through the server the first time a test needs it. */
let doArquivo: { id: number; nome: string } | undefined;
async function fornecedor(): Promise<{ id: number; nome: string }> {
  if (doArquivo) return doArquivo;
  const res = await real().chamar('POST', '/v2/fornecedores', { nome_fantasia: 'Têxtil Aurora', razao_social: 'Têxtil Aurora Indústria Ltda.', cnpj: '11222333000181' });
  expect(res.statusCode, res.body).toBe(201);
  doArquivo = { id: res.json<{ RES: { id: number } }>().RES.id, nome: 'Têxtil Aurora' };
  return doArquivo;
}

const escolher = async (user: ReturnType<typeof userEvent.setup>, rotulo: string, busca: string, opcao: string | RegExp) => {
  await user.type(screen.getByRole('combobox', { name: rotulo }), busca);
  // a register's option reads its title, then what tells it apart (a SKU, a CNPJ)
  await user.click(await screen.findByRole('option', { name: typeof opcao === 'string' ? (n) => n.startsWith(opcao) : opcao }));
};

describe('/compras/pedidos-compra', () => {
  it('writes a draft (naming what is missing first), sends it to the supplier and shows it read-only', async () => {
    await real().entrar(ADMIN);
    const produto = await criarProduto(real(), { nome: 'Toalha Banho Algodão Egípcio', sku: 'TOA-BAN-EG', preco: 89.9, custo: 30 });
    const f = await fornecedor();
    await renderComServidor(real(), '/compras/pedidos-compra/novo', { email: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo pedido de compra' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Escolha o fornecedor')).toBeInTheDocument();
    expect(screen.getByText('Escolha o produto')).toBeInTheDocument();
    expect(real().corposPara('POST', ROTAS_COMPRAS.criar.caminho)).toEqual([]);

    await escolher(user, 'Fornecedor', 'Têxtil', f.nome);
    await escolher(user, 'Produto 1', 'Toalha Banho', 'Toalha Banho Algodão Egípcio');
    await user.type(screen.getByRole('spinbutton', { name: 'Quantidade' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Custo un. (R$)' }), '29,90');
    expect(screen.getByLabelText('Total do pedido de compra')).toHaveTextContent('358,80');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    const titulo = await screen.findByRole('heading', { level: 1, name: /^Pedido de compra \d+$/ });
    const id = Number(titulo.textContent?.replace(/\D/g, ''));
    expect(real().corposPara('POST', ROTAS_COMPRAS.criar.caminho)).toEqual([
      { id_fornecedor: f.id, id_seller: 1, previsao_entrega: null, condicoes_pagamento: null, observacao: null, itens: [{ id_produto: produto.id, quantidade: 12, custo_unitario: 29.9 }] },
    ]);
    expect(await screen.findByText('Rascunho')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar ao fornecedor' }));
    expect(await screen.findByText('Enviado ao fornecedor')).toBeInTheDocument();
    const itens = await screen.findByRole('table', { name: 'Itens do pedido de compra' });
    expect(within(itens).getByRole('row', { name: /Toalha Banho Algodão Egípcio/ })).toBeInTheDocument();
    expect(screen.getByText('Nada recebido ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar rascunho' })).toBeNull();
    expect(real().corposPara('POST', `/v2/compras/pedidos/${id}/enviar`)).toHaveLength(1);
  });

  it('lists orders with their situation and cancels a sent one with a reason', async () => {
    await real().entrar(ADMIN);
    const produto = await criarProduto(real(), { nome: 'Lençol Casal Percal', sku: 'LEN-CAS-PC', preco: 120, custo: 45 });
    const f = await fornecedor();
    const criado = await real().chamar('POST', ROTAS_COMPRAS.criar.caminho, { id_fornecedor: f.id, id_seller: 2, previsao_entrega: '2026-01-05', itens: [{ id_produto: produto.id, quantidade: 3, custo_unitario: 45 }] });
    const id = criado.json<{ RES: { id: number } }>().RES.id;
    expect((await real().chamar('POST', `/v2/compras/pedidos/${id}/enviar`, { version: 1 })).statusCode).toBe(200);
    await renderComServidor(real(), '/compras/pedidos-compra', { email: ADMIN });
    const linha = await screen.findByRole('row', { name: new RegExp(`^Pedido de compra ${id} `) });
    expect(within(linha).getByText('Enviado ao fornecedor')).toBeInTheDocument();
    expect(within(linha).getByText('Atrasado')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(linha).getByRole('link', { name: `Pedido de compra ${id}` }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialogo = await screen.findByRole('dialog', { name: `Cancelar o pedido de compra nº ${id}?` });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Motivo do cancelamento' }), 'Fornecedor sem estoque');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Fornecedor sem estoque/)).toBeInTheDocument();
    expect(screen.getByText('Cancelado')).toBeInTheDocument();
  });
});
