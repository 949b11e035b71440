import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListaPedidosResposta, type FiltroPedidos } from '@retaguarda/contrato/api/pedidos';
import { formatCpf } from '@retaguarda/contrato/br/documentosExibicao';
import { createTestApp, VERSAO, type TestApp } from './helpers';

/** One search box, searched on the server. */
const GRUPO = [1, 2, 3, 4];
let t: TestApp;
let admin: string;

interface Linha {
  id: number;
  id_seller: number;
  id_cliente: number | null;
  nfce_numero: number | null;
  nfce_chave: string | null;
  nome: string | null;
  cpf: string | null;
  email: string | null;
  telefone: string | null;
}
let linhas: Linha[];

async function buscar(busca: string, extra: Partial<FiltroPedidos> = {}) {
  const res = await t.app.inject({
    method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie: admin, ...VERSAO }, payload: { page: 1, limit: 500, busca, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  const corpo = ListaPedidosResposta.parse(res.json());
  expect(corpo.PAG.total).toBe(corpo.RES.dashboard.quantidade_pedidos);
  return corpo.RES.pedidos.map((p) => p.id).sort((a, b) => a - b);
}

const ids = (filtro: (l: Linha) => boolean) => linhas.filter((l) => GRUPO.includes(l.id_seller) && filtro(l)).map((l) => l.id).sort((a, b) => a - b);
/** A client of the group with at least one order (and so something to find). */
const cliente = (n = 0) => linhas.filter((l) => l.id_cliente !== null && GRUPO.includes(l.id_seller))[n * 37];

beforeAll(async () => {
  t = await createTestApp({ orders: 3000 });
  admin = await t.login('admin@retaguarda.dev');
  linhas = (await t.sql.todas(`SELECT o.id, o.id_seller, o.id_cliente, o.nfce_numero, o.nfce_chave, c.nome, c.cpf, c.email, c.telefone
      FROM orders o LEFT JOIN clients c ON c.id = o.id_cliente`)) as Linha[];
});
afterAll(() => t.close());

describe('PUT /v2/vendas/lista-pedidos with busca', () => {
  it('finds an order by its number, and an NFC-e by its number, in one box', async () => {
    const pedido = linhas.find((l) => GRUPO.includes(l.id_seller) && l.id > 1000)!;
    const achados = await buscar(String(pedido.id));
    expect(achados).toContain(pedido.id);
    expect(achados).toEqual(ids((l) => l.id === pedido.id || l.nfce_numero === pedido.id));
    const comNfce = linhas.find((l) => GRUPO.includes(l.id_seller) && l.nfce_numero !== null && l.nfce_numero > 50)!;
    expect(await buscar(String(comNfce.nfce_numero))).toEqual(ids((l) => l.id === comNfce.nfce_numero || l.nfce_numero === comNfce.nfce_numero));
  });

  it('finds an NFC-e by its 44-digit access key, with or without spaces', async () => {
    const comNfce = linhas.find((l) => GRUPO.includes(l.id_seller) && l.nfce_chave !== null)!;
    const chave = comNfce.nfce_chave!;
    expect(await buscar(chave)).toEqual([comNfce.id]);
    expect(await buscar(chave.replace(/(\d{4})/g, '$1 ').trim())).toEqual([comNfce.id]);
  });

  it('finds every order of a client by CPF typed with or without its mask', async () => {
    const c = cliente(1);
    const esperado = ids((l) => l.id_cliente === c.id_cliente);
    expect(await buscar(c.cpf!)).toEqual(esperado);
    expect(await buscar(formatCpf(c.cpf!))).toEqual(esperado);
  });

  it('finds a client registered by CNPJ, typed with or without its mask', async () => {
    const c = cliente(2);
    const cnpj = '11444777000161';
    await t.sql.executar('UPDATE clients SET cpf = ? WHERE id = ?', cnpj, c.id_cliente);
    const esperado = ids((l) => l.id_cliente === c.id_cliente);
    expect(await buscar(cnpj)).toEqual(esperado);
    expect(await buscar('11.444.777/0001-61')).toEqual(esperado);
  });

  it('finds a client by e-mail, whatever its case', async () => {
    const c = cliente(3);
    expect(await buscar(c.email!.toUpperCase())).toEqual(ids((l) => l.id_cliente === c.id_cliente));
  });

  it('finds a client by phone, with or without its mask', async () => {
    const c = cliente(4);
    const esperado = ids((l) => l.telefone === c.telefone);
    expect(await buscar(c.telefone!)).toEqual(esperado);
    expect(await buscar(c.telefone!.replace(/\D/g, ''))).toEqual(esperado);
  });

  it("finds clients by any part of the name, ignoring case and accents, and follows a client's rename", async () => {
    const c = cliente(5);
    await t.sql.executar('UPDATE clients SET nome = ? WHERE id = ?', 'Joaquina Ávila Conceição', c.id_cliente);
    const esperado = ids((l) => l.id_cliente === c.id_cliente);
    expect(await buscar('joaquina')).toEqual(esperado);
    expect(await buscar('AVILA conceicao')).toEqual(esperado);
    expect(await buscar('  vila Concei  ')).toEqual(esperado);
    const sobrenome = cliente(6).nome!.split(' ').at(-1)!;
    const chave = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const porSobrenome = ids((l) => l.nome !== null && chave(l.nome).includes(chave(sobrenome)) && l.id_cliente !== c.id_cliente);
    expect(await buscar(sobrenome)).toEqual(porSobrenome);
  });

  it('ANDs the search with the other filters and finds nothing for a text that matches nothing', async () => {
    const c = cliente(7);
    const [primeiro] = ids((l) => l.id_cliente === c.id_cliente);
    const seller = linhas.find((l) => l.id === primeiro)!.id_seller;
    expect(await buscar(c.cpf!, { id_pessoa: [seller] })).toEqual(ids((l) => l.id_cliente === c.id_cliente && l.id_seller === seller));
    expect(await buscar('zzzqqqxxx')).toEqual([]);
    expect(await buscar('"; DROP TABLE orders; --')).toEqual([]);
    expect(await buscar('%')).toEqual([]);
  });

  it('never shows an order of another group, whatever is searched', async () => {
    const deFora = linhas.find((l) => l.id_seller === 5 && l.id_cliente !== null)!;
    expect(await buscar(String(deFora.id))).not.toContain(deFora.id);
    expect(await buscar(deFora.cpf!)).not.toContain(deFora.id);
  });

  it('treats an empty or blank search as no search, and refuses one over 100 characters naming busca', async () => {
    const todos = await t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie: admin, ...VERSAO }, payload: { page: 1, limit: 1 } });
    const total = ListaPedidosResposta.parse(todos.json()).PAG.total;
    for (const busca of ['', '   ']) {
      const res = await t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie: admin, ...VERSAO }, payload: { page: 1, limit: 1, busca } });
      expect(ListaPedidosResposta.parse(res.json()).PAG.total).toBe(total);
    }
    const longa = await t.app.inject({
      method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie: admin, ...VERSAO }, payload: { page: 1, limit: 1, busca: 'a'.repeat(101) },
    });
    expect(longa.statusCode).toBe(400);
    expect(longa.json()).toEqual({ validation: { body: { source: 'body', keys: ['busca'], message: 'A busca aceita no máximo 100 caracteres' } } });
  });
});
