import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/**
 * The server under test for the login storm: `servidor.ts <db> [raiz]`. `raiz` is a checkout of
 * the project (default this one), so the same bench can measure an older version of the server
 * (`git worktree add`) for a before/after figure. Real cost: OWASP scrypt. The storm's requests
 * come through "a proxy" on loopback naming a different client each time (a botnet), so the IP
 * limit does not stop them before the hash.
 */
const [arquivo, raiz = '.'] = process.argv.slice(2);
const importar = <T>(caminho: string): Promise<T> => import(pathToFileURL(join(resolve(raiz), caminho)).href) as Promise<T>;
const { buildApp } = await importar<{ buildApp: (o: Record<string, unknown>) => Promise<FastifyInstance> }>('server/app.ts');
const { openDatabase } = await importar<{ openDatabase: (url: string) => { close(): Promise<void> } }>('server/db/index.ts');
const db = openDatabase(`sqlite:${arquivo}`);
// An older server (without proxy-confiavel.ts) took trustProxy as a boolean; now a list of proxies.
const antigo = !existsSync(join(resolve(raiz), 'server/proxy-confiavel.ts'));
const app = await buildApp({ db, cookieSecure: false, logger: false, trustProxy: antigo ? true : ['loopback'] });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(JSON.stringify({ url }));
process.on('SIGTERM', () => process.exit(0));
// The bench holds our stdin: if it dies (killed, timed out), so do we.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
