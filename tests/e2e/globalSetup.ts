import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { migrate, openDatabase, seedDemo } from '../../server/db';
import { criarCorreio } from '../../server/mail';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the server writes account e-mails (.eml): journeys read reset links from it. */
    outboxDir: string;
  }
}

/**
 * Starts the real reference server on a fresh seeded database, serving the built panel, on a
 * loopback port the journeys share.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const staticDir = resolve('dist');
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error('dist/ não existe: rode `npm run build` antes dos testes de navegador (npm run test:e2e já faz isso).');
  }
  const dir = mkdtempSync(join(tmpdir(), 'retaguarda-e2e-'));
  const db = openDatabase(`sqlite:${join(dir, 'e2e.db')}`);
  await migrate(db);
  await seedDemo(db, { orders: 3000 });
  const outboxDir = join(dir, 'outbox');
  const correio = criarCorreio({ outboxDir, log: { info() {}, error: (obj, msg) => console.error(msg, obj) } });
  const app = await buildApp({ db, staticDir, cookieSecure: false, logger: false, correio, producao: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  project.provide('baseURL', address);
  project.provide('outboxDir', outboxDir);
  return async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
