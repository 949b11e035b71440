import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * `npm run bench`: runs every bench/<name>/index.ts in turn, each in its own process, passing
 * along any extra arguments (e.g. `npm run bench -- --orders 100000`). Benchmarks print
 * figures; they never pass or fail on time, so a failing one is reported and the rest still run.
 */
const raiz = resolve('bench');
const nomes = readdirSync(raiz, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(raiz, d.name, 'index.ts')))
  .map((d) => d.name)
  .sort();
const falhas: string[] = [];
for (const nome of nomes) {
  console.log(`\n=== bench/${nome} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(raiz, nome, 'index.ts'), ...process.argv.slice(2)], { stdio: 'inherit' });
  if (r.status !== 0) falhas.push(nome);
}
if (falhas.length > 0) {
  console.error(`\nFalharam: ${falhas.join(', ')}`);
  process.exit(1);
}
