import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * A seeded database for a bench: `--db <file>` reuses one already seeded (seeding 1,000,000
 * orders takes minutes on a busy machine); otherwise seeds `pedidos` orders into `arquivo`.
 */
export function bancoSemeado(arquivo: string, pedidos: number, existente: string | undefined): string {
  if (existente) return existente;
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/seed.ts', '--orders', String(pedidos)], {
    env: { ...process.env, DATABASE_URL: `sqlite:${arquivo}`, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error('o seed falhou');
  console.log(seed.stdout.split('\n')[0]);
  return arquivo;
}

export const maquina = () => `${cpus().length} CPUs, ${cpus()[0]?.model ?? '?'}, Node ${process.version}, ${new Date().toISOString()}`;

export interface ServidorBench {
  url: string;
  /** The process that answers (with one process, the server itself). */
  pid: number;
  login(email: string): Promise<string>;
  parar(): Promise<void>;
}

/**
 * The real server in its own process(es) (bench/api-orders/servidor.ts): `banco` a SQLite file or a
 * DATABASE_URL, `processos` sharing the port as WEB_CONCURRENCY does.
 */
export async function iniciarServidor(banco: string, opcoes: { env?: Record<string, string>; processos?: number } = {}): Promise<ServidorBench> {
  const { env = {}, processos = 1 } = opcoes;
  const servidor = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../api-orders/servidor.ts'), banco, String(processos)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const [linha] = (await once(createInterface({ input: servidor.stdout }), 'line')) as [string];
  const { url } = JSON.parse(linha) as { url: string };
  return {
    url,
    pid: servidor.pid ?? 0,
    async login(email) {
      const r = await fetch(`${url}/v1/login_erp/logar`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-client-version': '1.0.1' },
        body: JSON.stringify({ email, senha: 'retaguarda' }),
      });
      if (r.status !== 200) throw new Error(`login de ${email}: ${r.status}`);
      return r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    },
    async parar() {
      servidor.kill('SIGTERM');
      if (servidor.exitCode === null && servidor.signalCode === null) await once(servidor, 'exit');
    },
  };
}
