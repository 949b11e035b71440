import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { removerAoSair } from './servidores';

const VITE = resolve('node_modules/.bin/vite');

/**
 * `vite build` in a child process (bounded), with its output kept for the error message only.
 * `config` is a Vite config file (none: the repo's vite.config.ts); `outDir` overrides its output;
 * `extras` are more flags for vite build.
 */
export function viteBuild(config?: string, outDir?: string, limiteMs = 10 * 60_000, extras: string[] = []): Promise<{ ms: number }> {
  const inicio = performance.now();
  const args = ['build', ...(config ? ['-c', config] : []), ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : []), ...extras];
  return new Promise((ok, falha) => {
    const filho = spawn(VITE, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1', FORCE_COLOR: '0' } });
    let saida = '';
    filho.stdout.on('data', (d: Buffer) => (saida += d.toString()));
    filho.stderr.on('data', (d: Buffer) => (saida += d.toString()));
    const timer = setTimeout(() => filho.kill('SIGTERM'), limiteMs);
    filho.on('error', (e) => {
      clearTimeout(timer);
      falha(e);
    });
    filho.on('exit', (codigo, sinal) => {
      clearTimeout(timer);
      if (codigo === 0) ok({ ms: performance.now() - inicio });
      else falha(new Error(`vite ${args.join(' ')} falhou (${sinal ?? codigo}):\n${saida.trim().split('\n').slice(-25).join('\n')}`));
    });
  });
}

/**
 * The panel built exactly as `vite build` does, but into a directory of this run only: other
 * sessions rebuild dist/ at any time (the e2e tests do), and a rebuild in the middle of a
 * measurement would serve a page whose chunks no longer exist. `remover` deletes it.
 * `extras`: more flags for vite build (e.g. `--sourcemap hidden`).
 */
export async function construirPainel(extras: string[] = []): Promise<{ dir: string; ms: number; remover(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'retaguarda-painel-'));
  const remover = removerAoSair(dir);
  try {
    const { ms } = await viteBuild(undefined, dir, undefined, extras);
    return { dir, ms, remover };
  } catch (erro) {
    remover();
    throw erro;
  }
}
