import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { CANAIS, STATUS } from '@retaguarda/contrato/api/catalogos';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { ROTAS_VENDA_MANUAL, type CarrinhoBody, type PrecoPedido, type SituacaoCobranca } from '@retaguarda/contrato/api/vendaManual';
import { assinar, segredoDoPsp, VALIDADE_PIX_MS } from '../../../server/modulos/venda-manual/pagamentos/psp';
import { MOTIVO_PAGO_DEPOIS } from '../../../server/modulos/venda-manual/regras/notificacoes';
import { MENSAGEM_SEM_SIMULACAO } from '../../../server/modulos/venda-manual/rotas/pedido-manual';
import { crc16Pix } from '../../../server/modulos/venda-manual/pagamentos/pix-br-code';
import { createTestApp, VERSAO, type TestApp } from '../helpers';
import { abastecer, pedir, resumoConfere } from '../pedido-fixtures';

const R = ROTAS_VENDA_MANUAL;
let t: TestApp;
let vendas: string;
let admin: string;
let produtos: { id: number; preco_centavos: number }[];
let cliente: number;
let sequencia = 0;

const carrinho = (extra: Partial<CarrinhoBody> = {}): CarrinhoBody => ({
  id_seller: 1,
  id_cliente: cliente,
  itens: [
    { id_produto: produtos[0]?.id ?? 0, quantidade: 2 },
    { id_produto: produtos[1]?.id ?? 0, quantidade: 1 },
  ],
  // a pickup stays Pago until the customer comes: the charge's own outcome, with nothing after it
  entrega: { tipo: 'retirada' },
  ...extra,
});

async function criar(extra: Partial<CarrinhoBody> = {}, forma = 'pix'): Promise<{ id: number; preco: PrecoPedido }> {
  const res = await pedir(t, vendas, 'POST', R.criar.caminho, { ...carrinho(extra), forma_pagto: forma });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().RES;
}

function cobrar(corpo: object, chave = `chave-${++sequencia}-teste`, cookie = vendas) {
  return t.app.inject({ method: 'POST', url: R.cobrar.caminho, headers: { cookie, ...VERSAO, 'idempotency-key': chave }, payload: corpo });
}

const cartao = (numero: string, extra: object = {}) => ({ numero, titular: 'Maria Silva', validade: '12/30', cvv: '123', ...extra });

async function situacao(id: number): Promise<SituacaoCobranca> {
  const res = await pedir(t, vendas, 'GET', caminhoDe(R.cobranca, { id }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().RES;
}

async function notificar(corpo: object, opcoes: { timestamp?: number; segredo?: Buffer } = {}) {
  const texto = JSON.stringify(corpo);
  const timestamp = String(opcoes.timestamp ?? t.relogio.agora.getTime());
  const segredo = opcoes.segredo ?? (await segredoDoPsp(t.db.kysely));
  return t.app.inject({
    method: 'POST',
    url: R.webhookPsp.caminho,
    // a PSP sends no X-Client-Version: the notice must not need the panel's CSRF header
    headers: { 'content-type': 'application/json', 'x-psp-timestamp': timestamp, 'x-psp-assinatura': assinar(segredo, timestamp, texto) },
    payload: texto,
  });
}

const totalCentavos = () => 2 * (produtos[0]?.preco_centavos ?? 0) + (produtos[1]?.preco_centavos ?? 0);

beforeAll(async () => {
  t = await createTestApp();
  vendas = await t.login('vendas@retaguarda.dev');
  admin = await t.login('admin@retaguarda.dev');
  produtos = (await t.sql.todas(
    `SELECT id, preco_centavos FROM products WHERE id_grupo = 1 AND ativo = 1 AND situacao_venda = 'a_venda' AND preco_centavos > 1000 ORDER BY id LIMIT 2`,
  )) as { id: number; preco_centavos: number }[];
  cliente = Number(await t.sql.valor('SELECT MIN(id) FROM clients WHERE id_grupo = 1 AND ativo = 1'));
  expect(produtos).toHaveLength(2);
  // the demo sells some products out: the orders here must find theirs on the shelf
  await abastecer(t, 1, produtos.map((p) => p.id), 500);
});
afterAll(() => t.close());

describe('pricing and creating a manual order', () => {
  it('prices the cart on the server, and creates the order with that price, its history entry and its channel', async () => {
    const cotacao = await pedir(t, vendas, 'PUT', R.cotacao.caminho, carrinho({ entrega: { tipo: 'entrega', frete: 15.9, endereco: { cep: '01310-100', logradouro: 'Av. Paulista', numero: '1000', bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'SP' } } }));
    expect(cotacao.statusCode, cotacao.body).toBe(200);
    const preco: PrecoPedido = cotacao.json().RES;
    expect(Math.round(preco.valor_total * 100)).toBe(totalCentavos() + 1590);
    expect(preco.desconto_maximo_percentual).toBe(10);

    const { id, preco: criado } = await criar({ entrega: { tipo: 'entrega', frete: 15.9, endereco: { cep: '01310100', logradouro: 'Av. Paulista', numero: '1000', bairro: 'Bela Vista', cidade: 'São Paulo', uf: 'SP' } } });
    expect(criado.valor_total).toBe(preco.valor_total);
    const detalhe = (await pedir(t, vendas, 'GET', `/v2/vendas/lista-pedidos/${id}`)).json().RES;
    expect(detalhe).toMatchObject({ canal: 'manual', status_pedido: STATUS.aguardandoPagamento, valor_total: preco.valor_total, entrega: { cep: '01310100', uf: 'SP' } });
    expect(detalhe.historico[0]).toMatchObject({ de: null, para: STATUS.aguardandoPagamento, usuario: { nome: 'Vitor Vendas' }, observacao: 'Pedido manual criado por Vitor Vendas' });
    expect(CANAIS[detalhe.canal as keyof typeof CANAIS]).toBe('Pedido manual');
    const { guardado, recalculado } = await resumoConfere(t);
    expect(guardado).toEqual(recalculado);
  });

  it("refuses another group's store, another group's product and a line discount above the user's limit", async () => {
    expect((await pedir(t, vendas, 'PUT', R.cotacao.caminho, carrinho({ id_seller: 5 }))).statusCode).toBe(403);
    const alheio = Number(await t.sql.valor('SELECT MAX(id) FROM products')) + 1000;
    const outroProduto = await pedir(t, vendas, 'PUT', R.cotacao.caminho, carrinho({ itens: [{ id_produto: alheio, quantidade: 1 }] }));
    expect(outroProduto.statusCode).toBe(400);
    expect(outroProduto.json().validation.body.message).toBe(`Produto ${alheio} não encontrado`);
    const acima = await pedir(t, vendas, 'PUT', R.cotacao.caminho, carrinho({ itens: [{ id_produto: produtos[0]?.id ?? 0, quantidade: 1, desconto_percentual: 10.5 }] }));
    expect(acima.statusCode).toBe(400);
    expect(acima.json().validation.body.message).toBe('Seu limite de desconto por item é 10%');
  });

  it("takes the user's own limit, set in the users register and written to the user's history", async () => {
    const idVendas = Number(await t.sql.valor(`SELECT id FROM users WHERE email = 'vendas@retaguarda.dev'`));
    const quinze = carrinho({ itens: [{ id_produto: produtos[0]?.id ?? 0, quantidade: 1, desconto_percentual: 12.5 }] });
    expect((await pedir(t, vendas, 'PUT', R.cotacao.caminho, quinze)).statusCode).toBe(400);
    const editar = await pedir(t, admin, 'PUT', `/v1/login_erp/usuario/${idVendas}`, { desconto_maximo: 15 });
    expect(editar.statusCode, editar.body).toBe(200);
    expect(editar.json().RES.desconto_maximo).toBe(15);
    const cotada = await pedir(t, vendas, 'PUT', R.cotacao.caminho, quinze);
    expect(cotada.statusCode, cotada.body).toBe(200);
    expect(Math.round(cotada.json().RES.itens[0].desconto_manual * 100)).toBe(Math.round((produtos[0]?.preco_centavos ?? 0) * 0.125));
    const detalhe = (await pedir(t, admin, 'GET', `/v1/login_erp/usuario/${idVendas}`)).json().RES;
    expect(detalhe.historico[0].alteracoes).toContainEqual({ campo: 'desconto_maximo', rotulo: 'Desconto máximo por item', antes: '10%', depois: '15%' });
    expect((await pedir(t, admin, 'PUT', `/v1/login_erp/usuario/${idVendas}`, { desconto_maximo: 10 })).statusCode).toBe(200);
  });

  it('applies an automatic promotion and a coupon, and answers why a coupon does not apply', async () => {
    const criarPromocao = async (corpo: object) => {
      const res = await pedir(t, admin, 'POST', '/v2/promocoes', corpo);
      expect(res.statusCode, res.body).toBe(201);
    };
    await criarPromocao({ nome: 'Cupom dez', codigo: 'DEZ', tipo: 'percentual', percentual: 10, aplica_a: 'pedido' });
    await criarPromocao({ nome: 'Cupom vencido', codigo: 'VELHO', tipo: 'valor', valor: 5, aplica_a: 'pedido', fim: '01/01/2026' });
    await criarPromocao({ nome: 'Cupom mínimo', codigo: 'MIL', tipo: 'valor', valor: 50, aplica_a: 'pedido', pedido_minimo: 1000 });
    const incoerente = await pedir(t, admin, 'POST', '/v2/promocoes', { nome: 'Sem percentual', tipo: 'percentual', aplica_a: 'pedido' });
    expect(incoerente.statusCode).toBe(400);
    expect(incoerente.json().validation.body).toMatchObject({ keys: ['percentual'], message: 'Informe o percentual de desconto' });

    const consulta = (cupom: string) => pedir(t, vendas, 'PUT', R.cupom.caminho, { ...carrinho(), cupom });
    const dez = (await consulta('dez')).json().RES;
    expect(dez).toMatchObject({ codigo: 'DEZ', aplicado: true, motivo: null });
    expect(Math.round(dez.valor * 100)).toBe(Math.round(totalCentavos() / 10));
    expect((await consulta('VELHO')).json().RES).toMatchObject({ aplicado: false, motivo: 'Cupom expirado' });
    expect((await consulta('MIL')).json().RES.motivo).toMatch(/^Pedido mínimo de R\$\s1\.000,00 para este cupom$/);
    expect((await consulta('NADA')).json().RES).toMatchObject({ aplicado: false, motivo: 'Cupom não encontrado' });
  });
});

describe('charging a manual order', () => {
  it('approves a card, moves the order to Pago, and never keeps the card number or CVV', async () => {
    const { id, preco } = await criar({}, 'cartao_credito');
    const res = await cobrar({ id_pedido: id, pagamentos: [{ forma: 'cartao_credito', valor: preco.valor_total, parcelas: 2, cartao: cartao('4111 1111 1111 1111') }] });
    expect(res.statusCode, res.body).toBe(200);
    const s: SituacaoCobranca = res.json().RES;
    expect(s.status_pedido).toEqual(STATUS.pago);
    expect(s.pagamentos[0]).toMatchObject({ situacao: 'aprovado', cartao: { bandeira: 'Visa', ultimos4: '1111', parcelas: 2, juros: 0 } });
    const linhas = JSON.stringify(await t.sql.todas('SELECT * FROM pagamentos_pedido'));
    const idem = JSON.stringify(await t.sql.todas('SELECT * FROM cobrancas_idempotencia'));
    const adquirente = JSON.stringify(await t.sql.todas('SELECT * FROM adquirente_transacoes'));
    for (const texto of [linhas, idem, adquirente]) expect(texto).not.toMatch(/4111111111111111|4111 1111/);
    const detalhe = (await pedir(t, vendas, 'GET', `/v2/vendas/lista-pedidos/${id}`)).json().RES;
    expect(detalhe.historico.at(-1)).toMatchObject({ para: STATUS.pago, observacao: 'Pagamento aprovado' });
  });

  it('keeps the order awaiting payment on a decline, with the reason in Portuguese', async () => {
    const { id, preco } = await criar({}, 'cartao_credito');
    const saldo = await cobrar({ id_pedido: id, pagamentos: [{ forma: 'cartao_credito', valor: preco.valor_total, cartao: cartao('4000000000000002') }] });
    expect(saldo.statusCode).toBe(200);
    expect(saldo.json().RES).toMatchObject({ status_pedido: STATUS.aguardandoPagamento, pagamentos: [{ situacao: 'recusado', motivo: 'Recusado pelo banco emissor: saldo insuficiente' }] });
    const fraude = await cobrar({ id_pedido: id, pagamentos: [{ forma: 'cartao_credito', valor: preco.valor_total, cartao: cartao('4000000000000119') }] });
    expect(fraude.json().RES.pagamentos.at(-1).motivo).toMatch(/suspeita de fraude/);
    // then another card pays it
    const ok = await cobrar({ id_pedido: id, pagamentos: [{ forma: 'cartao_debito', valor: preco.valor_total, cartao: cartao('5555555555554444') }] });
    expect(ok.json().RES.status_pedido).toEqual(STATUS.pago);
  });

  it('after a timeout, the retry with the same key is approved and the customer is charged once', async () => {
    const { id, preco } = await criar({}, 'cartao_credito');
    const corpo = { id_pedido: id, pagamentos: [{ forma: 'cartao_credito', valor: preco.valor_total, cartao: cartao('4000 0000 0000 0101') }] };
    const primeira = await cobrar(corpo, 'retry-apos-timeout');
    expect(primeira.statusCode).toBe(504);
    expect(primeira.json().RES).toMatch(/não será duplicada/);
    // the key is kept for this request only: another body under it is refused, so what the
    // acquirer took is always what gets recorded
    const outraForma = await cobrar({ id_pedido: id, pagamentos: [{ forma: 'pix', valor: preco.valor_total }] }, 'retry-apos-timeout');
    expect(outraForma.statusCode).toBe(422);
    const segunda = await cobrar(corpo, 'retry-apos-timeout');
    expect(segunda.statusCode, segunda.body).toBe(200);
    expect(segunda.json().RES.status_pedido).toEqual(STATUS.pago);
    const cobrancas = await t.sql.valor(`SELECT COUNT(*) FROM adquirente_transacoes WHERE id_transacao LIKE '%:retry-apos-timeout:%' AND aprovado = 1 AND estornado = 0`);
    expect(Number(cobrancas)).toBe(1);
  });

  it('10 identical requests at once make exactly one charge, and all get the same answer', async () => {
    const { id, preco } = await criar({}, 'cartao_credito');
    const corpo = { id_pedido: id, pagamentos: [{ forma: 'cartao_credito', valor: preco.valor_total, cartao: cartao('4111111111111111') }] };
    const respostas = await Promise.all(Array.from({ length: 10 }, () => cobrar(corpo, 'dez-de-uma-vez')));
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const corpos = new Set(respostas.map((r) => JSON.stringify(r.json().RES)));
    expect(corpos.size).toBe(1);
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM pagamentos_pedido WHERE id_pedido = ?', id))).toBe(1);
    expect(Number(await t.sql.valor(`SELECT COUNT(*) FROM adquirente_transacoes WHERE id_transacao LIKE '%:dez-de-uma-vez:%'`))).toBe(1);
    // the same key with another body is refused; no key at all too
    const outro = await cobrar({ ...corpo, pagamentos: [{ ...corpo.pagamentos[0], parcelas: 3 }] }, 'dez-de-uma-vez');
    expect(outro.statusCode).toBe(422);
    const semChave = await t.app.inject({ method: 'POST', url: R.cobrar.caminho, headers: { cookie: vendas, ...VERSAO }, payload: corpo });
    expect(semChave.statusCode).toBe(400);
  });

  it('takes cash with change, refuses payments that do not add up to what is left', async () => {
    const { id, preco } = await criar({}, 'dinheiro');
    const menos = await cobrar({ id_pedido: id, pagamentos: [{ forma: 'dinheiro', valor: preco.valor_total - 1, valor_recebido: 1000 }] });
    expect(menos.statusCode).toBe(400);
    expect(menos.json().validation.body.message).toMatch(/^Os pagamentos somam R\$/);
    const res = await cobrar({ id_pedido: id, pagamentos: [{ forma: 'dinheiro', valor: preco.valor_total, valor_recebido: Math.ceil(preco.valor_total / 50) * 50 + 50 }] });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().RES.pagamentos[0];
    expect(Math.round(p.troco * 100)).toBe(Math.round((Math.ceil(preco.valor_total / 50) * 50 + 50 - preco.valor_total) * 100));
    expect(res.json().RES.status_pedido).toEqual(STATUS.pago);
  });

  it('Pix: a valid BR Code, paid through a signed notice; a forged, old or replayed notice changes nothing', async () => {
    const { id, preco } = await criar();
    const res = await cobrar({ id_pedido: id, pagamentos: [{ forma: 'pix', valor: preco.valor_total }] });
    const pix = res.json().RES.pagamentos[0];
    expect(pix.situacao).toBe('pendente');
    const codigo: string = pix.pix.copia_e_cola;
    expect(codigo.startsWith('000201')).toBe(true);
    expect(crc16Pix(codigo.slice(0, -4))).toBe(codigo.slice(-4));
    expect(codigo).toContain(`54${String(preco.valor_total.toFixed(2).length).padStart(2, '0')}${preco.valor_total.toFixed(2)}`);
    expect(pix.pix.qr_svg).toMatch(/^<svg/);
    const txid = String(await t.sql.valor('SELECT referencia FROM pagamentos_pedido WHERE id = ?', pix.id));
    const aviso = { id_evento: `evt-${id}-0001`, tipo: 'pix.pago', referencia: txid, valor: preco.valor_total };

    const forjado = await notificar(aviso, { segredo: Buffer.from('outro-segredo-qualquer') });
    expect(forjado.statusCode).toBe(401);
    const antigo = await notificar(aviso, { timestamp: t.relogio.agora.getTime() - 6 * 60_000 });
    expect(antigo.statusCode).toBe(401);
    expect((await situacao(id)).status_pedido).toEqual(STATUS.aguardandoPagamento);

    expect((await notificar(aviso)).statusCode).toBe(200);
    expect((await situacao(id)).status_pedido).toEqual(STATUS.pago);
    const historico = Number(await t.sql.valor('SELECT COUNT(*) FROM order_status_history WHERE id_pedido = ?', id));
    expect((await notificar(aviso)).statusCode).toBe(200);
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM order_status_history WHERE id_pedido = ?', id))).toBe(historico);
  });

  it('Pix left unpaid past its limit cancels the order, with the reason in its history', async () => {
    const { id, preco } = await criar();
    await cobrar({ id_pedido: id, pagamentos: [{ forma: 'pix', valor: preco.valor_total }] });
    t.relogio.avancar(VALIDADE_PIX_MS - 1000);
    // half an hour idle ends the clerk's session too: sign in again, as the clerk would
    vendas = await t.login('vendas@retaguarda.dev');
    expect((await situacao(id)).status_pedido).toEqual(STATUS.aguardandoPagamento);
    t.relogio.avancar(2000);
    const s = await situacao(id);
    expect(s.status_pedido).toEqual(STATUS.cancelado);
    expect(s.pagamentos[0]).toMatchObject({ situacao: 'expirado', motivo: 'Pix expirado sem pagamento' });
    const detalhe = (await pedir(t, vendas, 'GET', `/v2/vendas/lista-pedidos/${id}`)).json().RES;
    expect(detalhe.historico.at(-1)).toMatchObject({ para: STATUS.cancelado, observacao: 'Pix expirado sem pagamento', usuario: null });
    const { guardado, recalculado } = await resumoConfere(t);
    expect(guardado).toEqual(recalculado);
  });

  it('split payment: card now and Pix later; paid when the Pix is confirmed, listed under the larger one', async () => {
    const { id, preco } = await criar({}, 'pix');
    const cartaoParte = Math.round(preco.valor_total * 30) / 100;
    const pixParte = Math.round((preco.valor_total - cartaoParte) * 100) / 100;
    const res = await cobrar({ id_pedido: id, pagamentos: [{ forma: 'cartao_credito', valor: cartaoParte, cartao: cartao('4111111111111111') }, { forma: 'pix', valor: pixParte }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().RES.pagamentos.map((p: { situacao: string }) => p.situacao)).toEqual(['aprovado', 'pendente']);
    expect(res.json().RES.status_pedido).toEqual(STATUS.aguardandoPagamento);
    const simular = await pedir(t, vendas, 'POST', caminhoDe(R.simularPagamento, { id, idPagamento: res.json().RES.pagamentos[1].id }));
    expect(simular.statusCode, simular.body).toBe(200);
    expect(simular.json().RES.status_pedido).toEqual(STATUS.pago);
    const detalhe = (await pedir(t, vendas, 'GET', `/v2/vendas/lista-pedidos/${id}`)).json().RES;
    expect(detalhe.forma_pagto.descricao).toBe('Pix');
    const { guardado, recalculado } = await resumoConfere(t);
    expect(guardado).toEqual(recalculado);
  });

  it('boleto: a typeable line a bank accepts, paid through the notice', async () => {
    const { id, preco } = await criar({}, 'boleto');
    const res = await cobrar({ id_pedido: id, pagamentos: [{ forma: 'boleto', valor: preco.valor_total }] });
    const b = res.json().RES.pagamentos[0];
    expect(isValidBoleto(b.boleto.linha_digitavel)).toBe(true);
    expect(b.boleto.vencimento).toBe('24/11/2026');
    const nosso = String(await t.sql.valor('SELECT referencia FROM pagamentos_pedido WHERE id = ?', b.id));
    expect((await notificar({ id_evento: `evt-boleto-${id}`, tipo: 'boleto.pago', referencia: nosso, valor: preco.valor_total })).statusCode).toBe(200);
    expect((await situacao(id)).status_pedido).toEqual(STATUS.pago);
  });

  it("saves the client's card as a token and charges it again; another group's clerk cannot see it", async () => {
    const { id, preco } = await criar({}, 'cartao_credito');
    await cobrar({ id_pedido: id, pagamentos: [{ forma: 'cartao_credito', valor: preco.valor_total, cartao: cartao('5555555555554444', { salvar: true }) }] });
    const lista = await pedir(t, vendas, 'GET', `${R.cartoes.caminho}?id_cliente=${cliente}`);
    expect(lista.statusCode, lista.body).toBe(200);
    const [salvo] = lista.json().RES;
    expect(salvo).toMatchObject({ bandeira: 'Mastercard', ultimos4: '4444', validade: '12/30', titular: 'MARIA SILVA' });
    expect(Object.keys(salvo).sort()).toEqual(['bandeira', 'id', 'titular', 'ultimos4', 'validade']);
    const outro = await criar({}, 'cartao_credito');
    const denovo = await cobrar({ id_pedido: outro.id, pagamentos: [{ forma: 'cartao_credito', valor: outro.preco.valor_total, cartao: { id_cartao_salvo: salvo.id } }] });
    expect(denovo.json().RES.status_pedido).toEqual(STATUS.pago);
  });

  it("answers 404 for another group's order and 409 for an order that is not awaiting payment", async () => {
    const alheio = Number(await t.sql.valor('SELECT MIN(o.id) FROM orders o JOIN sellers s ON s.id = o.id_seller WHERE s.id_grupo <> 1'));
    expect((await cobrar({ id_pedido: alheio, pagamentos: [{ forma: 'pix', valor: 1 }] })).statusCode).toBe(404);
    const pago = Number(await t.sql.valor(`SELECT MIN(id) FROM orders WHERE canal = 'manual' AND id_status = ${STATUS.pago.id}`));
    expect((await cobrar({ id_pedido: pago, pagamentos: [{ forma: 'pix', valor: 1 }] })).statusCode).toBe(409);
  });
});

describe('a manual order after its charge', () => {
  it('shows its split payments in the detail and prints them in the NFC-e, cash with its change', async () => {
    const { id, preco } = await criar({ entrega: { tipo: 'balcao' } }, 'dinheiro');
    const cartaoParte = Math.round(preco.valor_total * 40) / 100;
    const dinheiroParte = Math.round((preco.valor_total - cartaoParte) * 100) / 100;
    const recebido = Math.ceil(dinheiroParte / 10) * 10 + 10;
    const res = await cobrar({ id_pedido: id, pagamentos: [{ forma: 'cartao_debito', valor: cartaoParte, cartao: cartao('5555555555554444') }, { forma: 'dinheiro', valor: dinheiroParte, valor_recebido: recebido }] });
    expect(res.json().RES.status_pedido).toEqual(STATUS.retirado);
    const detalhe = (await pedir(t, vendas, 'GET', `/v2/vendas/lista-pedidos/${id}`)).json().RES;
    expect(detalhe.pagamentos).toEqual([
      { forma_pagto: { id: 3, descricao: 'Cartão de débito' }, valor: cartaoParte },
      { forma_pagto: { id: 4, descricao: 'Dinheiro' }, valor: dinheiroParte },
    ]);
    // a counter sale is in person: its NFC-e is the right document
    expect(detalhe.acoes.pode_emitir_nfce).toBe(true);
    const emitida = await pedir(t, vendas, 'POST', '/v2/nfce/emitir/nped', { id_pedido: id });
    expect(emitida.statusCode, emitida.body).toBe(200);
    const xml = (await pedir(t, vendas, 'GET', `/v2/nfce/xml/nped/${id}`)).body;
    expect(xml.match(/<detPag>/g)).toHaveLength(2);
    expect(xml).toContain(`<tPag>04</tPag><vPag>${cartaoParte.toFixed(2)}</vPag>`);
    expect(xml).toContain(`<tPag>01</tPag><vPag>${recebido.toFixed(2)}</vPag>`);
    expect(xml).toContain(`<vTroco>${(Math.round((recebido - dinheiroParte) * 100) / 100).toFixed(2)}</vTroco>`);
  });

  it('refuses the NFC-e of a manual order shipped to an address: it needs the NF-e', async () => {
    const { id, preco } = await criar({ entrega: { tipo: 'entrega', frete: 10, endereco: { cep: '40010000', logradouro: 'Rua Chile', numero: '1', bairro: 'Centro', cidade: 'Salvador', uf: 'BA' } } }, 'pix');
    await cobrar({ id_pedido: id, pagamentos: [{ forma: 'dinheiro', valor: preco.valor_total, valor_recebido: preco.valor_total }] });
    const emitida = await pedir(t, vendas, 'POST', '/v2/nfce/emitir/nped', { id_pedido: id });
    expect(emitida.statusCode).toBe(409);
    expect(emitida.json().RES).toBe('Venda com entrega exige NF-e modelo 55');
  });
});

describe('the kind of delivery after the payment', () => {
  const historico = async (id: number) => (await pedir(t, vendas, 'GET', `/v2/vendas/lista-pedidos/${id}`)).json().RES;

  it('closes a counter sale as it is paid: Pago, then Retirado with its own history entry, its NFC-e ready to issue', async () => {
    const { id, preco } = await criar({ entrega: { tipo: 'balcao' } }, 'cartao_credito');
    const res = await cobrar({ id_pedido: id, pagamentos: [{ forma: 'cartao_credito', valor: preco.valor_total, parcelas: 1, cartao: cartao('4111 1111 1111 1111') }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().RES.status_pedido).toEqual(STATUS.retirado);
    const detalhe = await historico(id);
    expect(detalhe).toMatchObject({ tipo_entrega: 'balcao', retirada_na_loja: true, status_pedido: STATUS.retirado, acoes: { pode_emitir_nfce: true, seguintes: [{ id: STATUS.devolvido.id }] } });
    expect(detalhe.historico.slice(-2)).toMatchObject([
      { de: STATUS.aguardandoPagamento, para: STATUS.pago, observacao: 'Pagamento aprovado', usuario: { nome: 'Vitor Vendas' } },
      { de: STATUS.pago, para: STATUS.retirado, observacao: 'Venda no balcão: entregue ao cliente no pagamento', usuario: { nome: 'Vitor Vendas' } },
    ]);
    const { guardado, recalculado } = await resumoConfere(t);
    expect(guardado).toEqual(recalculado);
  });

  it("closes a counter sale whose Pix the PSP confirms, by the system", async () => {
    const { id, preco } = await criar({ entrega: { tipo: 'balcao' } });
    const pix = (await cobrar({ id_pedido: id, pagamentos: [{ forma: 'pix', valor: preco.valor_total }] })).json().RES.pagamentos[0];
    const txid = String(await t.sql.valor('SELECT referencia FROM pagamentos_pedido WHERE id = ?', pix.id));
    expect((await notificar({ id_evento: `evt-${id}-balcao`, tipo: 'pix.pago', referencia: txid, valor: preco.valor_total })).statusCode).toBe(200);
    expect((await situacao(id)).status_pedido).toEqual(STATUS.retirado);
    expect((await historico(id)).historico.at(-1)).toMatchObject({ para: STATUS.retirado, usuario: null });
  });

  it('closes a counter sale a clerk marks Pago by hand, and leaves a pickup Pago, waiting for the customer', async () => {
    const balcao = await criar({ entrega: { tipo: 'balcao' } }, 'dinheiro');
    const retirada = await criar({}, 'dinheiro');
    // the session of the file's start has expired under the tests' clock: a new one
    const gerente = await t.login('admin@retaguarda.dev');
    for (const [{ id }, esperado, tipo] of [[balcao, STATUS.retirado, 'balcao'], [retirada, STATUS.pago, 'retirada']] as const) {
      const { version } = await historico(id);
      const res = await pedir(t, gerente, 'PUT', '/v2/vendas/status/update', { id_pedido: id, id_status: STATUS.pago.id, motivo: null, version });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().RES).toMatchObject({ status_pedido: esperado, version: version + (tipo === 'balcao' ? 2 : 1), historico: { para: esperado } });
      expect(await historico(id)).toMatchObject({ tipo_entrega: tipo, status_pedido: esperado });
    }
  });
});

describe('the edges of a charge', () => {
  it('keeps an order partly paid by card waiting when its Pix expires, instead of cancelling it', async () => {
    const { id, preco } = await criar({}, 'pix');
    const parte = Math.round(preco.valor_total * 50) / 100;
    await cobrar({ id_pedido: id, pagamentos: [{ forma: 'cartao_credito', valor: parte, cartao: cartao('4111111111111111') }, { forma: 'pix', valor: Math.round((preco.valor_total - parte) * 100) / 100 }] });
    t.relogio.avancar(VALIDADE_PIX_MS + 1000);
    vendas = await t.login('vendas@retaguarda.dev');
    const s = await situacao(id);
    expect(s.status_pedido).toEqual(STATUS.aguardandoPagamento);
    expect(s.pagamentos.map((p) => p.situacao)).toEqual(['aprovado', 'expirado']);
    expect(Math.round(s.valor_restante * 100)).toBe(Math.round((preco.valor_total - parte) * 100));
  });

  it('records a Pix the customer paid after the clerk replaced it, for the money to be given back', async () => {
    const { id, preco } = await criar({}, 'pix');
    const pix = (await cobrar({ id_pedido: id, pagamentos: [{ forma: 'pix', valor: preco.valor_total }] })).json().RES.pagamentos[0];
    const txid = String(await t.sql.valor('SELECT referencia FROM pagamentos_pedido WHERE id = ?', pix.id));
    const cartaoPago = await cobrar({ id_pedido: id, pagamentos: [{ forma: 'cartao_credito', valor: preco.valor_total, cartao: cartao('4111111111111111') }] });
    expect(cartaoPago.json().RES.status_pedido).toEqual(STATUS.pago);
    expect((await notificar({ id_evento: `evt-tarde-${id}`, tipo: 'pix.pago', referencia: txid, valor: preco.valor_total })).statusCode).toBe(200);
    const s = await situacao(id);
    expect(s.pagamentos.find((p) => p.id === pix.id)).toMatchObject({ situacao: 'aprovado', motivo: MOTIVO_PAGO_DEPOIS });
    expect(s.status_pedido).toEqual(STATUS.pago);
  });

  it('pays at once an order with nothing to charge, and refuses installments under R$ 5,00', async () => {
    admin = await t.login('admin@retaguarda.dev');
    const criada = await pedir(t, admin, 'POST', '/v2/promocoes', { nome: 'Cortesia total', codigo: 'CORTESIA', tipo: 'percentual', percentual: 100, aplica_a: 'pedido' });
    expect(criada.statusCode, criada.body).toBe(201);
    const { id, preco } = await criar({ cupom: 'CORTESIA' }, 'pix');
    expect(preco.valor_total).toBe(0);
    expect((await situacao(id)).status_pedido).toEqual(STATUS.pago);

    const barato = await pedir(t, admin, 'POST', '/v2/produtos', { nome: 'Chaveiro barato', sku: 'CHAV-BAR-1', preco: 12, ncm: '73269090', unidade: 'UN' });
    expect(barato.statusCode, barato.body).toBe(201);
    await abastecer(t, 1, [barato.json().RES.id]);
    const pequeno = await criar({ itens: [{ id_produto: barato.json().RES.id, quantidade: 1 }] }, 'cartao_credito');
    expect(pequeno.preco.valor_total).toBe(12);
    const res = await cobrar({ id_pedido: pequeno.id, pagamentos: [{ forma: 'cartao_credito', valor: 12, parcelas: 3, cartao: cartao('4111111111111111') }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.body).toMatchObject({ keys: ['pagamentos.0.parcelas'] });
    expect(res.json().validation.body.message).toMatch(/^Parcela mínima de R\$\s5,00/);
    const duas = await cobrar({ id_pedido: pequeno.id, pagamentos: [{ forma: 'cartao_credito', valor: 12, parcelas: 2, cartao: cartao('4111111111111111') }] });
    expect(duas.json().RES.status_pedido).toEqual(STATUS.pago);
  });

  it('lets only one of two orders at once take the last use of a coupon', async () => {
    admin = await t.login('admin@retaguarda.dev');
    const criada = await pedir(t, admin, 'POST', '/v2/promocoes', { nome: 'Último cupom', codigo: 'ULTIMO', tipo: 'valor', valor: 1, aplica_a: 'pedido', limite_total: 1 });
    expect(criada.statusCode, criada.body).toBe(201);
    const corpo = { ...carrinho({ cupom: 'ULTIMO' }), forma_pagto: 'pix' };
    const [a, b] = await Promise.all([pedir(t, vendas, 'POST', R.criar.caminho, corpo), pedir(t, vendas, 'POST', R.criar.caminho, corpo)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json().RES).toBe('Cupom esgotado: o cupom deixou de valer para este pedido');
    expect(Number(await t.sql.valor(`SELECT COUNT(*) FROM pedido_promocoes WHERE cupom = 'ULTIMO'`))).toBe(1);
  });
});

describe('a server whose PSP is real', () => {
  it("has no 'simular pagamento': only the customer's payment pays a Pix", async () => {
    const real = await createTestApp({ pspSimulado: false });
    try {
      const cookie = await real.login('vendas@retaguarda.dev');
      const [p1, p2] = (await real.sql.todas(`SELECT id, preco_centavos FROM products WHERE id_grupo = 1 AND ativo = 1 AND situacao_venda = 'a_venda' ORDER BY id LIMIT 2`)) as { id: number }[];
      await abastecer(real, 1, [p1?.id ?? 0, p2?.id ?? 0]);
      const criado = await pedir(real, cookie, 'POST', R.criar.caminho, { id_seller: 1, id_cliente: null, itens: [{ id_produto: p1?.id, quantidade: 1 }, { id_produto: p2?.id, quantidade: 1 }], entrega: { tipo: 'balcao' }, forma_pagto: 'pix' });
      const { id, preco } = criado.json().RES;
      const cobrado = await real.app.inject({ method: 'POST', url: R.cobrar.caminho, headers: { cookie, ...VERSAO, 'idempotency-key': 'psp-real-0001' }, payload: { id_pedido: id, pagamentos: [{ forma: 'pix', valor: preco.valor_total }] } });
      const pix = cobrado.json().RES;
      expect(pix.simulacao).toBe(false);
      const simular = await pedir(real, cookie, 'POST', caminhoDe(R.simularPagamento, { id, idPagamento: pix.pagamentos[0].id }));
      expect(simular.statusCode).toBe(404);
      expect(simular.json().RES).toBe(MENSAGEM_SEM_SIMULACAO);
    } finally {
      await real.close();
    }
  });
});
