import cluster from 'node:cluster';
import { buildApp } from './app';
import { emCluster } from './cluster';
import { migrate, openDatabase, seedDemo, type Database } from './db';
import { bancoVazio } from './db/queries/estado';

const producao = process.env.NODE_ENV === 'production';
const porta = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? (producao ? '0.0.0.0' : 'localhost');
/** Server processes sharing the port (WEB_CONCURRENCY, default 1). */
const processos = Math.max(1, Number(process.env.WEB_CONCURRENCY ?? 1) || 1);

/** Migrates, and loads the demo data on a first start outside production (once, in the primary). */
async function prepararBanco(db: Database): Promise<string[]> {
  await migrate(db);
  if (producao || !(await bancoVazio(db.kysely))) return [];
  console.log('Banco vazio: carregando dados de demonstração...');
  const r = await seedDemo(db);
  console.log(`${r.orders} pedidos, ${r.clients} clientes e ${r.products} produtos em ${(r.ms / 1000).toFixed(1)} s.`);
  return r.users.map((u) => `  ${u.email.padEnd(28)} senha: ${u.senha}${u.ativo ? '' : '  (inativo)'}`);
}

async function servir(db: Database): Promise<void> {
  const app = await buildApp({
    db,
    jwtSecret: process.env.JWT_SECRET || undefined,
    staticDir: process.env.STATIC_DIR ?? 'dist',
    // Plain HTTP on localhost outside production; COOKIE_SECURE overrides either way.
    cookieSecure: process.env.COOKIE_SECURE ? process.env.COOKIE_SECURE === 'true' : producao,
    trustProxy: process.env.TRUST_PROXY === 'true',
    logger: true,
  });
  let encerrando = false;
  const encerrar = async (sinal: string): Promise<void> => {
    // Ctrl-C reaches a cluster worker twice (terminal and primary): the first signal wins.
    if (encerrando) return;
    encerrando = true;
    app.log.info(`${sinal}: encerrando (requisições em curso terminam antes)`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void encerrar('SIGTERM'));
  process.on('SIGINT', () => void encerrar('SIGINT'));
  await app.listen({ port: porta, host });
}

/**
 * `npm start`: opens (creating and migrating) the database, loads the demo data on a first
 * start outside production, and serves the API and the built panel on one port.
 */
async function main(): Promise<void> {
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
