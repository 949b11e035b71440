import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CANAIS } from '@retaguarda/contrato/api/catalogos';
import {
  CABECALHO_ARRAY_INT, ListaPedidosCompletaResposta, PedidosEmLinhasResposta, ROTAS_LISTA_PEDIDOS_COMPLETA,
} from '@retaguarda/contrato/api/listaPedidosCompleta';
import { ListaPedidosResposta, type FiltroPedidos, type Pedido } from '@retaguarda/contrato/api/pedidos';
import { reaisParaCentavos } from '@retaguarda/contrato/br/money';
import { createTestApp, VERSAO, type TestApp } from './helpers';
import { SELLER_OUTRO_GRUPO } from './pedido-fixtures';
import { criarUsuario } from './usuarios-de-teste';

const SEM_PAGINACAO = ROTAS_LISTA_PEDIDOS_COMPLETA.semPaginacao.caminho;
const ARRAY_INT = ROTAS_LISTA_PEDIDOS_COMPLETA.arrayInt.caminho;
const GRUPO_1 = [1, 2, 3, 4];

let t: TestApp;
let admin: string;

type Filtro = Partial<FiltroPedidos>;

const chamar = (url: string, filtro: Filtro | object, cookie = admin) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie, ...VERSAO }, payload: { page: 1, limit: 10, ...filtro } });

async function semPaginacao(filtro: Filtro, cookie = admin) {
  const res = await chamar(SEM_PAGINACAO, filtro, cookie);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return ListaPedidosCompletaResposta.parse(res.json());
}

async function emLinhas(filtro: Filtro, cookie = admin) {
  const res = await chamar(ARRAY_INT, filtro, cookie);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return PedidosEmLinhasResposta.parse(res.json()).RES;
}

/** Every page of the paged list for the filter, walked as a client pages through it. */
async function paginando(filtro: Filtro, cookie = admin) {
  const pedidos: Pedido[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie, ...VERSAO }, payload: { ...filtro, page, limit: 500 } });
    expect(res.statusCode).toBe(200);
    const corpo = ListaPedidosResposta.parse(res.json());
    pedidos.push(...corpo.RES.pedidos);
    if (page >= corpo.PAG.total_pages) return { pedidos, dashboard: corpo.RES.dashboard, total: corpo.PAG.total };
  }
}

const FILTROS: Filtro[] = [
  {},
  { id_pessoa: [2, 3], data_from_pedido: '01/10/2026', ordenar_por: 'cliente', ordem: 'asc' },
  { status_pedido: [1, 2, 3], ordenar_por: 'valor_total' },
  { busca: 'silva', com_nfce: true },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@retaguarda.dev');
});
afterAll(() => t.close());
afterEach(() => {
  delete process.env.LISTA_COMPLETA_MAX_LINHAS;
});

describe('PUT /v2/vendas/lista-pedidos/sem-paginacao', () => {
  it('answers every order of the filter: the rows, the summary and the total paging through the list gives', async () => {
    for (const filtro of FILTROS) {
      const lista = await paginando(filtro);
      expect(lista.total, JSON.stringify(filtro)).toBeGreaterThan(0);
      const completa = await semPaginacao(filtro);
      expect(completa.RES.pedidos.map((p) => p.id), JSON.stringify(filtro)).toEqual(lista.pedidos.map((p) => p.id));
      expect(completa.RES.pedidos).toEqual(lista.pedidos);
      expect(completa.RES.dashboard).toEqual(lista.dashboard);
      expect(completa.PAG).toEqual({ page: 1, limit: lista.total, total: lista.total, total_pages: 1 });
    }
  });

  it('streams JSON (no length known up front), over more than one page of the list', async () => {
    const res = await chamar(SEM_PAGINACAO, {});
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(ListaPedidosCompletaResposta.parse(res.json()).RES.pedidos.length).toBeGreaterThan(500);
  });

  it('writes the answer in many blocks as the rows are read, never as one text', async () => {
    const res = await t.app.inject({ method: 'PUT', url: SEM_PAGINACAO, headers: { cookie: admin, ...VERSAO }, payload: { page: 1, limit: 10 }, payloadAsStream: true });
    const blocos: Buffer[] = [];
    for await (const bloco of res.stream()) blocos.push(Buffer.from(bloco));
    const texto = Buffer.concat(blocos).toString('utf8');
    expect(texto.length).toBeGreaterThan(1_000_000);
    expect(blocos.length).toBeGreaterThan(10);
    expect(Math.max(...blocos.map((b) => b.length))).toBeLessThan(256 * 1024);
    expect(ListaPedidosCompletaResposta.parse(JSON.parse(texto)).PAG.total).toBeGreaterThan(3000);
  });

  it('travels compressed to a client that accepts it, as the list does', async () => {
    const res = await t.app.inject({ method: 'PUT', url: SEM_PAGINACAO, headers: { cookie: admin, ...VERSAO, 'accept-encoding': 'gzip' }, payload: { page: 1, limit: 10 } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const texto = gunzipSync(res.rawPayload).toString('utf8');
    expect(res.rawPayload.length).toBeLessThan(texto.length / 4);
    expect(JSON.parse(texto)).toEqual(await semPaginacao({}));
  });

  it('answers an empty set as an empty page', async () => {
    const vazio = await semPaginacao({ numero_nfce: [999_999_999] });
    expect(vazio.RES.pedidos).toEqual([]);
    expect(vazio.RES.dashboard.quantidade_pedidos).toBe(0);
    expect(vazio.PAG).toEqual({ page: 1, limit: 1, total: 0, total_pages: 0 });
  });

  it('gives money as the list does: reais holding the stored centavos exactly', async () => {
    const { RES } = await semPaginacao({ id_pessoa: [1] });
    const guardados = await t.sql.todas<{ id: number; valor_produtos: number; valor_desconto: number; valor_frete: number; valor_total: number }>(
      'SELECT id, valor_produtos, valor_desconto, valor_frete, valor_total FROM orders WHERE id_seller = 1',
    );
    const porId = new Map(guardados.map((g) => [g.id, g]));
    expect(RES.pedidos.length).toBe(guardados.length);
    for (const p of RES.pedidos) {
      const g = porId.get(p.id);
      expect([p.valor_produtos, p.valor_desconto, p.valor_frete, p.valor_total].map(reaisParaCentavos), String(p.id)).toEqual([
        Number(g?.valor_produtos), Number(g?.valor_desconto), Number(g?.valor_frete), Number(g?.valor_total),
      ]);
    }
    expect(RES.pedidos.some((p) => !Number.isInteger(p.valor_total))).toBe(true);
  });
});

describe('PUT /v2/vendas/lista-pedidos/array-int', () => {
  it('answers the header row first, then one row per order with the columns in the fixed order', async () => {
    const linhas = await emLinhas({ id_pessoa: [4] });
    expect(linhas[0]).toEqual([
      'Nº pedido', 'Data e hora', 'Loja', 'Cliente', 'CPF/CNPJ', 'Canal', 'Status', 'Forma de pagamento', 'Itens', 'Produtos (R$)', 'Desconto (R$)', 'Frete (R$)', 'Total (R$)', 'NFC-e',
    ]);
    expect(linhas[0]).toEqual(CABECALHO_ARRAY_INT);
    const { pedidos } = await paginando({ id_pessoa: [4] });
    expect(linhas.length).toBe(pedidos.length + 1);
    pedidos.forEach((p, i) => {
      expect(linhas[i + 1], String(p.id)).toEqual([
        p.id, p.data_pedido, p.nome_seller, p.cliente?.nome ?? null, p.cliente?.cpf_cnpj ?? null, CANAIS[p.canal], p.status_pedido.descricao,
        p.forma_pagto.descricao, p.quantidade_itens, p.valor_produtos, p.valor_desconto, p.valor_frete, p.valor_total, p.nfce?.numero ?? null,
      ]);
    });
    // every kind of cell is met: anonymous sales and orders without NFC-e leave theirs null
    expect(linhas.slice(1).some((l) => l[3] === null)).toBe(true);
    expect(linhas.slice(1).some((l) => l[13] === null)).toBe(true);
    expect(linhas.slice(1).some((l) => typeof l[13] === 'number')).toBe(true);
  });

  it('holds the same orders in the same order as the list without paging, for any filter', async () => {
    for (const filtro of FILTROS) {
      const completa = await semPaginacao(filtro);
      const linhas = await emLinhas(filtro);
      expect(linhas.slice(1).map((l) => l[0]), JSON.stringify(filtro)).toEqual(completa.RES.pedidos.map((p) => p.id));
    }
  });

  it('gives money as the list does, reais holding the stored centavos; the totals add up to the summary', async () => {
    const linhas = (await emLinhas({ id_pessoa: [2] })).slice(1);
    const guardado = await t.sql.todas<{ id: number; valor_total: number; valor_frete: number }>('SELECT id, valor_total, valor_frete FROM orders WHERE id_seller = 2');
    const porId = new Map(guardado.map((g) => [g.id, g]));
    for (const l of linhas) {
      expect(reaisParaCentavos(Number(l[12])), String(l[0])).toBe(Number(porId.get(Number(l[0]))?.valor_total));
      expect(reaisParaCentavos(Number(l[11])), String(l[0])).toBe(Number(porId.get(Number(l[0]))?.valor_frete));
    }
    const { dashboard } = (await semPaginacao({ id_pessoa: [2] })).RES;
    expect(linhas.reduce((soma, l) => soma + reaisParaCentavos(Number(l[12])), 0)).toBe(reaisParaCentavos(dashboard.valor_total));
  });

  it('answers an empty set with the header row alone', async () => {
    expect(await emLinhas({ numero_nfce: [999_999_999] })).toEqual([CABECALHO_ARRAY_INT]);
  });
});

describe.each([
  ['sem-paginacao', SEM_PAGINACAO],
  ['array-int', ARRAY_INT],
])('%s: who may call it and how much', (_nome, url) => {
  it("never includes another group's orders, and refuses a seller outside the user's group", async () => {
    const outros = Number(await t.sql.valor('SELECT COUNT(*) FROM orders WHERE id_seller = ?', SELLER_OUTRO_GRUPO));
    expect(outros).toBeGreaterThan(0);
    const ids = async (cookie: string) => {
      const res = await chamar(url, {}, cookie);
      expect(res.statusCode).toBe(200);
      const json = res.json();
      return url === SEM_PAGINACAO ? (json.RES.pedidos as Pedido[]).map((p) => p.id) : (json.RES as unknown[][]).slice(1).map((l) => Number(l[0]));
    };
    const doGrupo1 = await ids(admin);
    expect(doGrupo1.length).toBe(Number(await t.sql.valor(`SELECT COUNT(*) FROM orders WHERE id_seller IN (${GRUPO_1.join(',')})`)));
    const email = `parceira-${url.split('/').pop()}@parceira.dev`;
    await criarUsuario(t, { email, idSeller: SELLER_OUTRO_GRUPO, permissions: ['vendas_gestao_de_pedidos'] });
    const parceira = await t.login(email);
    const doOutro = await ids(parceira);
    expect(doOutro.length).toBe(outros);
    expect(doOutro.filter((id) => doGrupo1.includes(id))).toEqual([]);
    const invasao = await chamar(url, { id_pessoa: [1] }, parceira);
    expect(invasao.statusCode).toBe(403);
    expect(invasao.json()).toEqual({ RES: 'Acesso negado' });
    expect((await chamar(url, { id_pessoa: [1, SELLER_OUTRO_GRUPO] })).statusCode).toBe(403);
  });

  it('answers 401 without a session and 403 without the order list key', async () => {
    const semSessao = await t.app.inject({ method: 'PUT', url, headers: VERSAO, payload: { page: 1, limit: 10 } });
    expect(semSessao.statusCode).toBe(401);
    const email = `sem-chave-${url.split('/').pop()}@retaguarda.dev`;
    await criarUsuario(t, { email, idSeller: 1, permissions: ['menu_principal_vendas'] });
    const semChave = await chamar(url, {}, await t.login(email));
    expect(semChave.statusCode).toBe(403);
    expect(semChave.json()).toEqual({ RES: 'Acesso negado' });
  });

  it('validates the body with the list’s filter: 400 naming the offending key', async () => {
    const casos: [object, string[], string][] = [
      [{ data_from_pedido: '2026-11-20' }, ['data_from_pedido'], 'Data inválida: use DD/MM/AAAA'],
      [{ id_pessoa: 3 }, ['id_pessoa'], 'Lojas: informe uma lista de números'],
      [{ data_from_pedido: '21/11/2026', data_to_pedido: '20/11/2026' }, ['data_to_pedido'], 'A data final do pedido é anterior à inicial'],
      [{ ordenar_por: 'nome' }, ['ordenar_por'], 'Ordenação desconhecida: use data_pedido, id, cliente, status ou valor_total'],
      [{ page: 0 }, ['page'], 'A página começa em 1'],
    ];
    for (const [corpo, keys, message] of casos) {
      const res = await chamar(url, corpo);
      expect(res.statusCode, JSON.stringify(corpo)).toBe(400);
      expect(res.json()).toEqual({ validation: { body: { source: 'body', keys, message } } });
    }
  });

  it('refuses a filter over the row cap with 413 before any row, naming the cap; a narrower filter passes', async () => {
    process.env.LISTA_COMPLETA_MAX_LINHAS = '1000';
    const total = Number(await t.sql.valor(`SELECT COUNT(*) FROM orders WHERE id_seller IN (${GRUPO_1.join(',')})`));
    expect(total).toBeGreaterThan(1000);
    const res = await chamar(url, {});
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      RES: `O filtro encontrou ${total.toLocaleString('pt-BR')} pedidos e esta consulta devolve no máximo 1.000. Restrinja o filtro (um período menor, menos lojas ou status) e consulte em partes.`,
    });
    const menor = await chamar(url, { data_from_pedido: '15/11/2026' });
    expect(menor.statusCode).toBe(200);
    // exactly at the cap is still answered
    const n = url === SEM_PAGINACAO ? menor.json().RES.pedidos.length : menor.json().RES.length - 1;
    expect(n).toBeGreaterThan(0);
    process.env.LISTA_COMPLETA_MAX_LINHAS = String(n);
    expect((await chamar(url, { data_from_pedido: '15/11/2026' })).statusCode).toBe(200);
    process.env.LISTA_COMPLETA_MAX_LINHAS = String(n - 1);
    expect((await chamar(url, { data_from_pedido: '15/11/2026' })).statusCode).toBe(413);
  });
});

describe('a whole set is an export', () => {
  it("runs one at a time per user (429 while another of the user's exports runs) and frees the user when its answer ends", async () => {
    const agora = t.relogio.agora.getTime();
    const { id } = (await t.sql.uma<{ id: number }>("SELECT id FROM users WHERE email = 'admin@retaguarda.dev'")) ?? { id: 0 };
    await t.sql.executar('INSERT INTO exportacoes_em_curso (user_id, inicio, expira_em) VALUES (?, ?, ?)', id, agora, agora + 60_000);
    for (const url of [SEM_PAGINACAO, ARRAY_INT]) {
      const ocupado = await chamar(url, {});
      expect(ocupado.statusCode).toBe(429);
      expect(ocupado.json()).toEqual({ RES: 'Já existe uma exportação sua em andamento. Aguarde ela terminar para começar outra.' });
    }
    await t.sql.executar('DELETE FROM exportacoes_em_curso');
    await semPaginacao({});
    expect(await t.sql.uma('SELECT COUNT(*) AS n FROM exportacoes_em_curso')).toEqual({ n: 0 });
    await emLinhas({});
    expect(await t.sql.uma('SELECT COUNT(*) AS n FROM exportacoes_em_curso')).toEqual({ n: 0 });
  });

  it('writes the security log with the rows and the route', async () => {
    const antes = Number((await t.sql.uma<{ m: number | null }>('SELECT MAX(id) AS m FROM security_events'))?.m ?? 0);
    const { dashboard } = (await semPaginacao({})).RES;
    await emLinhas({});
    const eventos = await t.sql.todas<{ tipo: string; detalhe: string }>('SELECT tipo, detalhe FROM security_events WHERE id > ? ORDER BY id', antes);
    expect(eventos.map((e) => ({ tipo: e.tipo, ...JSON.parse(e.detalhe) }))).toEqual([
      { tipo: 'exportacao', linhas: dashboard.quantidade_pedidos, rota: SEM_PAGINACAO },
      { tipo: 'exportacao', linhas: dashboard.quantidade_pedidos, rota: ARRAY_INT },
    ]);
  });
});
