import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderComServidor } from '../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../servidorReal';
import { telaPequena } from '../../../telaPequena';

// the demo's orders and fee rules, at the tests' fixed now
const real = servidorRealDoArquivo({ pedidos: 800 });
const ROTA = '/dashboard/resumo-financeiro';
const DINHEIRO = /^R\$\s[\d.]+,\d\d$/;

afterEach(() => vi.unstubAllGlobals());

describe('Resumo financeiro', () => {
  it('says the fees and the money to come are estimates from the fee rules, a link away, and shows the figures with their comparison', async () => {
    await renderComServidor(real(), ROTA, { email: ADMIN });
    // the first render of the file pays the screen chunk's transform
    const faturamento = await screen.findByRole('region', { name: 'Faturamento' }, { timeout: 30_000 });
    expect(screen.getByText(/Taxas e valores a receber são estimativas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Taxas e prazos de recebimento' })).toHaveAttribute('href', '/dashboard/resumo-financeiro/taxas');
    expect(await within(faturamento).findByText(/^(subiu|caiu) [\d,]+% \(antes R\$ [\d.]+,\d\d\)$|^igual \(antes R\$ [\d.]+,\d\d\)$/, {}, { timeout: 10_000 })).toBeInTheDocument();

    const taxas = screen.getByRole('region', { name: 'Taxas de cartão (estimadas)' });
    expect(await within(taxas).findByText(DINHEIRO, {}, { timeout: 10_000 })).not.toHaveTextContent(/^R\$\s0,00$/);
    const aReceber = screen.getByRole('region', { name: 'A receber em 30 dias (estimado)' });
    expect(await within(aReceber).findByText(DINHEIRO, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("opens each chart's data as a table: the payment methods with their revenue, share and estimated fees, each opening the filtered order list", async () => {
    const user = userEvent.setup();
    await renderComServidor(real(), ROTA, { email: ADMIN });
    const pizza = await screen.findByRole('region', { name: 'Faturamento por forma de pagamento' }, { timeout: 30_000 });
    await user.click(await within(pizza).findByRole('button', { name: 'Ver dados em tabela' }, { timeout: 10_000 }));
    const tabela = within(pizza).getByRole('table', { name: 'Dados de Faturamento por forma de pagamento' });
    const credito = within(tabela).getByRole('link', { name: /Cartão de crédito/ });
    expect(decodeURIComponent(credito.getAttribute('href') ?? '')).toMatch(/^\/vendas\/gestao-pedidos\?filter=.*"forma_pagto":\[2\]/);

    const formas = screen.getByRole('region', { name: 'Formas de pagamento: faturamento, taxas e devoluções' });
    expect(await within(formas).findByRole('columnheader', { name: 'Taxas de cartão (estimadas)' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('stacks every widget on a phone and keeps the period in the address', async () => {
    telaPequena();
    const user = userEvent.setup();
    await renderComServidor(real(), `${ROTA}?periodo=mes_passado`, { email: ADMIN });
    expect(await screen.findByRole('region', { name: 'A receber por dia (estimado)' }, { timeout: 30_000 })).toBeInTheDocument();
    const periodo = screen.getByRole('combobox', { name: 'Período' });
    expect(periodo).toHaveTextContent('Mês passado');
    await user.click(periodo);
    await user.click(await screen.findByRole('option', { name: 'Este ano' }));
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveTextContent('Este ano');
  });
});
