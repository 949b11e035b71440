import { ratear } from '../../server/modulos/pedidos/nfce/entrada';
import type { TestApp } from './helpers';

type Linha = Record<string, string | number>;

/** Numbers as numbers on both databases, and the rows in key order. */
const normalizar = (linhas: Record<string, unknown>[]): Linha[] =>
  linhas.map((l) => Object.fromEntries(Object.entries(l).map(([k, v]) => [k, typeof v === 'string' || typeof v === 'number' ? v : Number(v)])));

const chave = (l: Linha, colunas: readonly string[]) => colunas.map((c) => l[c]);
function ordenar(linhas: Linha[], colunas: readonly string[]): Linha[] {
  return [...linhas].sort((a, b) => {
    const x = chave(a, colunas);
    const y = chave(b, colunas);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
    return 0;
  });
}

const CHAVE_HORA = ['dia_sp', 'id_seller', 'canal', 'id_status', 'id_forma_pagto', 'hora'];
const CHAVE_DIA = ['dia_sp', 'id_seller', 'canal', 'id_status', 'id_forma_pagto'];
const CHAVE_PRODUTO = ['dia_sp', 'id_seller', 'canal', 'id_status', 'id_produto'];

/**
 * The summaries as kept, and as computed again from the raw orders and items, independently
 * of the code that keeps them: plain GROUP BYs, and each product's discount from the order's split
 * over its lines as its NFC-e splits it (ratear over the lines' value). Empty cells left out.
 */
export async function resumosConferem(t: TestApp) {
  const todas = async (q: string) => normalizar(await t.sql.todas(q));
  const guardadoDiario = await todas('SELECT id_seller, dia_sp, id_status, id_forma_pagto, quantidade, valor_total FROM orders_daily WHERE quantidade <> 0');
  const recalculadoDiario = await todas(
    'SELECT id_seller, dia_sp, id_status, id_forma_pagto, COUNT(*) AS quantidade, SUM(valor_total) AS valor_total FROM orders GROUP BY id_seller, dia_sp, id_status, id_forma_pagto',
  );
  const guardadoHora = await todas(
    `SELECT dia_sp, id_seller, canal, id_status, id_forma_pagto, hora, pedidos, itens, valor_produtos, valor_desconto, valor_frete, valor_total, valor_custo
     FROM pedidos_resumo_hora WHERE pedidos <> 0`,
  );
  const recalculadoHora = await todas(
    `SELECT dia_sp, id_seller, canal, id_status, id_forma_pagto, minuto_sp / 60 AS hora, COUNT(*) AS pedidos, SUM(quantidade_itens) AS itens,
            SUM(valor_produtos) AS valor_produtos, SUM(valor_desconto) AS valor_desconto, SUM(valor_frete) AS valor_frete, SUM(valor_total) AS valor_total,
            SUM(valor_custo) AS valor_custo
     FROM orders GROUP BY dia_sp, id_seller, canal, id_status, id_forma_pagto, minuto_sp / 60`,
  );
  const guardadoDia = await todas(
    `SELECT dia_sp, id_seller, canal, id_status, id_forma_pagto, pedidos, itens, valor_produtos, valor_desconto, valor_frete, valor_total, valor_custo
     FROM pedidos_resumo_dia WHERE pedidos <> 0`,
  );
  const recalculadoDia = await todas(
    `SELECT dia_sp, id_seller, canal, id_status, id_forma_pagto, COUNT(*) AS pedidos, SUM(quantidade_itens) AS itens,
            SUM(valor_produtos) AS valor_produtos, SUM(valor_desconto) AS valor_desconto, SUM(valor_frete) AS valor_frete, SUM(valor_total) AS valor_total,
            SUM(valor_custo) AS valor_custo
     FROM orders GROUP BY dia_sp, id_seller, canal, id_status, id_forma_pagto`,
  );
  const guardadoProduto = await todas(
    `SELECT dia_sp, id_seller, canal, id_status, id_produto, pedidos, quantidade, valor_bruto, valor_desconto, valor_custo
     FROM pedidos_resumo_produto WHERE pedidos <> 0`,
  );
  const itens = await todas(
    `SELECT o.id, o.dia_sp, o.id_seller, o.canal, o.id_status, o.valor_desconto AS desconto_pedido, i.id_produto, i.quantidade, i.preco_unitario,
            i.valor_desconto, i.custo_unitario
     FROM orders o JOIN order_items i ON i.id_pedido = o.id ORDER BY o.id, i.id`,
  );
  const porPedido = new Map<number, Linha[]>();
  for (const l of itens) porPedido.set(Number(l.id), [...(porPedido.get(Number(l.id)) ?? []), l]);
  const porCelula = new Map<string, Linha>();
  const pedidosDaCelula = new Map<string, Set<number>>();
  for (const [id, linhas] of porPedido) {
    const proprios = linhas.reduce((s, l) => s + Number(l.valor_desconto), 0);
    const partes = ratear(Math.max(0, Number(linhas[0].desconto_pedido) - proprios), linhas.map((l) => Number(l.quantidade) * Number(l.preco_unitario)));
    linhas.forEach((l, n) => {
      const k = JSON.stringify(chave(l, CHAVE_PRODUTO));
      const c = porCelula.get(k) ?? { ...Object.fromEntries(CHAVE_PRODUTO.map((col) => [col, l[col]])), pedidos: 0, quantidade: 0, valor_bruto: 0, valor_desconto: 0, valor_custo: 0 };
      const pedidos = pedidosDaCelula.get(k) ?? new Set<number>();
      pedidos.add(id);
      pedidosDaCelula.set(k, pedidos);
      c.pedidos = pedidos.size;
      c.quantidade = Number(c.quantidade) + Number(l.quantidade);
      c.valor_bruto = Number(c.valor_bruto) + Number(l.quantidade) * Number(l.preco_unitario);
      c.valor_desconto = Number(c.valor_desconto) + Number(l.valor_desconto) + partes[n];
      c.valor_custo = Number(c.valor_custo) + Number(l.quantidade) * Number(l.custo_unitario);
      porCelula.set(k, c);
    });
  }
  const CHAVE_DIARIO = ['dia_sp', 'id_seller', 'id_status', 'id_forma_pagto'];
  return {
    guardado: { diario: ordenar(guardadoDiario, CHAVE_DIARIO), hora: ordenar(guardadoHora, CHAVE_HORA), dia: ordenar(guardadoDia, CHAVE_DIA), produto: ordenar(guardadoProduto, CHAVE_PRODUTO) },
    recalculado: { diario: ordenar(recalculadoDiario, CHAVE_DIARIO), hora: ordenar(recalculadoHora, CHAVE_HORA), dia: ordenar(recalculadoDia, CHAVE_DIA), produto: ordenar([...porCelula.values()], CHAVE_PRODUTO) },
  };
}
