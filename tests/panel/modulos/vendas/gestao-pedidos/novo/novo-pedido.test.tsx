import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { abastecerProduto, criarProduto } from '../../../../produtosNoServidor';
import { ADMIN, renderComServidor, VENDAS } from '../../../../renderComServidor';
import { servidorRealDoArquivo } from '../../../../servidorReal';

const real = servidorRealDoArquivo();
const NOVO = '/vendas/gestao-pedidos/novo';

/** A client and two products of the demo group, written through the server as the admin. */
let dados: { meia: Registro; camiseta: Registro } | undefined;
async function preparar() {
  if (dados) return dados;
  await real().entrar(ADMIN);
  const cliente = await real().chamar('POST', '/v2/logins', { nome: 'Marina Teclado', documento: '52998224725', telefone: '11987654321' });
  expect(cliente.statusCode, cliente.body).toBe(201);
  dados = {
    meia: await criarProduto(real(), { nome: 'Meia Esportiva Branca', sku: 'MEI-ESP-BR', ean: '7891000000014', preco: 19.9 }),
    camiseta: await criarProduto(real(), { nome: 'Camiseta Algodão Azul', sku: 'CAM-ALG-AZ', ean: '7891000000021', preco: 89.9 }),
  };
  // new products have no stock: the store receives some before it sells them
  for (const p of [dados.meia, dados.camiseta]) await abastecerProduto(real(), p.id);
  return dados;
}

const combobox = (nome: string) => screen.findByRole('combobox', { name: nome });
const totais = () => screen.findByRole('region', { name: 'Totais do pedido' });

/** Client by typing and Enter, then two scans of the sock's EAN and one of the shirt's: no mouse. */
async function montarPeloTeclado(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await combobox('Cliente'), 'Marina');
  await screen.findByRole('option', { name: /Marina Teclado/ });
  await user.keyboard('{ArrowDown}{Enter}');
  // the choice moves the focus to the product search, ready for the scanner
  await waitFor(async () => expect(await combobox('Adicionar produto')).toHaveFocus());
  await user.keyboard('7891000000014{Enter}');
  await screen.findByRole('cell', { name: /Meia Esportiva Branca/ });
  await user.keyboard('7891000000014{Enter}');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantidade de Meia Esportiva Branca' })).toHaveValue('2'));
  await user.keyboard('7891000000021{Enter}');
  await screen.findByRole('cell', { name: /Camiseta Algodão Azul/ });
  // 2 × 19,90 + 89,90, priced by the server
  await waitFor(async () => expect((await totais()).textContent).toMatch(/TotalR\$\s129,70/));
}

describe('/vendas/gestao-pedidos/novo, the manual order', () => {
  it('is put together by keyboard, created with Ctrl+Enter, a declined card explained and another card approved', async () => {
    await preparar();
    const user = userEvent.setup();
    await renderComServidor(real(), NOVO, { email: VENDAS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo pedido' })).toBeInTheDocument();
    await montarPeloTeclado(user);

    await user.keyboard('{Control>}{Enter}{/Control}');
    const cabecalho = await screen.findByRole('heading', { level: 2, name: /^Pedido Nº \d+$/ });
    const id = Number(cabecalho.textContent?.replace(/\D/g, ''));
    expect(real().corposPara('POST', '/v2/pedidos-smart/vendas/erp/manual/create')).toEqual([
      expect.objectContaining({ id_cliente: expect.any(Number), forma_pagto: 'pix', entrega: { tipo: 'balcao' }, itens: [expect.objectContaining({ quantidade: 2 }), expect.objectContaining({ quantidade: 1 })] }),
    ]);

    const forma = await combobox('Forma');
    await user.click(forma);
    await user.click(await screen.findByRole('option', { name: 'Cartão de crédito' }));
    await user.type(screen.getByRole('textbox', { name: 'Número do cartão' }), '4000000000000002');
    await user.type(screen.getByRole('textbox', { name: /^Validade/ }), '1230');
    await user.type(screen.getByRole('textbox', { name: /^CVV/ }), '123');
    await user.type(screen.getByRole('textbox', { name: /^Nome impresso/ }), 'Marina Teclado');
    await user.click(screen.getByRole('button', { name: 'Cobrar' }));
    expect(await screen.findByText('Recusado pelo banco emissor: saldo insuficiente')).toBeInTheDocument();
    expect(screen.getByText('Aguardando pagamento')).toBeInTheDocument();

    // the form stays for another try, the declined card's number and CVV cleared: another card pays it
    const numero = await screen.findByRole('textbox', { name: 'Número do cartão' });
    expect(numero).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Nome impresso/ })).toHaveValue('MARINA TECLADO');
    await user.type(numero, '4111111111111111');
    expect(screen.getByText('Visa')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^CVV/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Cobrar' }));
    // a counter sale ('Levou no balcão') is handed over as it is paid, and offers its NFC-e at once
    expect(await screen.findByText(`Pagamento aprovado: o pedido ${id} está pago e entregue ao cliente.`)).toBeInTheDocument();
    expect(screen.getByText('Retirado')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Emitir NFC-e' }));
    const confirmacao = await screen.findByRole('dialog', { name: `Emitir a NFC-e do pedido ${id}?` });
    await user.click(within(confirmacao).getByRole('button', { name: 'Emitir NFC-e' }));
    expect(await screen.findByText(/^NFC-e \d+ \(série \d+\) emitida/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir DANFE' })).toBeInTheDocument();
    expect(real().corposPara('POST', '/v2/nfce/emitir/nped')).toEqual([{ id_pedido: id }]);
    // the card number went to the charge only, never anywhere else
    const corpos = JSON.stringify(real().chamadas.filter((c) => !c.caminho.endsWith('/manual/charge')));
    expect(corpos).not.toContain('4111111111111111');
  });

  it('keeps the draft through a reload, and says why a coupon does not apply', async () => {
    await preparar();
    const user = userEvent.setup();
    await renderComServidor(real(), NOVO, { email: VENDAS });
    await montarPeloTeclado(user);
    await user.type(screen.getByRole('textbox', { name: 'Cupom de desconto' }), 'naoexiste{Enter}');
    expect(await screen.findByText('Cupom não encontrado')).toBeInTheDocument();

    cleanup();
    await renderComServidor(real(), NOVO, { email: VENDAS });
    expect(await screen.findByRole('cell', { name: /Meia Esportiva Branca/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantidade de Meia Esportiva Branca' })).toHaveValue('2');
    expect(await combobox('Cliente')).toHaveValue('Marina Teclado');
    expect(await screen.findByText('Cupom não encontrado')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Nenhum item ainda. Busque pelo nome ou leia o código de barras.')).toBeInTheDocument();
  });

  it('charges by Pix: the QR code and copia e cola wait for the customer until the PSP confirms', async () => {
    await preparar();
    const user = userEvent.setup();
    await renderComServidor(real(), NOVO, { email: VENDAS });
    await montarPeloTeclado(user);
    await user.click(screen.getByRole('button', { name: 'Criar pedido e cobrar' }));
    await screen.findByRole('heading', { level: 2, name: /^Pedido Nº \d+$/ });
    await user.click(await screen.findByRole('button', { name: 'Cobrar' }));
    expect(await screen.findByRole('img', { name: /^QR Code Pix de R\$\s129,70$/ })).toBeInTheDocument();
    const codigo = screen.getByRole('textbox', { name: 'Pix copia e cola' });
    expect((codigo as HTMLTextAreaElement).value).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    // the countdown of the 30 minutes the PSP waits
    expect(screen.getByText(/^[23]\d:\d\d$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simular pagamento' }));
    expect(await screen.findByText(/^Pagamento aprovado: o pedido \d+ está pago e entregue ao cliente\.$/)).toBeInTheDocument();
  });

  it('after the acquirer timed out, offers only the same charge again, which is approved once', async () => {
    await preparar();
    const user = userEvent.setup();
    await renderComServidor(real(), NOVO, { email: VENDAS });
    await montarPeloTeclado(user);
    await user.keyboard('{Control>}{Enter}{/Control}');
    const cabecalho = await screen.findByRole('heading', { level: 2, name: /^Pedido Nº \d+$/ });
    const id = Number(cabecalho.textContent?.replace(/\D/g, ''));
    await user.click(await combobox('Forma'));
    await user.click(await screen.findByRole('option', { name: 'Cartão de crédito' }));
    await user.type(screen.getByRole('textbox', { name: 'Número do cartão' }), '4000000000000101');
    await user.type(screen.getByRole('textbox', { name: /^Validade/ }), '1230');
    await user.type(screen.getByRole('textbox', { name: /^CVV/ }), '123');
    await user.type(screen.getByRole('textbox', { name: /^Nome impresso/ }), 'Marina Teclado');
    await user.click(screen.getByRole('button', { name: 'Cobrar' }));
    const novamente = await screen.findByRole('button', { name: 'Tentar de novo' });
    // the form is gone: nothing else may be sent under this charge's key
    expect(screen.queryByRole('button', { name: 'Cobrar' })).toBeNull();
    await user.click(novamente);
    expect(await screen.findByText(/^Pagamento aprovado: o pedido \d+ está pago e entregue ao cliente\.$/)).toBeInTheDocument();
    expect(real().chamadas.filter((c) => c.caminho.endsWith('/manual/charge'))).toHaveLength(2);
    // both calls under one key, one charge at the acquirer
    expect(real().db.sqlite.prepare('SELECT codigo FROM cobrancas_idempotencia WHERE id_pedido = ?').pluck().all(id)).toEqual([200]);
    expect(real().db.sqlite.prepare('SELECT COUNT(*) FROM pagamentos_pedido WHERE id_pedido = ?').pluck().get(id)).toBe(1);
  });

  it('ships to an address: the freight enters the total, and a missing part of the address is named before anything is sent', async () => {
    await preparar();
    const user = userEvent.setup();
    await renderComServidor(real(), NOVO, { email: VENDAS });
    await montarPeloTeclado(user);
    await user.click(screen.getByRole('radio', { name: 'Entregar no endereço' }));
    // the address's fields load with their first showing
    await user.type(await screen.findByRole('textbox', { name: /^Frete/ }), '15,50');
    // 129,70 + 15,50, priced by the server
    await waitFor(async () => expect((await totais()).textContent).toMatch(/TotalR\$\s145,20/));
    await user.type(screen.getByRole('textbox', { name: /^CEP/ }), '01310100');
    expect(screen.getByRole('textbox', { name: /^CEP/ })).toHaveValue('01310-100');
    await user.click(screen.getByRole('button', { name: 'Criar pedido e cobrar' }));
    expect(await screen.findAllByText('Obrigatório')).toHaveLength(5);
    expect(real().corposPara('POST', '/v2/pedidos-smart/vendas/erp/manual/create')).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /^Logradouro/ }), 'Av. Paulista');
    await user.type(screen.getByRole('textbox', { name: /^Número/ }), '1000');
    await user.type(screen.getByRole('textbox', { name: /^Bairro/ }), 'Bela Vista');
    await user.type(screen.getByRole('textbox', { name: /^Cidade/ }), 'São Paulo');
    await user.click(screen.getByRole('combobox', { name: /^UF/ }));
    await user.click(await screen.findByRole('option', { name: 'SP' }));
    await user.click(screen.getByRole('button', { name: 'Criar pedido e cobrar' }));
    await screen.findByRole('heading', { level: 2, name: /^Pedido Nº \d+$/ });
    expect(real().corposPara('POST', '/v2/pedidos-smart/vendas/erp/manual/create')).toEqual([
      expect.objectContaining({ entrega: { tipo: 'entrega', frete: 15.5, endereco: { cep: '01310100', logradouro: 'Av. Paulista', numero: '1000', complemento: null, bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'SP' } } }),
    ]);
  });
});
