import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STATUS, type Canal, type TipoEntrega } from '@retaguarda/contrato/api/catalogos';
import { MENSAGENS_ESTOQUE, ROTAS_ESTOQUE, type ListaMovimentos, type ListaPosicao } from '@retaguarda/contrato/api/estoque';
import { caminhoDe } from '@retaguarda/contrato/api/rotas';
import { registrarPedido } from '../../../server/modulos/pedidos/consultas/novo-pedido';
import { MOTIVO_ENTREGUE_NO_BALCAO } from '../../../server/modulos/pedidos/regras/balcao';
import { createTestApp, type TestApp } from '../helpers';
import { abastecer, pedir, SELLER_OUTRO_GRUPO } from '../pedido-fixtures';
import { criarUsuario } from '../usuarios-de-teste';
import { divergencias, saldo } from './invariante';

const R = ROTAS_ESTOQUE;
let t: TestApp;
let admin: string;
let vendas: string;
let seq = 0;

/** A product of the demo group with nothing in any store. */
async function produtoNovo(): Promise<number> {
  const n = ++seq;
  const res = await pedir(t, admin, 'POST', '/v2/produtos', { nome: `Produto de estoque ${n}`, sku: `EST-${n}`, preco: 50, custo: 20, ncm: '61091000', unidade: 'UN' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().RES.id;
}

/**
 * An order awaiting payment. A store's order is a counter sale unless `tipo_entrega` says otherwise:
 * paid is handed over (Retirado at once), so an order that must wait in Pago is a pickup ('retirada').
 */
async function pedido(idSeller: number, itens: { id_produto: number; quantidade: number }[], o: { canal?: Extract<Canal, 'loja' | 'ecommerce'>; tipo_entrega?: TipoEntrega } = {}): Promise<number> {
  return registrarPedido(t.db.kysely, {
    id_seller: idSeller, id_cliente: null, canal: o.canal ?? 'loja', id_status: STATUS.aguardandoPagamento.id, id_forma_pagto: 1, data_pedido: t.relogio.agora,
    itens: itens.map((i) => ({ ...i, preco_unitario: 5000 })), valor_desconto: 0, valor_frete: 0, tipo_entrega: o.tipo_entrega,
  });
}

const statusDe = async (id: number) => Number(await t.sql.valor('SELECT id_status FROM orders WHERE id = ?', id));

async function mudar(id: number, para: number, motivo: string | null = null) {
  const version = Number(await t.sql.valor('SELECT version FROM orders WHERE id = ?', id));
  return pedir(t, vendas, 'PUT', '/v2/vendas/status/update', { id_pedido: id, id_status: para, version, motivo });
}

async function ajuste(corpo: object, cookie = admin) {
  return pedir(t, cookie, 'POST', R.ajuste.caminho, corpo);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@retaguarda.dev');
  vendas = await t.login('vendas@retaguarda.dev');
});
afterAll(() => t.close());

describe('the demo stock', () => {
  it('replays: every position is the sum of its ledger and every reservation is a paid order’s', async () => {
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM estoque_saldos'))).toBeGreaterThan(8000);
    expect(await divergencias(t)).toEqual([]);
    const orfas = await t.sql.todas(`SELECT r.id_pedido FROM estoque_reservas r JOIN orders o ON o.id = r.id_pedido WHERE o.id_status NOT IN (${STATUS.pago.id}, ${STATUS.emSeparacao.id})`);
    expect(orfas).toEqual([]);
  });
});

describe('orders move stock', () => {
  it('Pago reserves, Em separação keeps, Enviado takes out, Entregue changes nothing, Devolvido brings back to the returns place', async () => {
    const p = await produtoNovo();
    await abastecer(t, 3, [p], 5);
    const id = await pedido(3, [{ id_produto: p, quantidade: 2 }], { canal: 'ecommerce' });
    expect(await saldo(t, 3, p)).toMatchObject({ em_maos: 5, reservado: 0 });
    expect((await mudar(id, STATUS.pago.id)).statusCode).toBe(200);
    expect(await saldo(t, 3, p)).toMatchObject({ em_maos: 5, reservado: 2 });
    expect((await mudar(id, STATUS.emSeparacao.id)).statusCode).toBe(200);
    expect(await saldo(t, 3, p)).toMatchObject({ em_maos: 5, reservado: 2 });
    expect((await mudar(id, STATUS.enviado.id)).statusCode).toBe(200);
    expect(await saldo(t, 3, p)).toMatchObject({ em_maos: 3, reservado: 0, em_devolucao: 0 });
    expect((await mudar(id, STATUS.entregue.id)).statusCode).toBe(200);
    expect(await saldo(t, 3, p)).toMatchObject({ em_maos: 3, reservado: 0 });
    expect((await mudar(id, STATUS.devolvido.id, 'Tamanho errado')).statusCode).toBe(200);
    expect(await saldo(t, 3, p)).toMatchObject({ em_maos: 3, reservado: 0, em_devolucao: 2 });

    const razao: ListaMovimentos = (await pedir(t, admin, 'PUT', R.movimentos.caminho, { id_seller: 3, id_produto: p })).json().RES;
    expect(razao.itens.map((m) => [m.tipo, m.local, m.quantidade, m.saldo_apos, m.id_pedido])).toEqual([
      ['devolucao', 'devolucao', 2, 2, id],
      ['venda', 'loja', -2, 3, id],
      ['ajuste_entrada', 'loja', 5, 5, null],
    ]);
    expect(await divergencias(t)).toEqual([]);
  });

  it('Cancelado releases the reservation; a counter sale ends in Retirado taking the units out', async () => {
    const p = await produtoNovo();
    await abastecer(t, 1, [p], 4);
    // a pickup waits in Pago holding its units until it is cancelled
    const cancelado = await pedido(1, [{ id_produto: p, quantidade: 3 }], { tipo_entrega: 'retirada' });
    expect((await mudar(cancelado, STATUS.pago.id)).statusCode).toBe(200);
    expect(await saldo(t, 1, p)).toMatchObject({ em_maos: 4, reservado: 3 });
    expect((await mudar(cancelado, STATUS.cancelado.id, 'Cliente desistiu')).statusCode).toBe(200);
    expect(await saldo(t, 1, p)).toMatchObject({ em_maos: 4, reservado: 0 });

    // a counter sale is handed over as it is paid: Retirado in the same change, the units out
    const balcao = await pedido(1, [{ id_produto: p, quantidade: 4 }]);
    const pago = await mudar(balcao, STATUS.pago.id);
    expect(pago.statusCode, pago.body).toBe(200);
    expect(pago.json().RES).toMatchObject({ status_pedido: { id: STATUS.retirado.id }, historico: { observacao: MOTIVO_ENTREGUE_NO_BALCAO } });
    expect(await statusDe(balcao)).toBe(STATUS.retirado.id);
    expect(await saldo(t, 1, p)).toMatchObject({ em_maos: 0, reservado: 0 });
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM estoque_reservas WHERE id_pedido = ?', balcao))).toBe(0);
    expect(await divergencias(t)).toEqual([]);
  });

  it('refuses a payment the stock cannot cover, naming the product, and writes nothing; a store that sells without stock takes it', async () => {
    const p = await produtoNovo();
    await abastecer(t, 2, [p], 1);
    const id = await pedido(2, [{ id_produto: p, quantidade: 2 }]);
    const res = await mudar(id, STATUS.pago.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().RES).toBe(MENSAGENS_ESTOQUE.insuficiente(`Produto de estoque ${seq}`, 1, 2));
    expect(Number(await t.sql.valor('SELECT id_status FROM orders WHERE id = ?', id))).toBe(STATUS.aguardandoPagamento.id);
    expect(await saldo(t, 2, p)).toMatchObject({ em_maos: 1, reservado: 0 });

    // the bulk change leaves it as it is, with the same reason, and changes the others
    const outro = await pedido(2, [{ id_produto: p, quantidade: 1 }]);
    const lote = await pedir(t, vendas, 'PUT', '/v2/vendas/status/update-lote', { ids: [id, outro], id_status: STATUS.pago.id, motivo: null });
    expect(lote.json().RES).toEqual({ atualizados: [outro], recusados: [{ id, motivo: MENSAGENS_ESTOQUE.insuficiente(`Produto de estoque ${seq}`, 1, 2) }] });

    // both are counter sales: the one paid is handed over at once
    expect(await statusDe(outro)).toBe(STATUS.retirado.id);
    expect(await saldo(t, 2, p)).toMatchObject({ em_maos: 0, reservado: 0 });

    await t.sql.executar('UPDATE sellers SET estoque_negativo = 1 WHERE id = 2');
    try {
      expect((await mudar(id, STATUS.pago.id)).statusCode).toBe(200);
      expect(await statusDe(id)).toBe(STATUS.retirado.id);
      expect(await saldo(t, 2, p)).toMatchObject({ em_maos: -2, reservado: 0 });

      // a pickup, which waits in Pago, holds its units beyond what is there
      const retirada = await pedido(2, [{ id_produto: p, quantidade: 2 }], { tipo_entrega: 'retirada' });
      expect((await mudar(retirada, STATUS.pago.id)).statusCode).toBe(200);
      expect(await statusDe(retirada)).toBe(STATUS.pago.id);
      expect(await saldo(t, 2, p)).toMatchObject({ em_maos: -2, reservado: 2 });
    } finally {
      await t.sql.executar('UPDATE sellers SET estoque_negativo = 0 WHERE id = 2');
    }
    expect(await divergencias(t)).toEqual([]);
  });

  it('lets exactly one of two orders racing for the last unit reserve it', async () => {
    const p = await produtoNovo();
    await abastecer(t, 1, [p], 1);
    // pickups, so the winner's unit stays reserved while it waits
    const a = await pedido(1, [{ id_produto: p, quantidade: 1 }], { tipo_entrega: 'retirada' });
    const b = await pedido(1, [{ id_produto: p, quantidade: 1 }], { tipo_entrega: 'retirada' });
    const [ra, rb] = await Promise.all([mudar(a, STATUS.pago.id), mudar(b, STATUS.pago.id)]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    expect(await saldo(t, 1, p)).toMatchObject({ em_maos: 1, reservado: 1 });
    expect(await divergencias(t)).toEqual([]);
  });
});

describe('adjustments and reversals', () => {
  it('takes an adjustment in or out with its reason, refuses one without or beyond what is available', async () => {
    const p = await produtoNovo();
    const entrada = await ajuste({ id_seller: 1, id_produto: p, direcao: 'entrada', quantidade: 7, motivo: 'Achado no depósito' });
    expect(entrada.statusCode, entrada.body).toBe(200);
    expect(entrada.json().RES).toMatchObject({ tipo: 'ajuste_entrada', quantidade: 7, saldo_apos: 7, custo_unitario: 20, motivo: 'Achado no depósito', usuario: 'Ana Administradora' });

    const semMotivo = await ajuste({ id_seller: 1, id_produto: p, direcao: 'saida', quantidade: 1, motivo: '  ' });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().validation.body).toMatchObject({ keys: ['motivo'] });

    const demais = await ajuste({ id_seller: 1, id_produto: p, direcao: 'saida', quantidade: 8, motivo: 'Avaria' });
    expect(demais.statusCode).toBe(409);
    expect(demais.json().RES).toBe(MENSAGENS_ESTOQUE.insuficiente(`Produto de estoque ${seq}`, 7, 8));

    const outroGrupo = await ajuste({ id_seller: SELLER_OUTRO_GRUPO, id_produto: p, direcao: 'entrada', quantidade: 1, motivo: 'Teste' });
    expect(outroGrupo.statusCode).toBe(404);
    const semChave = await ajuste({ id_seller: 1, id_produto: p, direcao: 'entrada', quantidade: 1, motivo: 'Teste' }, vendas);
    expect(semChave.statusCode).toBe(403);
    expect(await saldo(t, 1, p)).toMatchObject({ em_maos: 7 });
  });

  it('reverses an adjustment once, never a sale', async () => {
    const p = await produtoNovo();
    const m = (await ajuste({ id_seller: 1, id_produto: p, direcao: 'entrada', quantidade: 3, motivo: 'Digitado errado' })).json().RES;
    const [a, b] = await Promise.all([
      pedir(t, admin, 'POST', caminhoDe(R.estorno, { id: m.id }), { motivo: 'Lançamento duplicado' }),
      pedir(t, admin, 'POST', caminhoDe(R.estorno, { id: m.id }), { motivo: 'Lançamento duplicado' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const estorno = [a, b].find((r) => r.statusCode === 200)?.json().RES;
    expect(estorno).toMatchObject({ tipo: 'estorno', quantidade: -3, saldo_apos: 0, id_estorno_de: m.id });
    expect([a, b].find((r) => r.statusCode === 409)?.json().RES).toBe(MENSAGENS_ESTOQUE.jaEstornado);

    const venda = Number(await t.sql.valor(`SELECT MIN(id) FROM estoque_movimentos WHERE tipo = 'venda' AND id_seller = 1`));
    const res = await pedir(t, admin, 'POST', caminhoDe(R.estorno, { id: venda }), { motivo: 'Tentativa' });
    expect(res.statusCode).toBe(409);
    expect(res.json().RES).toBe(MENSAGENS_ESTOQUE.naoEstornavel);
    expect(await divergencias(t)).toEqual([]);
  });

  it('checks units back from customers: the good ones to the shelf, the rest written off', async () => {
    const p = await produtoNovo();
    await abastecer(t, 1, [p], 3);
    // a pickup: reserved while it is paid and picked, out when the customer takes it
    const id = await pedido(1, [{ id_produto: p, quantidade: 3 }], { tipo_entrega: 'retirada' });
    for (const s of [STATUS.pago.id, STATUS.emSeparacao.id]) expect((await mudar(id, s)).statusCode).toBe(200);
    expect(await saldo(t, 1, p)).toMatchObject({ em_maos: 3, reservado: 3 });
    expect((await mudar(id, STATUS.retirado.id)).statusCode).toBe(200);
    expect(await saldo(t, 1, p)).toMatchObject({ em_maos: 0, reservado: 0, em_devolucao: 0 });
    expect((await mudar(id, STATUS.devolvido.id, 'Defeito')).statusCode).toBe(200);
    expect(await saldo(t, 1, p)).toMatchObject({ em_maos: 0, em_devolucao: 3 });

    const demais = await pedir(t, admin, 'POST', R.conferenciaDevolucao.caminho, { id_seller: 1, id_produto: p, boas: 3, perdidas: 1 });
    expect(demais.statusCode).toBe(409);
    expect(demais.json().RES).toBe(MENSAGENS_ESTOQUE.devolvidosInsuficientes(3));
    const ok = await pedir(t, admin, 'POST', R.conferenciaDevolucao.caminho, { id_seller: 1, id_produto: p, boas: 2, perdidas: 1, motivo: 'Tela trincada' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().RES).toMatchObject({ em_maos: 2, em_devolucao: 0, disponivel: 2 });
    expect(await divergencias(t)).toEqual([]);
  });
});

describe('transfers between stores', () => {
  it('sends (the origin drops, nothing arrives yet), receives once at the origin’s cost', async () => {
    const p = await produtoNovo();
    await abastecer(t, 1, [p], 10);
    const enviada = await pedir(t, admin, 'POST', R.transferir.caminho, { id_seller_origem: 1, id_seller_destino: 2, itens: [{ id_produto: p, quantidade: 4 }], observacao: 'Vitrine nova' });
    expect(enviada.statusCode, enviada.body).toBe(200);
    const tr = enviada.json().RES;
    expect(tr).toMatchObject({ situacao: 'enviada', origem: 'Loja Centro', destino: 'Loja Shopping Eldorado', itens: [{ id_produto: p, quantidade: 4 }], enviada_por: 'Ana Administradora' });
    expect(await saldo(t, 1, p)).toMatchObject({ em_maos: 6 });
    expect(await saldo(t, 2, p)).toMatchObject({ em_maos: 0 });

    const [a, b] = await Promise.all([
      pedir(t, admin, 'POST', caminhoDe(R.receberTransferencia, { id: tr.id })),
      pedir(t, admin, 'POST', caminhoDe(R.receberTransferencia, { id: tr.id })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await saldo(t, 2, p)).toMatchObject({ em_maos: 4, custo_medio: 2000 });
    const lista = (await pedir(t, admin, 'PUT', R.transferencias.caminho, { situacao: 'recebida' })).json().RES;
    expect(lista.itens[0]).toMatchObject({ id: tr.id, situacao: 'recebida', recebida_por: 'Ana Administradora' });
    expect(await divergencias(t)).toEqual([]);
  });

  it('refuses the same store twice, a repeated product, another group’s store and more than the origin has', async () => {
    const p = await produtoNovo();
    const item = [{ id_produto: p, quantidade: 1 }];
    const mesma = await pedir(t, admin, 'POST', R.transferir.caminho, { id_seller_origem: 1, id_seller_destino: 1, itens: item });
    expect(mesma.statusCode).toBe(400);
    expect(mesma.json().validation.body).toMatchObject({ keys: ['id_seller_destino'], message: MENSAGENS_ESTOQUE.mesmaLoja });
    const repetido = await pedir(t, admin, 'POST', R.transferir.caminho, { id_seller_origem: 1, id_seller_destino: 2, itens: [...item, ...item] });
    expect(repetido.json().validation.body).toMatchObject({ keys: ['itens.1.id_produto'] });
    expect((await pedir(t, admin, 'POST', R.transferir.caminho, { id_seller_origem: 1, id_seller_destino: SELLER_OUTRO_GRUPO, itens: item })).statusCode).toBe(404);
    const semEstoque = await pedir(t, admin, 'POST', R.transferir.caminho, { id_seller_origem: 1, id_seller_destino: 2, itens: item });
    expect(semEstoque.statusCode).toBe(409);
    expect(Number(await t.sql.valor('SELECT COUNT(*) FROM estoque_transferencia_itens WHERE id_produto = ?', p))).toBe(0);
  });
});

describe('the position', () => {
  it('lists per store and product with its totals, filters below the minimum and by SKU, and keeps to the group', async () => {
    const p = await produtoNovo();
    await abastecer(t, 4, [p], 2);
    const limites = await pedir(t, admin, 'PUT', caminhoDe(R.limites, { id_seller: 4, id_produto: p }), { minimo: 5, maximo: 20 });
    expect(limites.statusCode, limites.body).toBe(200);
    expect(limites.json().RES).toMatchObject({ em_maos: 2, disponivel: 2, minimo: 5, maximo: 20, abaixo_do_minimo: true, custo_medio: 20, valor: 40 });
    const invertidos = await pedir(t, admin, 'PUT', caminhoDe(R.limites, { id_seller: 4, id_produto: p }), { minimo: 9, maximo: 3 });
    expect(invertidos.json().validation.body).toMatchObject({ keys: ['minimo'], message: MENSAGENS_ESTOQUE.minimoMaiorQueMaximo });

    const porSku: ListaPosicao = (await pedir(t, admin, 'PUT', R.posicao.caminho, { busca: `est-${seq}` })).json().RES;
    expect(porSku.itens.map((i) => [i.loja, i.sku, i.em_maos])).toEqual([['Loja Autônoma Vila Madalena', `EST-${seq}`, 2]]);

    const abaixo: ListaPosicao = (await pedir(t, admin, 'PUT', R.posicao.caminho, { id_seller: 4, abaixo_do_minimo: true, por_pagina: 100 })).json().RES;
    expect(abaixo.total).toBe(abaixo.totais.abaixo_do_minimo);
    expect(abaixo.itens.every((i) => i.abaixo_do_minimo && i.id_seller === 4)).toBe(true);
    const esteAbaixo: ListaPosicao = (await pedir(t, admin, 'PUT', R.posicao.caminho, { abaixo_do_minimo: true, busca: `Produto de estoque ${seq}` })).json().RES;
    expect(esteAbaixo.itens.map((i) => i.id_produto)).toEqual([p]);

    const tudo: ListaPosicao = (await pedir(t, admin, 'PUT', R.posicao.caminho, { ordenar: 'valor', ordem: 'desc', por_pagina: 5 })).json().RES;
    const somado = Number(await t.sql.valor('SELECT SUM(s.em_maos) FROM estoque_saldos s JOIN products p ON p.id = s.id_produto WHERE s.id_seller IN (1, 2, 3, 4) AND p.id_grupo = 1'));
    expect(tudo.totais.em_maos).toBe(somado);
    expect(tudo.itens.map((i) => i.valor)).toEqual([...tudo.itens.map((i) => i.valor)].sort((a, b) => b - a));

    expect((await pedir(t, admin, 'PUT', R.posicao.caminho, { id_seller: SELLER_OUTRO_GRUPO })).statusCode).toBe(403);
    expect((await pedir(t, vendas, 'PUT', R.posicao.caminho, {})).statusCode).toBe(403);
    const alheio = await criarUsuario(t, { email: 'estoque-parceira@teste.dev', idSeller: SELLER_OUTRO_GRUPO, permissions: ['estoque_gestao_de_estoque'] });
    expect(alheio).toBeGreaterThan(0);
    const cookie = await t.login('estoque-parceira@teste.dev');
    const dele: ListaPosicao = (await pedir(t, cookie, 'PUT', R.posicao.caminho, { busca: `est-${seq}` })).json().RES;
    expect(dele.itens).toEqual([]);
  });
});

describe('the invariant, by property', () => {
  type Passo =
    | { op: 'ajuste'; loja: number; produto: number; direcao: 'entrada' | 'saida'; quantidade: number }
    | { op: 'transferir'; loja: number; produto: number; quantidade: number }
    | { op: 'receber' }
    | { op: 'estornar' }
    | { op: 'pedido'; loja: number; produto: number; quantidade: number; tipo_entrega: 'balcao' | 'retirada' }
    | { op: 'status'; para: 'pago' | 'emSeparacao' | 'retirado' | 'cancelado' | 'devolvido' };
  const loja = fc.constantFrom(1, 2);
  const quantidade = fc.integer({ min: 1, max: 4 });
  const passo: fc.Arbitrary<Passo> = fc.oneof(
    fc.record({ op: fc.constant('ajuste' as const), loja, produto: fc.nat(1), direcao: fc.constantFrom('entrada' as const, 'saida' as const), quantidade }),
    fc.record({ op: fc.constant('transferir' as const), loja, produto: fc.nat(1), quantidade }),
    fc.constant({ op: 'receber' as const }),
    fc.constant({ op: 'estornar' as const }),
    // a counter sale is out as it is paid; a pickup holds its units until Retirado or Cancelado
    fc.record({ op: fc.constant('pedido' as const), loja, produto: fc.nat(1), quantidade, tipo_entrega: fc.constantFrom('balcao' as const, 'retirada' as const) }),
    fc.record({ op: fc.constant('status' as const), para: fc.constantFrom('pago' as const, 'emSeparacao' as const, 'retirado' as const, 'cancelado' as const, 'devolvido' as const) }),
  );

  it('on hand is the sum of the movements, reserved the sum of the reservations, after every step of any sequence', async () => {
    const produtos = [await produtoNovo(), await produtoNovo()];
    await fc.assert(
      fc.asyncProperty(fc.array(passo, { minLength: 1, maxLength: 10 }), async (passos) => {
        const transferencias: number[] = [];
        const ajustes: number[] = [];
        const pedidos: number[] = [];
        for (const p of passos) {
          const produto = 'produto' in p ? (produtos[p.produto] ?? 0) : 0;
          if (p.op === 'ajuste') {
            const r = await ajuste({ id_seller: p.loja, id_produto: produto, direcao: p.direcao, quantidade: p.quantidade, motivo: 'Propriedade' });
            if (r.statusCode === 200) ajustes.push(r.json().RES.id);
            else expect(r.statusCode).toBe(409);
          } else if (p.op === 'transferir') {
            const r = await pedir(t, admin, 'POST', R.transferir.caminho, { id_seller_origem: p.loja, id_seller_destino: 3 - p.loja, itens: [{ id_produto: produto, quantidade: p.quantidade }] });
            if (r.statusCode === 200) transferencias.push(r.json().RES.id);
            else expect(r.statusCode).toBe(409);
          } else if (p.op === 'receber') {
            const id = transferencias.pop();
            if (id) expect((await pedir(t, admin, 'POST', caminhoDe(R.receberTransferencia, { id }))).statusCode).toBe(200);
          } else if (p.op === 'estornar') {
            const id = ajustes.pop();
            if (id) expect([200, 409]).toContain((await pedir(t, admin, 'POST', caminhoDe(R.estorno, { id }), { motivo: 'Propriedade' })).statusCode);
          } else if (p.op === 'pedido') {
            pedidos.push(await pedido(p.loja, [{ id_produto: produto, quantidade: p.quantidade }], { tipo_entrega: p.tipo_entrega }));
          } else {
            const id = pedidos.at(-1);
            if (id) expect([200, 400, 409]).toContain((await mudar(id, STATUS[p.para].id, 'Propriedade')).statusCode);
          }
          expect(await divergencias(t)).toEqual([]);
          // none of these stores sells without stock: nothing below zero, nothing reserved beyond what is there
          const negativos = await t.sql.todas('SELECT id_seller FROM estoque_saldos WHERE id_produto IN (?, ?) AND (em_maos < 0 OR em_devolucao < 0 OR reservado < 0 OR reservado > em_maos)', ...produtos);
          expect(negativos).toEqual([]);
        }
      }),
      { numRuns: 12, seed: 20261128 },
    );
  });
});
