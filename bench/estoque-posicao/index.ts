import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConsultaPosicaoBody, type ConsultaPosicaoBody as Corpo } from '@retaguarda/contrato/api/estoque';
import { openDatabase } from '../../server/db';
import { consultarPosicao } from '../../server/modulos/estoque/consultas/posicao';
import { bancoSemeado } from '../lib/banco-bench';
import { maquina } from '../lib/numeros';
import { ampliarEstoque, tempoDaFuncao } from '../lib/estoque-grande';

/**
 * The stock position (issue 19) at 50,000 products × 5 stores (bench/lib/estoque-grande.ts):
 * p50/p95/p99 of the server's own query, consultarPosicao (a page and the totals over the whole
 * filter), called in-process one after the other, for the first page with no filter, one store,
 * a name search, below the minimum, and two other orders and a deep page. Goal: first page p99
 * ≤ 20 ms. `--db <file>` reuses a database (grown again only if its counts differ). Prints
 * figures; never fails on time.
 *
 *   npx tsx bench/estoque-posicao/index.ts [--produtos 50000] [--seconds 5] [--db file.db]
 */
const { values } = parseArgs({
  strict: false,
  options: { produtos: { type: 'string', default: '50000' }, orders: { type: 'string', default: '2000' }, seconds: { type: 'string', default: '5' }, db: { type: 'string' } },
});
const META_MS = 20;
const dir = mkdtempSync(join(tmpdir(), 'retaguarda-posicao-'));
try {
  const arquivo = bancoSemeado(join(dir, 'bench.db'), Number(values.orders), typeof values.db === 'string' ? values.db : undefined);
  const agora = Date.now();
  const ampliado = await ampliarEstoque(arquivo, { produtos: Number(values.produtos) }, agora);
  console.log(`máquina: ${maquina()}`);
  console.log(`posição: ${ampliado.posicoes.toLocaleString('pt-BR')} linhas (produto × loja), montada em ${(ampliado.ms / 1000).toFixed(1)} s`);

  const db = openDatabase(`sqlite:${arquivo}`);
  try {
    const lojas = (db.sqlite.prepare('SELECT id FROM sellers WHERE id_grupo = 1 ORDER BY id').pluck().all() as number[]).map(Number);
    const nome = String(db.sqlite.prepare('SELECT nome FROM products WHERE id = (SELECT MAX(id) / 2 FROM products)').pluck().get());
    const escopo = { idGrupo: 1, sellers: lojas };
    const casos: [string, Corpo][] = [
      ['primeira página, todas as lojas (25, por produto)', {}],
      ['primeira página, uma loja', { id_seller: lojas[0] }],
      [`busca pelo nome ("${nome.slice(0, 4)}")`, { busca: nome.slice(0, 4) }],
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
  } finally {
    await db.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
