import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SequenciadorPorPeso } from './tests/sequenciador.ts';

const RAIZ = fileURLToPath(new URL('.', import.meta.url));

/**
 * Test files that replace a module (vi.mock, vi.doMock). Vitest forgets a file's module mocks only
 * when it isolates files, so in the projects whose files share a process these run apart, each in a
 * process of its own. Read from the files themselves; a helper (not a test file) that mocks would
 * reach every file importing it, so it stops the run instead.
 */
const SIMULA_MODULO = /\bvi\s*\.\s*(do)?[mM]ock\s*\(/;
function queSimulamModulos(pasta: string): string[] {
  const arquivos = readdirSync(join(RAIZ, pasta), { recursive: true, encoding: 'utf8' })
    .filter((arquivo) => /\.tsx?$/.test(arquivo))
    .map((arquivo) => `${pasta}/${arquivo.split('\\').join('/')}`)
    .filter((arquivo) => SIMULA_MODULO.test(readFileSync(join(RAIZ, arquivo), 'utf8')));
  const ajudantes = arquivos.filter((arquivo) => !/\.test\.tsx?$/.test(arquivo));
  if (ajudantes.length > 0) throw new Error(`vi.mock fora de um arquivo de teste (${ajudantes.join(', ')}): leve-o para os testes que o usam.`);
  return arquivos;
}
const QUE_SIMULAM_MODULOS = [...queSimulamModulos('tests/unit'), ...queSimulamModulos('tests/panel')];
const UNIDADE = ['tests/unit/**/*.test.ts'];
// tests/unit's .tsx files render components: they are the panel's (jsdom)
const UNIDADE_QUE_SIMULA_MODULOS = QUE_SIMULAM_MODULOS.filter((arquivo) => arquivo.startsWith('tests/unit/') && arquivo.endsWith('.test.ts'));
const PAINEL = ['tests/panel/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.tsx'];
const PAINEL_QUE_SIMULA_MODULOS = QUE_SIMULAM_MODULOS.filter((arquivo) => !UNIDADE_QUE_SIMULA_MODULOS.includes(arquivo));
const PAINEL_SETUP = ['tests/modulosPorArquivo.ts', 'tests/panel/setup.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    // Limits for a hang only, never for speed: a test that passes on an idle machine must pass on
    // a loaded one, where a migration test can take longer than Vitest's 5 s default.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // the longest files first, also on a clean clone (tests/sequenciador.ts)
    sequence: { sequencer: SequenciadorPorPeso },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: UNIDADE,
          exclude: UNIDADE_QUE_SIMULA_MODULOS,
          // One process for the files, each starting with the project's modules anew
          // (tests/modulosPorArquivo.ts), importing the packages once.
          isolate: false,
          setupFiles: ['tests/modulosPorArquivo.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The unit files that mock a module, each in a process of its own.
          name: 'unit-isolated',
          environment: 'node',
          include: UNIDADE_QUE_SIMULA_MODULOS,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // PostgreSQL's catalogue against SQLite's schema, the move of a SQLite file into
          // PostgreSQL and the seed on both compared: they run in server-pg.
          exclude: [
            'tests/server/esquema-postgres.test.ts',
            'tests/server/migrar-sqlite-para-postgres.test.ts',
            'tests/server/seed-postgres.test.ts',
            'tests/server/tarefas/copia-leitores.test.ts',
          ],
          // The default demo data seeded once; each test app opens a copy (tests/server/sqlite).
          globalSetup: ['tests/server/sqlite/globalSetup.ts'],
          // Each file gets a fresh database. The files share one process and one module graph
          // (isolate: false): each test app is built anew on its own database, so nothing a file
          // does reaches the next through a module, and importing the server once instead of per
          // file halves the project's time (docs/benchmarks.md, 'The test suite's time').
          pool: 'forks',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The same server tests on PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432; see
          // scripts/ensure-postgres.sh): every test app gets its own database, copied from a
          // model the globalSetup migrates and seeds once.
          name: 'server-pg',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // What only SQLite has: its files, pragmas, schema text and busy lock.
          exclude: [
            'tests/server/banco-e-seed.test.ts',
            'tests/server/migracoes.test.ts',
            'tests/server/lista-pedidos-banco-ocupado.test.ts',
            'tests/server/conta/senha.test.ts',
            'tests/server/migrar-sqlite-para-postgres-tabelas.test.ts',
            // SQLite's query plans (PostgreSQL plans by cost, and a small table's plan is not the point)
            'tests/server/alertas/indices.test.ts',
          ],
          globalSetup: ['tests/server/postgres/globalSetup.ts'],
          // one process and module graph for all files, as the server project
          pool: 'forks',
          isolate: false,
          // A test asking for other demo data than the model's has it seeded over the network
          // (COPY, then the indexes rebuilt; once per process, then copied): seconds on a loaded
          // machine. Limits only for a hang.
          hookTimeout: 120_000,
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'panel',
          environment: 'jsdom',
          include: PAINEL,
          exclude: PAINEL_QUE_SIMULA_MODULOS,
          // The files share one process and one jsdom (isolate: false). Each still starts with the
          // project's modules evaluated anew (tests/modulosPorArquivo.ts) and a clean document
          // (tests/panel/setup.ts); React, react-admin and MUI stay loaded. Not importing them and
          // not building a jsdom per file is most of the panel's time saved (docs/benchmarks.md,
          // 'The test suite's time').
          isolate: false,
          setupFiles: PAINEL_SETUP,
        },
      },
      {
        extends: true,
        test: {
          // The panel's files that mock a module, each in a process of its own.
          name: 'panel-isolated',
          environment: 'jsdom',
          include: PAINEL_QUE_SIMULA_MODULOS,
          setupFiles: PAINEL_SETUP,
        },
      },
      {
        extends: true,
        test: {
          // The journeys that write and search orders, again on a server over PostgreSQL: the
          // panel end to end on the second database in every run.
          name: 'e2e-pg',
          environment: 'node',
          include: [
            'tests/e2e/shell.spec.ts',
            'tests/e2e/pedidos.spec.ts',
            'tests/e2e/lista-busca-ordem.spec.ts',
            'tests/e2e/pedido-detalhe.spec.ts',
            'tests/e2e/nfce-jornada.spec.ts',
            'tests/e2e/inicio.spec.ts',
            'tests/e2e/cadastro-clientes.spec.ts',
            'tests/e2e/pedido-manual.spec.ts',
            'tests/e2e/compras-estoque.spec.ts',
          ],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          // as the e2e project: each worker imports Playwright once
          isolate: false,
          setupFiles: ['tests/modulosPorArquivo.ts'],
          maxWorkers: 2,
          // Projects with their own number of workers run as groups of their own, one after the other.
          sequence: { groupOrder: 2 },
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.spec.ts'],
          // A journey spends most of its time waiting on the page, so three files run at once, each
          // worker with a real server and a database of its own (tests/e2e/globalSetup.ts) and its
          // own Chromium.
          globalSetup: ['tests/e2e/globalSetup.ts'],
          // A worker runs its files one after the other in one process (each starting with the
          // project's modules anew, tests/modulosPorArquivo.ts), importing Playwright once and
          // launching Chromium once; each file's pages live in browser contexts of its own
          // (tests/e2e/browser.ts).
          isolate: false,
          setupFiles: ['tests/modulosPorArquivo.ts'],
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          // Limits that only end a journey that hangs (see ESPERA in tests/e2e/browser.ts).
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
