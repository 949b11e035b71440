import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { ehPostgres, openDatabase } from '../../server/db';
import { DIRETORIO_MODULOS } from '../../server/modulos/carregar';

/**
 * The real server with its own worker, as `npm start` runs it (buildApp's `trabalhador`), and the
 * bench's no-op job declared beside the product's modules: `servidor.ts <db>`, `<db>` a SQLite file
 * or a postgres:// URL. Prints `{"url": ...}` once listening; exits on SIGTERM or when the bench
 * that holds its stdin goes away.
 */
const [alvo = ''] = process.argv.slice(2);
const db = openDatabase(ehPostgres(alvo) || alvo.startsWith('sqlite:') ? alvo : `sqlite:${alvo}`);
const app = await buildApp({
  db,
  cookieSecure: false,
  logger: false,
  modulos: [DIRETORIO_MODULOS, join(import.meta.dirname, 'modulos')],
  trabalhador: {},
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ url }));
const encerrar = (): void => {
  void app.close().then(() => db.close()).then(() => process.exit(0));
};
process.on('SIGTERM', encerrar);
process.stdin.on('end', encerrar);
process.stdin.resume();
