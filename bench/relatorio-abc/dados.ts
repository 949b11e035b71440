import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import { STATUS } from '@retaguarda/contrato/api/catalogos';
import { migrate, openDatabase, type BancoSqlite } from '../../server/db';
import { inserirCadastros } from '../../server/db/seed/cadastros';
import { Random } from '../../server/db/seed/random';
import { SCRYPT_TESTES } from '../../server/modulos/sessao/auth/password';

const DIA = 86_400_000;

export interface Tamanho {
  produtos: number;
  familias: number;
  pedidos: number;
}

/**
 * The stock reports' bench database: the demo group with a fifth store, `produtos` products in
 * `familias` families, a year of `pedidos` counter orders (1–3 lines each, most sent or delivered,
 * the rest paid, cancelled or returned) whose products follow a long tail (a few sell most, as the
 * ABC curve assumes), every store's position of every product, and the ledger's sales of the
 * orders that left stock. Written straight to SQLite in a few transactions: the order write path
 * would take an hour for this, and the reports only read.
 */
export async function montarBanco(arquivo: string, t: Tamanho, agora: number): Promise<BancoSqlite> {
  const db = openDatabase(`sqlite:${arquivo}`);
  await migrate(db);
  await inserirCadastros(db, SCRYPT_TESTES, agora);
  const s = db.sqlite;
  const rnd = new Random(2026_11_28);
  s.prepare(`INSERT INTO sellers (id_grupo, nome, tipo, cnpj, uf, nfce_serie) VALUES (1, 'Loja Bench Norte', 'loja', '11444777000161', 'SP', 5)`).run();
  const lojas = s.prepare('SELECT id FROM sellers WHERE id_grupo = 1 ORDER BY id').pluck().all() as number[];

  const produtos: { id: number; preco: number; custo: number }[] = [];
  s.transaction(() => {
    const familia = s.prepare('INSERT INTO produtos_base (id_grupo, nome) VALUES (1, ?)');
    const familias = Array.from({ length: t.familias }, (_, i) => Number(familia.run(`Família ${i + 1}`).lastInsertRowid));
    const produto = s.prepare('INSERT INTO products (id_grupo, sku, nome, preco_centavos, custo, ncm, produto_base) VALUES (1, ?, ?, ?, ?, ?, ?)');
    for (let i = 0; i < t.produtos; i++) {
      const preco = rnd.int(500, 50_000);
      const custo = Math.round(preco * 0.45);
      const id = Number(produto.run(`BENCH-${i}`, `Produto de bench ${i}`, preco, custo, '61091000', familias[i % familias.length]).lastInsertRowid);
      produtos.push({ id, preco, custo });
    }
  })();

  const baixados: readonly number[] = [STATUS.enviado.id, STATUS.retirado.id, STATUS.entregue.id];
  const status: (readonly [number, number])[] = [[STATUS.entregue.id, 70], [STATUS.retirado.id, 10], [STATUS.enviado.id, 5], [STATUS.pago.id, 5], [STATUS.cancelado.id, 7], [STATUS.devolvido.id, 3]];
  let itens = 0;
  s.transaction(() => {
    const pedido = s.prepare(`INSERT INTO orders (id_seller, canal, id_status, id_forma_pagto, data_pedido, dia_sp, minuto_sp, quantidade_itens, valor_produtos, valor_desconto, valor_frete, valor_total)
      VALUES (?, 'loja', ?, 1, ?, ?, ?, ?, ?, 0, 0, ?)`);
    const item = s.prepare('INSERT INTO order_items (id_pedido, id_produto, quantidade, preco_unitario, valor_desconto) VALUES (?, ?, ?, ?, ?)');
    const venda = s.prepare(`INSERT INTO estoque_movimentos (id_seller, id_produto, tipo, local, quantidade, saldo_apos, id_pedido, em) VALUES (?, ?, 'venda', 'loja', ?, 0, ?, ?)`);
    for (let n = 0; n < t.pedidos; n++) {
      const loja = rnd.pick(lojas);
      const em = agora - Math.floor(rnd.next() * 365 * DIA);
      const situacao = rnd.weighted(status);
      const linhas = Array.from({ length: rnd.int(1, 3) }, () => {
        // a long tail: the square of a uniform draw puts most sales on the first products
        const p = produtos[Math.floor(rnd.next() ** 2 * produtos.length)];
        return { p, quantidade: rnd.int(1, 4), desconto: rnd.chance(0.1) ? 100 : 0 };
      });
      const total = linhas.reduce((soma, l) => soma + l.quantidade * l.p.preco - l.desconto, 0);
      const id = Number(pedido.run(loja, situacao, em, diaChaveSP(em), Math.floor(((em - 3 * 3_600_000) % DIA) / 60_000), linhas.reduce((q, l) => q + l.quantidade, 0), total, total).lastInsertRowid);
      for (const l of linhas) {
        item.run(id, l.p.id, l.quantidade, l.p.preco, l.desconto);
        if (baixados.includes(situacao)) venda.run(loja, l.p.id, -l.quantidade, id, em);
        itens++;
      }
    }
  })();

  s.transaction(() => {
    const saldo = s.prepare('INSERT INTO estoque_saldos (id_seller, id_produto, em_maos, custo_medio, maximo, ultima_movimentacao_em) VALUES (?, ?, ?, ?, ?, ?)');
    for (const loja of lojas) for (const p of produtos) saldo.run(loja, p.id, rnd.int(0, 60), p.custo, rnd.chance(0.3) ? rnd.int(10, 40) : null, agora - rnd.int(0, 400) * DIA);
  })();
  s.exec('ANALYZE');
  console.log(`  banco: ${lojas.length} lojas, ${produtos.length.toLocaleString('pt-BR')} produtos, ${t.pedidos.toLocaleString('pt-BR')} pedidos, ${itens.toLocaleString('pt-BR')} itens em 12 meses`);
  return db;
}
