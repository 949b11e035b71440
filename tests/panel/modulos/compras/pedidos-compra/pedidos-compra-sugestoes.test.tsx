import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { ROTAS_COMPRAS } from '@retaguarda/contrato/api/compras';
import { registrarPedido } from '../../../../../server/modulos/pedidos/consultas/novo-pedido';
import { server } from '../../../../mocks/server';
import { abastecerProduto, criarProduto } from '../../../produtosNoServidor';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';

const real = servidorRealDoArquivo();
const DIA = 86_400_000;
const ROTA = '/compras/pedidos-compra/sugestoes';

async function fornecedor(nome_fantasia: string, cnpj: string): Promise<number> {
  const res = await real().chamar('POST', '/v2/fornecedores', { nome_fantasia, razao_social: `${nome_fantasia} Ltda.`, cnpj });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ RES: { id: number } }>().RES.id;
}

async function minimo(idProduto: number, valor: number): Promise<void> {
  const res = await real().chamar('PUT', `/v2/estoque/posicao/1/${idProduto}/limites`, { minimo: valor, maximo: null });
  expect(res.statusCode, res.body).toBe(200);
}

describe('/compras/pedidos-compra/sugestoes', () => {
  it('groups the suggestions by supplier, lets the buyer untick and change them, and opens one supplier’s order already filled', async () => {
    await real().entrar(ADMIN);
    const aurora = await fornecedor('Têxtil Aurora', '11222333000181');
    const boreal = await fornecedor('Malharia Boreal', '11444777000161');
    const rosto = await criarProduto(real(), { nome: 'Toalha Rosto Aurora', sku: 'SUG-TRA', preco: 39.9, custo: 12, fornecedor: aurora });
    const banho = await criarProduto(real(), { nome: 'Toalha Banho Aurora', sku: 'SUG-TBA', preco: 89.9, custo: 30, fornecedor: aurora });
    const meia = await criarProduto(real(), { nome: 'Meia Boreal', sku: 'SUG-MB', preco: 19.9, custo: 5, fornecedor: boreal });
    for (const p of [rosto, banho]) {
      await abastecerProduto(real(), p.id, 1, 2);
      await minimo(p.id, 10);
    }
    // 30 pairs sold five days ago, 10 left: 30 more cover the next 30 days at that pace → 20 to buy
    await abastecerProduto(real(), meia.id, 1, 40);
    await registrarPedido(real().db.kysely, {
      id_seller: 1, id_cliente: null, canal: 'loja', id_status: STATUS.entregue.id, id_forma_pagto: 1, data_pedido: new Date(real().relogio.agora.getTime() - 5 * DIA),
      itens: [{ id_produto: meia.id, quantidade: 30, preco_unitario: 1990 }], valor_desconto: 0, valor_frete: 0,
    });

    await renderComServidor(real(), '/compras/pedidos-compra', { email: ADMIN });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Sugestões de compra' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sugestões de compra' })).toBeInTheDocument();
    expect(screen.getByText(/Um pedido de compra é de um só fornecedor/)).toBeInTheDocument();

    const daBoreal = await screen.findByRole('region', { name: 'Malharia Boreal' });
    expect(within(daBoreal).getByRole('row', { name: /Meia Boreal/ })).toHaveTextContent(/Cobertura de 30 dias/);
    expect(within(daBoreal).getByRole('spinbutton', { name: 'Quantidade de Meia Boreal' })).toHaveValue(20);
    const daAurora = screen.getByRole('region', { name: 'Têxtil Aurora' });
    const linhas = within(within(daAurora).getByRole('table', { name: 'Sugestões: Têxtil Aurora' })).getAllByRole('row').slice(1);
    expect(linhas.map((l) => within(l).getAllByRole('cell')[1].textContent)).toEqual(['Toalha Banho AuroraSKU SUG-TBA', 'Toalha Rosto AuroraSKU SUG-TRA']);
    expect(linhas[0]).toHaveTextContent(/Abaixo do mínimo/);
    expect(within(daAurora).getByRole('spinbutton', { name: 'Quantidade de Toalha Banho Aurora' })).toHaveValue(8);
    expect(within(daAurora).getByText(/2 de 2 itens marcados · R\$\s336,00/)).toBeInTheDocument();

    await user.click(within(daAurora).getByRole('checkbox', { name: 'Incluir Toalha Rosto Aurora' }));
    const quantidade = within(daAurora).getByRole('spinbutton', { name: 'Quantidade de Toalha Banho Aurora' });
    await user.clear(quantidade);
    expect(within(daAurora).getByRole('button', { name: 'Criar pedido: Têxtil Aurora' })).toBeDisabled();
    await user.type(quantidade, '12');
    expect(within(daAurora).getByText(/1 de 2 itens marcados · R\$\s360,00/)).toBeInTheDocument();
    await user.click(within(daAurora).getByRole('button', { name: 'Criar pedido: Têxtil Aurora' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Novo pedido de compra' })).toBeInTheDocument();
    expect(screen.getByText(/Montado a partir das sugestões de compra/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Fornecedor' })).toHaveValue('Têxtil Aurora');
    expect(screen.getByRole('combobox', { name: 'Produto 1' })).toHaveValue('Toalha Banho Aurora');
    expect(screen.queryByRole('combobox', { name: 'Produto 2' })).toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'Quantidade' })).toHaveValue(12);
    expect(screen.getByRole('textbox', { name: 'Custo un. (R$)' })).toHaveValue('30,00');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Pedido de compra \d+$/ })).toBeInTheDocument();
    expect(real().corposPara('POST', ROTAS_COMPRAS.criar.caminho)).toEqual([
      { id_fornecedor: aurora, id_seller: 1, previsao_entrega: null, condicoes_pagamento: null, observacao: null, itens: [{ id_produto: banho.id, quantidade: 12, custo_unitario: 30 }] },
    ]);
  });

  it('shows that it is calculating, says when the stocks cover the sales, and offers to try again after an error', async () => {
    // the first answer waits a little (the skeleton shows), then comes from the server
    server.use(http.put(`*${ROTAS_COMPRAS.sugestoes.caminho}`, async () => {
      await delay(150);
    }, { once: true }));
    await renderComServidor(real(), ROTA, { email: ADMIN });
    expect(await screen.findByRole('status', { name: 'Calculando as sugestões de compra' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Calculando as sugestões de compra' })).toBeNull());

    const user = userEvent.setup();
    server.use(http.put(`*${ROTAS_COMPRAS.sugestoes.caminho}`, () => HttpResponse.json({ RES: 'Serviço indisponível' }, { status: 503 }), { once: true }));
    // nothing was ever stocked at the second store
    await user.click(screen.getByRole('combobox', { name: 'Loja' }));
    await user.click(await screen.findByRole('option', { name: 'Loja Shopping Eldorado' }));
    expect(await screen.findByText('Serviço indisponível')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Nenhuma sugestão: os estoques cobrem as vendas.')).toBeInTheDocument();
    expect(real().corposPara('PUT', ROTAS_COMPRAS.sugestoes.caminho).at(-1)).toEqual({ id_seller: 2, dias_vendas: 30, dias_cobertura: 30 });

    await user.clear(screen.getByRole('spinbutton', { name: 'Cobrir (dias)' }));
    expect(await screen.findByText('Informe os dias')).toBeInTheDocument();
  });
});
