import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConsultaMovimentosBody, type ConsultaMovimentosBody as Corpo } from '@retaguarda/contrato/api/estoque';
import { openDatabase } from '../../server/db';
import { consultarMovimentos } from '../../server/modulos/estoque/consultas/movimentos';
import { bancoSemeado } from '../lib/banco-bench';
import { maquina } from '../lib/numeros';
import { ampliarEstoque, tempoDaFuncao } from '../lib/estoque-grande';

/**
 * The stock ledger at 5,000,000 movements over 50,000 products × 5 stores
 * (bench/lib/estoque-grande.ts; writing it takes a minute or two): p50/p95/p99 of the server's own
 * query, consultarMovimentos, called in-process one after the other, for the first page, one
 * store, one product in one store, a kind that is 2 % of the rows (and in a store without it), a
 * kind the ledger lacks, a date range, and deep pages, by number (OFFSET) and by cursor
 * (`antes_de`: the last id of the page before, read once through the same function).
 * Goal: a page p99 ≤ 20 ms. `--db <file>` reuses a database (grown again only if its counts
 * differ). Prints figures; never fails on time.
 *
 *   npx tsx bench/estoque-movimentos/index.ts [--movimentos 5000000] [--produtos 50000] [--seconds 5] [--db file.db]
 */
const { values } = parseArgs({
  strict: false,
  options: {
    movimentos: { type: 'string', default: '5000000' },
    produtos: { type: 'string', default: '50000' },
    orders: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '5' },
    db: { type: 'string' },
  },
});
const META_MS = 20;
const DIA = 86_400_000;
const dir = mkdtempSync(join(tmpdir(), 'retaguarda-razao-'));
try {
  const arquivo = bancoSemeado(join(dir, 'bench.db'), Number(values.orders), typeof values.db === 'string' ? values.db : undefined);
  const agora = Date.now();
  const ampliado = await ampliarEstoque(arquivo, { produtos: Number(values.produtos), movimentos: Number(values.movimentos) }, agora);
  console.log(`máquina: ${maquina()}`);
  console.log(`razão: ${ampliado.movimentos.toLocaleString('pt-BR')} movimentos, ${ampliado.posicoes.toLocaleString('pt-BR')} posições (montados em ${(ampliado.ms / 1000).toFixed(1)} s)`);

  const db = openDatabase(`sqlite:${arquivo}`);
  try {
    const lojas = (db.sqlite.prepare('SELECT id FROM sellers WHERE id_grupo = 1 ORDER BY id').pluck().all() as number[]).map(Number);
    const produto = Number(db.sqlite.prepare('SELECT id_produto FROM estoque_movimentos WHERE id = (SELECT MAX(id) / 2 FROM estoque_movimentos)').pluck().get());
    const ultimo = Number(db.sqlite.prepare('SELECT MAX(em) FROM estoque_movimentos').pluck().get());
    const escopo = { idGrupo: 1, sellers: lojas };
    const mes = { de: ultimo - 183 * DIA, ate: ultimo - 153 * DIA };
    const semAjustes = !db.sqlite.prepare("SELECT 1 FROM estoque_movimentos WHERE id_seller = ? AND tipo = 'ajuste_entrada' LIMIT 1").get(lojas[0]);
    const escopoDe = (corpo: Corpo) => (corpo.id_seller ? { ...escopo, sellers: [corpo.id_seller] } : escopo);
    /** The body of page `pagina` by cursor: the last id of the page before it, as the screen sends. */
    const peloCursor = async (corpo: Corpo, pagina: number): Promise<Corpo> => {
      const anterior = await consultarMovimentos(db.kysely, escopoDe(corpo), ConsultaMovimentosBody.parse({ ...corpo, pagina: pagina - 1 }));
      const ultimaVista = anterior.itens.at(-1);
      if (!ultimaVista) throw new Error(`a página ${pagina - 1} de ${JSON.stringify(corpo)} está vazia`);
      return { ...corpo, antes_de: ultimaVista.id };
    };
    const casos: [string, Corpo][] = [
      ['primeira página, todas as lojas (25)', {}],
      ['primeira página, uma loja', { id_seller: lojas[0] }],
      ['um produto numa loja (o histórico da posição)', { id_seller: lojas[0], id_produto: produto }],
      ['um produto, todas as lojas', { id_produto: produto }],
      ['só ajustes de entrada (2 % do razão)', { tipos: ['ajuste_entrada'] }],
      [`só ajustes de entrada, uma loja${semAjustes ? ' (que não os tem)' : ''}`, { id_seller: lojas[0], tipos: ['ajuste_entrada'] }],
      ['um tipo que o razão não tem (estornos)', { tipos: ['estorno'] }],
      ['um mês, há seis meses', mes],
      ['página 40 (25 por página)', { pagina: 40 }],
      ['página 400 (25 por página)', { pagina: 400 }],
      ['página 400, uma loja', { id_seller: lojas[0], pagina: 400 }],
      ['página 400 pelo cursor', await peloCursor({}, 400)],
      ['página 400, uma loja, pelo cursor', await peloCursor({ id_seller: lojas[0] }, 400)],
      ['página 400 de ajustes de entrada pelo cursor', await peloCursor({ tipos: ['ajuste_entrada'] }, 400)],
      ['página 400 do mês pelo cursor', await peloCursor(mes, 400)],
      ['página 4.000 pelo cursor', await peloCursor({}, 4000)],
    ];
    for (const [rotulo, corpo] of casos) {
      const c = ConsultaMovimentosBody.parse(corpo);
      const r = await tempoDaFuncao(() => consultarMovimentos(db.kysely, escopoDe(corpo), c), Number(values.seconds));
      console.log(`  ${rotulo}: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms (${r.n} consultas; meta p99 ≤ ${META_MS} ms: ${r.p99 <= META_MS ? 'ok' : 'ACIMA'})`);
    }
  } finally {
    await db.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
