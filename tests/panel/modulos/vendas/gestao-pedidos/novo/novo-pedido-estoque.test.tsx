import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { abastecerProduto, criarProduto } from '../../../../produtosNoServidor';
import { ADMIN, renderComServidor, VENDAS } from '../../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../../servidorReal';

const real = servidorRealDoArquivo();
const NOVO = '/vendas/gestao-pedidos/novo';
const CRIAR = '/v2/pedidos-smart/vendas/erp/manual/create';

/** A product with a single unit on store 1's shelf, written through the server as the admin. */
let bolsa: Registro | undefined;
async function preparar(): Promise<Registro> {
  await real().entrar(ADMIN);
  if (!bolsa) {
    bolsa = await criarProduto(real(), { nome: 'Bolsa Couro Caramelo', sku: 'BOL-COU-CA', ean: '7891000000038', preco: 249.9 });
    await abastecerProduto(real(), bolsa.id, 1, 1);
  }
  return bolsa;
}

async function venderSemEstoque(loja: number, sim: boolean) {
  const res = await real().chamar('PUT', `/v2/estoque/lojas/${loja}/configuracao`, { estoque_negativo: sim, estoque_negativo_anterior: !sim });
  expect(res.statusCode, res.body).toBe(200);
}

/** The bag found by name and chosen, then its quantity raised to 2: one more than the store has. */
async function pedirDuas(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('combobox', { name: 'Adicionar produto' }), 'Bolsa Couro');
  // the search answers with the chosen store's stock beside the price
  expect(await screen.findByRole('option', { name: /Bolsa Couro Caramelo.*1 em estoque/ })).toBeInTheDocument();
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(screen.getByRole('cell', { name: /Bolsa Couro Caramelo/ }).textContent).toMatch(/1 em estoque/));
  const quantidade = screen.getByRole('textbox', { name: 'Quantidade de Bolsa Couro Caramelo' });
  await user.click(quantidade);
  await user.keyboard('2');
  expect(quantidade).toHaveValue('2');
  return quantidade;
}

describe('/vendas/gestao-pedidos/novo, the stock of the store while selling', () => {
  it('shows the stock in the search and on the line, and warns as soon as a line asks for more than the store has', async () => {
    await preparar();
    const user = userEvent.setup();
    await renderComServidor(real(), NOVO, { email: VENDAS });
    const quantidade = await pedirDuas(user);
    const aviso = await screen.findByText('Só há 1 unidade nesta loja: diminua a quantidade ou venda por outra loja');
    expect(aviso).toHaveAttribute('role', 'alert');
    expect(quantidade).toHaveAttribute('aria-invalid', 'true');
    // warned before anything was sent to be created
    expect(real().corposPara('POST', CRIAR)).toEqual([]);

    // emptied, the field falls back to 1, the least a line has
    await user.clear(quantidade);
    expect(quantidade).toHaveValue('1');
    await waitFor(() => expect(screen.queryByText(/^Só há 1 unidade nesta loja/)).not.toBeInTheDocument());
  });

  it('says a store that sells without stock takes the line anyway, its balance going negative', async () => {
    await preparar();
    await venderSemEstoque(1, true);
    try {
      const user = userEvent.setup();
      await renderComServidor(real(), NOVO, { email: VENDAS });
      const quantidade = await pedirDuas(user);
      expect(await screen.findByText('Só há 1 unidade nesta loja: a loja vende sem estoque e o saldo ficará negativo')).toBeInTheDocument();
      expect(quantidade).not.toHaveAttribute('aria-invalid', 'true');
    } finally {
      cleanup();
      await real().entrar(ADMIN);
      await venderSemEstoque(1, false);
    }
  });
});
