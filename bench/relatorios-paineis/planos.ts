import { parseArgs } from 'node:util';
import { sql, type CompiledQuery, type KyselyPlugin } from 'kysely';
import type { CorpoRelatorio } from '@retaguarda/contrato/relatorios/esquemas';
import { migrate, openDatabase } from '../../server/db';
import { carregarRelatorios } from '../../server/modulos/relatorios/carregar';
import { contextoDaConsulta, responderRelatorio } from '../../server/modulos/relatorios/consulta';
import { carregarUsuario } from '../../server/modulos/sessao/consultas/usuarios';
import { rodarSeChamado } from '../lib/principal';

/**
 * The SQL a declared report runs for a body, each statement with its plan: EXPLAIN QUERY PLAN on
 * SQLite, EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL (which runs it once more). The report runs as
 * the route runs it (contextoDaConsulta and responderRelatorio, as the admin of group 1), its
 * statements caught as Kysely compiles them, and each timed alone.
 *
 *   npx tsx bench/relatorios-paineis/planos.ts --banco sqlite:/tmp/x.db --relatorio vendas.produtos [--corpo '{"periodo":"ultimos_30"}']
 */
/** A long IN list's placeholders and values cut: the plan is what matters. */
const curto = (t: string): string => (t.length > 1500 ? `${t.slice(0, 1500)}…` : t);

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { banco: { type: 'string' }, relatorio: { type: 'string' }, corpo: { type: 'string', default: '{}' }, usuario: { type: 'string', default: '1' } } });
  if (!values.banco || !values.relatorio) throw new Error('uso: planos.ts --banco <url> --relatorio <id> [--corpo <json>]');
  const db = openDatabase(values.banco, { pool: 1 });
  try {
    await migrate(db);
    const r = (await carregarRelatorios()).find((x) => x.declaracao.id === values.relatorio);
    if (!r) throw new Error(`relatório ${values.relatorio} não declarado`);
    const u = await carregarUsuario(db.kysely, Number(values.usuario));
    if (!u) throw new Error(`usuário ${values.usuario} não existe`);
    const capturadas: CompiledQuery[] = [];
    const executor = db.kysely.getExecutor();
    const captura: KyselyPlugin = {
      transformQuery(a) {
        capturadas.push(executor.compileQuery(a.node, a.queryId));
        return a.node;
      },
      transformResult: async (a) => a.result,
    };
    const k = db.kysely.withPlugin(captura);
    // the body's JSON as the route's schema would have read it
    const corpo = { filtros: {}, ...(JSON.parse(values.corpo) as Partial<CorpoRelatorio>) } as CorpoRelatorio;
    const inicio = performance.now();
    await responderRelatorio(r, contextoDaConsulta(r.declaracao, corpo, u, { db: k, agora: Date.now(), alvo: 'tela' }));
    console.log(`${r.declaracao.id} ${values.corpo}: ${capturadas.length} consulta(s), ${(performance.now() - inicio).toFixed(1)} ms no todo\n`);
    for (const q of capturadas) {
      const t = performance.now();
      await db.kysely.executeQuery(q);
      const ms = performance.now() - t;
      console.log(`-- ${ms.toFixed(1)} ms\n${curto(q.sql.replace(/(\?, |\$\d+, ){8,}/g, '…, '))}\n-- parâmetros: ${curto(JSON.stringify(q.parameters))}`);
      const plano = db.tipo === 'postgres' ? sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`) : sql.raw(`EXPLAIN QUERY PLAN ${q.sql}`);
      // the statement's own parameters, in place: EXPLAIN takes the same ones
      const linhas = (await db.kysely.executeQuery({ ...plano.compile(db.kysely), parameters: q.parameters })).rows as Record<string, unknown>[];
      for (const l of linhas) console.log(`   ${db.tipo === 'postgres' ? String(l['QUERY PLAN']) : `${String(l.id)}<-${String(l.parent)} ${String(l.detail)}`}`);
      console.log('');
    }
    return 0;
  } finally {
    await db.close();
  }
}

rodarSeChamado(import.meta.url, main);
