import cluster from 'node:cluster';
import { buildApp } from './app';
import { decidirDemo, demoPedida } from './cli/demo-na-partida';
import { emCluster } from './cluster';
import { migrate, openDatabase, seedDemo, type Banco } from './db';
import { bancoVazio } from './db/estado';
import { aquecerGeradores } from './modulos/pedidos/exportacao/gerador-xlsx';
import { formatoDoLog } from './http/registro';
import { lerTrustProxy } from './proxy-confiavel';
import { trabalhadorDoAmbiente } from './tarefas/ambiente';

const producao = process.env.NODE_ENV === 'production';
const porta = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? (producao ? '0.0.0.0' : 'localhost');
/** Server processes sharing the port (WEB_CONCURRENCY, default 1). */
const processos = Math.max(1, Number(process.env.WEB_CONCURRENCY ?? 1) || 1);

/**
 * Migrates and, on an empty database, loads the demo data only when asked for (never in
 * production); otherwise says how to begin. Once, in the primary.
 */
async function prepararBanco(db: Banco): Promise<string[]> {
  await migrate(db);
  const decisao = decidirDemo({ producao, pedida: demoPedida(process.env, process.argv.slice(2)), bancoVazio: await bancoVazio(db.kysely) });
  if (decisao.acao === 'recusar' || decisao.acao === 'orientar') console.warn(decisao.aviso);
  if (decisao.acao !== 'carregar') return [];
  console.log('Banco vazio: carregando dados de demonstração...');
  const r = await seedDemo(db);
  console.log(`${r.orders} pedidos, ${r.clients} clientes e ${r.products} produtos em ${(r.ms / 1000).toFixed(1)} s.`);
  return r.users.map((u) => `  ${u.email.padEnd(28)} senha: ${u.senha}${u.ativo ? '' : '  (inativo)'}`);
}

/** SESSAO_OCIOSA_HORAS (default 8) and SESSAO_MAXIMA_DIAS (default 7); anything else stops the start. */
function limitesSessaoDoAmbiente(): { ociosoMs?: number; maximoMs?: number } {
  const ler = (nome: string, unidadeMs: number): number | undefined => {
    const v = process.env[nome];
    if (v === undefined || v.trim() === '') return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${nome} inválido (${v}): use um número positivo.`);
    return n * unidadeMs;
  };
  return { ociosoMs: ler('SESSAO_OCIOSA_HORAS', 3600_000), maximoMs: ler('SESSAO_MAXIMA_DIAS', 86_400_000) };
}

async function servir(db: Banco): Promise<void> {
  const app = await buildApp({
    db,
    jwtSecret: process.env.JWT_SECRET || undefined,
    staticDir: process.env.STATIC_DIR ?? 'dist',
    // Plain HTTP on localhost outside production; COOKIE_SECURE overrides either way.
    cookieSecure: process.env.COOKIE_SECURE ? process.env.COOKIE_SECURE === 'true' : producao,
    trustProxy: lerTrustProxy(process.env.TRUST_PROXY),
    sessao: limitesSessaoDoAmbiente(),
    pspSimulado: process.env.PSP_SIMULADO ? process.env.PSP_SIMULADO === '1' : !producao,
    logger: true,
    formatoLog: formatoDoLog(),
    trabalhador: trabalhadorDoAmbiente(process.env),
  });
  let encerrando = false;
  const encerrar = async (sinal: string): Promise<void> => {
    // Ctrl-C reaches a cluster worker twice (terminal and primary): the first signal wins.
    if (encerrando) return;
    encerrando = true;
    app.log.info(`${sinal}: encerrando (requisições e tarefas em curso terminam antes)`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void encerrar('SIGTERM'));
  process.on('SIGINT', () => void encerrar('SIGINT'));
  await app.listen({ port: porta, host });
  // The first export would otherwise wait for its writer thread to start (seconds on a busy machine).
  aquecerGeradores().catch((erro: unknown) => app.log.error({ err: erro }, 'falha ao iniciar o gerador de planilhas'));
}

/**
 * `npm start`: opens (creating and migrating) the database, loads the demo data on a first
 * start when asked for (`npm start` passes --demo; never in production), and serves the API
 * and the built panel on one port.
 */
async function main(): Promise<void> {
  // A wrong TRUST_PROXY or session limit stops the start here, before any process is forked.
  lerTrustProxy(process.env.TRUST_PROXY);
  limitesSessaoDoAmbiente();
  trabalhadorDoAmbiente(process.env);
  if (cluster.isWorker) return servir(openDatabase(process.env.DATABASE_URL));
  const db = openDatabase(process.env.DATABASE_URL);
  const demo = await prepararBanco(db);
  const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${porta}`;
  const aviso = () => {
    console.log(`\nRetaguarda em ${url}${processos > 1 ? ` (${processos} processos)` : ''}`);
    if (demo.length > 0) console.log(`Usuários de demonstração:\n${demo.join('\n')}\n`);
  };
  if (processos > 1) {
    await db.close();
    emCluster(processos, (codigo) => process.exit(codigo));
    cluster.once('listening', aviso);
    return;
  }
  await servir(db);
  aviso();
}

main().catch((erro: unknown) => {
  console.error(erro instanceof Error ? erro.message : erro);
  process.exit(1);
});
