import cluster from 'node:cluster';
import { buildApp } from '../../server/app';
import { emCluster } from '../../server/cluster';
import { ehPostgres, openDatabase } from '../../server/db';

/**
 * The server under test, in its own process(es) so the load generator does not share its event
 * loop: `servidor.ts <db> [workers] [conferirRespostas]`, `<db>` a SQLite file or a full postgres:// or
 * sqlite: URL (bench/lista-postgres runs the same server on both). Prints `{"url": ...}` once listening; exits on SIGTERM.
 */
const [arquivo, workers = '1', conferir = 'false'] = process.argv.slice(2);
if (!emCluster(Number(workers), (codigo) => process.exit(codigo))) {
  const alvo = arquivo ?? '';
  const db = openDatabase(ehPostgres(alvo) || alvo.startsWith('sqlite:') ? alvo : `sqlite:${alvo}`);
  const app = await buildApp({ db, cookieSecure: false, logger: false, conferirRespostas: conferir === 'true' });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  // In a cluster every worker shares the port; one announcement is enough.
  if (!cluster.isWorker || cluster.worker?.id === 1) console.log(JSON.stringify({ url }));
  process.on('SIGTERM', () => {
    void app.close().then(() => db.close()).then(() => process.exit(0));
  });
}
