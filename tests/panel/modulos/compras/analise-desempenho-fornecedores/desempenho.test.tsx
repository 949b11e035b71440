import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROTAS_DESEMPENHO_FORNECEDORES } from '@retaguarda/contrato/api/desempenhoFornecedores';
import { criarProduto } from '../../../produtosNoServidor';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';

const real = servidorRealDoArquivo();

describe('/compras/analise-desempenho-fornecedores', () => {
  it('says so when nothing was sent in the period', async () => {
    await renderComServidor(real(), '/compras/analise-desempenho-fornecedores', { email: ADMIN });
    expect(await screen.findByText('Nenhum pedido de compra enviado nos últimos 12 meses.')).toBeInTheDocument();
  });

  it('ranks a supplier with its figures and changes the period on the server', async () => {
    await real().entrar(ADMIN);
    const f = await real().chamar('POST', '/v2/fornecedores', { nome_fantasia: 'Papelaria Horizonte', razao_social: 'Papelaria Horizonte Ltda.', cnpj: '11222333000181' });
    expect(f.statusCode, f.body).toBe(201);
    const idF = f.json<{ RES: { id: number } }>().RES.id;
    const p = await criarProduto(real(), { nome: 'Caderno Espiral A4', sku: 'CAD-ESP-A4', preco: 25, custo: 9 });
    const criado = await real().chamar('POST', '/v2/compras/pedidos', { id_fornecedor: idF, id_seller: 1, previsao_entrega: '2030-01-01', itens: [{ id_produto: p.id, quantidade: 20, custo_unitario: 9 }] });
    const id = criado.json<{ RES: { id: number } }>().RES.id;
    expect((await real().chamar('POST', `/v2/compras/pedidos/${id}/enviar`, { version: 1 })).statusCode).toBe(200);
    expect((await real().chamar('POST', `/v2/compras/pedidos/${id}/recebimentos`, { version: 2, itens: [{ id_produto: p.id, recebido: 19, avariado: 1 }], encerrar: true })).statusCode).toBe(200);

    await renderComServidor(real(), '/compras/analise-desempenho-fornecedores', { email: ADMIN });
    const tabela = await screen.findByRole('table', { name: 'Ranking de fornecedores' });
    const linha = within(tabela).getByRole('row', { name: /Papelaria Horizonte/ });
    const celulas = within(linha).getAllByRole('cell').map((c) => c.textContent?.replace(/\s+/g, ' '));
    // 18 good units of 20 ordered; received the day it was sent, before its expected day
    expect(celulas.slice(0, 7)).toEqual(['1', 'Papelaria Horizonte', '11 recebido(s)', '0 dias', '100%', '90%', '0%']);
    expect(screen.getByRole('figure', { name: /Pontualidade e atendimento/ })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '3 meses' }));
    expect(real().corposPara('PUT', ROTAS_DESEMPENHO_FORNECEDORES.desempenho.caminho).at(-1)).toEqual({ meses: 3 });
  });
});

describe('/compras/gestao-fornecedores', () => {
  it("adds each supplier's open orders, late ones flagged, linking to its purchase orders", async () => {
    await real().entrar(ADMIN);
    const f = await real().chamar('POST', '/v2/fornecedores', { nome_fantasia: 'Embalagens Sul', razao_social: 'Embalagens Sul Ltda.', cnpj: '19131243000197' });
    expect(f.statusCode, f.body).toBe(201);
    const idF = f.json<{ RES: { id: number } }>().RES.id;
    const p = await criarProduto(real(), { nome: 'Caixa Papelão 30x30', sku: 'CAI-PAP-30', preco: 4, custo: 1.5 });
    const criado = await real().chamar('POST', '/v2/compras/pedidos', { id_fornecedor: idF, id_seller: 1, previsao_entrega: '2020-01-01', itens: [{ id_produto: p.id, quantidade: 100, custo_unitario: 1.5 }] });
    const id = criado.json<{ RES: { id: number } }>().RES.id;
    expect((await real().chamar('POST', `/v2/compras/pedidos/${id}/enviar`, { version: 1 })).statusCode).toBe(200);

    await renderComServidor(real(), '/compras/gestao-fornecedores', { email: ADMIN });
    const linha = await screen.findByRole('row', { name: /Embalagens Sul/ });
    expect(await within(linha).findByText('1 atrasado(s)')).toBeInTheDocument();
    expect(within(linha).getByRole('link', { name: '1' })).toHaveAttribute('href', `/compras/pedidos-compra?fornecedor=${idF}&nome=Embalagens%20Sul`);
  });
});
