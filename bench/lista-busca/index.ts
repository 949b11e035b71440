import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { FORMAS_PAGTO, STATUS } from '@retaguarda/contrato/api/catalogos';
import { hojeBR, ontemBR } from '@retaguarda/contrato/br/dates';
import { formatCpf } from '@retaguarda/contrato/br/documentosExibicao';
import { latenciaSequencial } from '../api-orders/medir';
import { bancoSemeado, iniciarServidor, maquina } from '../lib/banco-bench';

/**
 * The order list's quick search over N orders (default 1,000,000): p50/p95/p99
 * of PUT /v2/vendas/lista-pedidos for each kind of key, over the whole history (no date range,
 * the hardest case), one connection, the server in its own process; a name also as the panel
 * searches it, in the default period beside the whole history's count. Goal: p99 ≤ 20 ms.
 * `--db <file>` reuses a seeded database. Prints figures; never fails on time.
 */
const { values } = parseArgs({
  strict: false,
  options: { orders: { type: 'string', default: '1000000' }, seconds: { type: 'string', default: '5' }, db: { type: 'string' } },
});
const dir = mkdtempSync(join(tmpdir(), 'retaguarda-busca-'));
try {
  const arquivo = bancoSemeado(join(dir, 'bench.db'), Number(values.orders), typeof values.db === 'string' ? values.db : undefined);
  console.log(`máquina: ${maquina()}`);
  const leitura = new BetterSqlite3(arquivo, { readonly: true });
  const um = <T>(sql: string) => leitura.prepare(sql).get() as T;
  // Sample keys from the middle of the data, of the demo group's sellers.
  const pedido = um<{ id: number; nfce_numero: number; nfce_chave: string }>(
    'SELECT id, nfce_numero, nfce_chave FROM orders WHERE id_seller = 1 AND nfce_chave IS NOT NULL AND id > (SELECT MAX(id) / 2 FROM orders) LIMIT 1',
  );
  const cliente = um<{ nome: string; cpf: string; email: string; telefone: string }>('SELECT nome, cpf, email, telefone FROM clients WHERE id = 12345');
  const sobrenome = cliente.nome.split(' ').at(-1) ?? cliente.nome;
  leitura.close();
  const agora = new Date();
  const padrao = { data_from_pedido: ontemBR(agora), data_to_pedido: hojeBR(agora) };
  // [name, search, what else the body carries]: an identifier's search goes without the period;
  // a name's goes in the period (the list) and, beside it, over the whole history for one row
  // (the panel's count, which tells whether 'Buscar em todo o período' has more to show)
  const buscas: [string, string, Record<string, unknown>?][] = [
    ['número do pedido', String(pedido.id)],
    ['número da NFC-e', String(pedido.nfce_numero)],
    ['chave de acesso (44 dígitos)', pedido.nfce_chave],
    ['CPF com máscara', formatCpf(cliente.cpf)],
    ['CPF sem máscara', cliente.cpf],
    ['e-mail', cliente.email],
    ['telefone', cliente.telefone],
    ['nome completo', cliente.nome],
    [`sobrenome ('${sobrenome}')`, sobrenome],
    ['nome completo, ontem e hoje (a lista)', cliente.nome, padrao],
    ['nome completo, todo o período, 1 linha (a contagem)', cliente.nome, { limit: 1 }],
    [`sobrenome ('${sobrenome}'), ontem e hoje (a lista)`, sobrenome, padrao],
    [`sobrenome ('${sobrenome}'), todo o período, 1 linha (a contagem)`, sobrenome, { limit: 1 }],
  ];
  const servidor = await iniciarServidor(arquivo);
  try {
    const cookie = await servidor.login('admin@retaguarda.dev');
    const base = { page: 1, limit: 10, id_pessoa: [1, 2, 3, 4], status_pedido: Object.values(STATUS).map((s) => s.id), forma_pagto: Object.values(FORMAS_PAGTO).map((f) => f.id) };
    for (const [nome, busca, extra] of buscas) {
      const r = await latenciaSequencial(
        {
          url: `${servidor.url}/v2/vendas/lista-pedidos`, method: 'PUT', body: JSON.stringify({ ...base, busca, ...extra }),
          headers: { cookie, 'content-type': 'application/json', 'x-client-version': '1.0.1' },
        },
        Number(values.seconds),
      );
      console.log(`  ${nome}: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms (${r.n} requisições)`);
    }
  } finally {
    await servidor.parar();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
