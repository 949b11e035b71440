import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { ConsultaPosicaoBody, type ConsultaPosicaoBody as Corpo } from '@retaguarda/contrato/api/estoque';
import { openDatabase, type Banco } from '../../server/db';
import { consultarPosicao } from '../../server/modulos/estoque/consultas/posicao';
import { bancoSemeado } from '../lib/banco-bench';
import { maquina } from '../lib/numeros';
import { ampliarEstoque, tempoDaFuncao } from '../lib/estoque-grande';

/**
 * The stock position at 50,000 products × 5 stores (bench/lib/estoque-grande.ts):
 * p50/p95/p99 of the server's own query, consultarPosicao (a page and the totals over the whole
 * filter), called in-process one after the other, for the first page with no filter and in one
 * store (totals from the stores' summary), the filters that still sum their rows (a name search,
 * the biggest family and supplier, no movement for 90 days, below the minimum), another order
 * and a deep page. Goal: first page p99 ≤ 20 ms. `--db <file>` reuses a database (grown again
 * only if its counts differ). `--postgres <url>` measures a PostgreSQL database instead, one the
 * SQLite file was moved into (`npm run db:migrar-sqlite-para-postgres -- --de sqlite:<file> --para
 * <url>`). Prints figures; never fails on time.
 *
 *   npx tsx bench/estoque-posicao/index.ts [--produtos 50000] [--seconds 5] [--db file.db] [--postgres url]
 */
const { values } = parseArgs({
  strict: false,
  options: {
    produtos: { type: 'string', default: '50000' },
    orders: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '5' },
    db: { type: 'string' },
    postgres: { type: 'string' },
  },
});
const META_MS = 20;

async function numeros(db: Banco, texto: string): Promise<number[]> {
  const r = await sql<{ v: number }>`${sql.raw(texto)}`.execute(db.kysely);
  return r.rows.map((l) => Number(l.v));
}

async function medir(db: Banco, agora: number): Promise<void> {
  const lojas = await numeros(db, 'SELECT id AS v FROM sellers WHERE id_grupo = 1 ORDER BY id');
  const [meio] = await numeros(db, 'SELECT MAX(id) / 2 AS v FROM products');
  const nome = String((await sql<{ nome: string }>`SELECT nome FROM products WHERE id = ${meio}`.execute(db.kysely)).rows[0]?.nome);
  // the family and the supplier with the most products: the heaviest of those filters
  const maior = async (coluna: string) =>
    (await numeros(db, `SELECT ${coluna} AS v FROM products WHERE id_grupo = 1 AND ${coluna} IS NOT NULL GROUP BY ${coluna} ORDER BY COUNT(*) DESC, ${coluna} LIMIT 1`))[0];
  const escopo = { idGrupo: 1, sellers: lojas };
  const casos: [string, Corpo][] = [
    ['primeira página, todas as lojas (25, por produto)', {}],
    ['primeira página, uma loja', { id_seller: lojas[0] }],
    [`busca pelo nome ("${nome.slice(0, 4)}")`, { busca: nome.slice(0, 4) }],
    ['a maior família', { id_produto_base: await maior('produto_base') }],
    ['o maior fornecedor', { id_fornecedor: await maior('fornecedor') }],
    ['sem movimento há 90 dias', { sem_movimento_dias: 90 }],
    ['abaixo do mínimo', { abaixo_do_minimo: true }],
    ['abaixo do mínimo, uma loja', { id_seller: lojas[0], abaixo_do_minimo: true }],
    ['por valor, decrescente', { ordenar: 'valor', ordem: 'desc' }],
    ['página 200 (25, por produto)', { pagina: 200 }],
  ];
  for (const [rotulo, corpo] of casos) {
    const c = ConsultaPosicaoBody.parse(corpo);
    const r = await tempoDaFuncao(() => consultarPosicao(db.kysely, escopo, c, agora), Number(values.seconds));
    console.log(`  ${rotulo}: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms (${r.n} consultas; meta p99 ≤ ${META_MS} ms: ${r.p99 <= META_MS ? 'ok' : 'ACIMA'})`);
  }
}

const agora = Date.now();
if (typeof values.postgres === 'string') {
  const db = openDatabase(values.postgres);
  try {
    const [posicoes] = await numeros(db, 'SELECT COUNT(*) AS v FROM estoque_saldos');
    console.log(`máquina: ${maquina()}`);
    console.log(`posição: ${posicoes.toLocaleString('pt-BR')} linhas (produto × loja), no PostgreSQL`);
    await medir(db, agora);
  } finally {
    await db.close();
  }
} else {
  const dir = mkdtempSync(join(tmpdir(), 'retaguarda-posicao-'));
  try {
    const arquivo = bancoSemeado(join(dir, 'bench.db'), Number(values.orders), typeof values.db === 'string' ? values.db : undefined);
    const ampliado = await ampliarEstoque(arquivo, { produtos: Number(values.produtos) }, agora);
    console.log(`máquina: ${maquina()}`);
    console.log(`posição: ${ampliado.posicoes.toLocaleString('pt-BR')} linhas (produto × loja), montada em ${(ampliado.ms / 1000).toFixed(1)} s`);
    const db = openDatabase(`sqlite:${arquivo}`);
    try {
      await medir(db, agora);
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
