import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListaPedidosResposta, ORDENACOES, type FiltroPedidos, type OrdenarPor } from '@retaguarda/contrato/api/pedidos';
import { chaveTexto } from '../../server/db/funcoes';
import { createTestApp, VERSAO, type TestApp } from './helpers';

/** The list sorted on the server by date, number, client, status and total. */
const GRUPO = [1, 2, 3, 4];
let t: TestApp;
let admin: string;

interface Linha {
  id: number;
  id_seller: number;
  data_pedido: number;
  id_status: number;
  valor_total: number;
  nome: string | null;
  data_dia: string;
}
let linhas: Linha[];

const valor: Record<OrdenarPor, (l: Linha) => number | string> = {
  data_pedido: (l) => l.data_pedido,
  id: (l) => l.id,
  cliente: (l) => (l.nome === null ? '' : chaveTexto(l.nome)),
  status: (l) => l.id_status,
  valor_total: (l) => l.valor_total,
};

/** The expected order, computed apart from the server: the key, then the id, both in one direction. */
function referencia(por: OrdenarPor, ordem: 'asc' | 'desc', filtro: (l: Linha) => boolean): number[] {
  const sinal = ordem === 'asc' ? 1 : -1;
  return linhas
    .filter((l) => GRUPO.includes(l.id_seller) && filtro(l))
    .sort((a, b) => {
      const va = valor[por](a);
      const vb = valor[por](b);
      return sinal * (va < vb ? -1 : va > vb ? 1 : a.id - b.id);
    })
    .map((l) => l.id);
}

async function pagina(corpo: Partial<FiltroPedidos>) {
  const res = await t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie: admin, ...VERSAO }, payload: { page: 1, limit: 500, ...corpo } });
  expect(res.statusCode, res.body).toBe(200);
  return ListaPedidosResposta.parse(res.json());
}

beforeAll(async () => {
  t = await createTestApp({ orders: 3000 });
  admin = await t.login('admin@retaguarda.dev');
  linhas = (await t.sql.todas(`SELECT o.id, o.id_seller, o.data_pedido, o.id_status, o.valor_total, c.nome, o.dia_sp AS data_dia
      FROM orders o LEFT JOIN clients c ON c.id = o.id_cliente`)) as Linha[];
});
afterAll(() => t.close());

describe('PUT /v2/vendas/lista-pedidos sorted', () => {
  it('defaults to the newest first (data_pedido desc, id desc)', async () => {
    const corpo = await pagina({ data_from_pedido: '01/11/2026' });
    expect(corpo.RES.pedidos.map((p) => p.id)).toEqual(referencia('data_pedido', 'desc', (l) => l.data_dia >= '2026-11-01').slice(0, 500));
  });

  for (const por of ORDENACOES) {
    for (const ordem of ['asc', 'desc'] as const) {
      it(`sorts by ${por} ${ordem} with ties broken by id, across pages`, async () => {
        const filtro = (l: Linha) => l.data_dia >= '2026-10-01';
        const esperado = referencia(por, ordem, filtro);
        const limit = 97;
        const vistos: number[] = [];
        for (let page = 1; page <= 3; page++) {
          const corpo = await pagina({ data_from_pedido: '01/10/2026', ordenar_por: por, ordem, page, limit });
          vistos.push(...corpo.RES.pedidos.map((p) => p.id));
        }
        expect(vistos).toEqual(esperado.slice(0, 3 * limit));
      });
    }
  }

  it('sorts the results of a search too', async () => {
    const comCliente = linhas.find((l) => GRUPO.includes(l.id_seller) && l.nome !== null)!;
    const sobrenome = comCliente.nome!.split(' ').at(-1)!;
    const casa = (l: Linha) => l.nome !== null && chaveTexto(l.nome).includes(chaveTexto(sobrenome));
    const corpo = await pagina({ busca: sobrenome, ordenar_por: 'valor_total', ordem: 'asc' });
    expect(corpo.RES.pedidos.map((p) => p.id)).toEqual(referencia('valor_total', 'asc', casa).slice(0, 500));
  });

  it('pages a search that matches many orders in the same order as one that matches few, for every key', async () => {
    // The most common surname of the group's clients: over 1 % of all orders, so the server walks
    // the sort index for it (a broad search) and sorts the matches of a full name instead.
    const contagem = new Map<string, number>();
    for (const l of linhas) {
      const sobrenome = l.nome?.split(' ').at(-1);
      if (sobrenome && GRUPO.includes(l.id_seller)) contagem.set(sobrenome, (contagem.get(sobrenome) ?? 0) + 1);
    }
    const [comum, vezes] = [...contagem.entries()].sort((a, b) => b[1] - a[1])[0];
    expect(vezes).toBeGreaterThan(linhas.length / 100);
    const nomeCompleto = linhas.find((l) => GRUPO.includes(l.id_seller) && l.nome !== null && !l.nome.endsWith(comum))!.nome!;
    for (const busca of [comum, nomeCompleto]) {
      const casa = (l: Linha) => l.nome !== null && chaveTexto(l.nome).includes(chaveTexto(busca));
      for (const por of ORDENACOES) {
        for (const ordem of ['asc', 'desc'] as const) {
          const esperado = referencia(por, ordem, casa);
          for (const page of [1, 2, 3]) {
            const corpo = await pagina({ busca, ordenar_por: por, ordem, page, limit: 10 });
            expect(corpo.PAG.total, `${busca} ${por} ${ordem}`).toBe(esperado.length);
            expect(corpo.RES.pedidos.map((p) => p.id), `${busca} ${por} ${ordem} página ${page}`).toEqual(esperado.slice((page - 1) * 10, page * 10));
          }
        }
      }
    }
  });

  it('refuses an unknown sort key or direction with 400 naming the field', async () => {
    for (const [campo, corpo] of [['ordenar_por', { ordenar_por: 'nome_seller' }], ['ordem', { ordem: 'para cima' }]] as const) {
      const res = await t.app.inject({ method: 'PUT', url: '/v2/vendas/lista-pedidos', headers: { cookie: admin, ...VERSAO }, payload: { page: 1, limit: 10, ...corpo } });
      expect(res.statusCode).toBe(400);
      expect(res.json().validation.body.keys).toEqual([campo]);
    }
  });
});
