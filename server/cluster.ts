import cluster from 'node:cluster';

/**
 * Runs `trabalhador` in `quantidade` worker processes sharing one port (node:cluster), or in
 * this process when quantidade is 1. The server keeps no state in memory, so any worker can
 * answer any request; SQLite in WAL mode lets them read at the same time. Returns true in the
 * primary of a cluster (which only supervises), false where the server runs.
 */
export function emCluster(quantidade: number, aoSair: (codigo: number) => void): boolean {
  if (quantidade <= 1 || !cluster.isPrimary) return false;
  let vivos = quantidade;
  let encerrando = false;
  for (let i = 0; i < quantidade; i++) cluster.fork();
  cluster.on('exit', (_w, codigo) => {
    vivos--;
    // A worker that dies outside a shutdown takes the service down with it, loudly.
    if (!encerrando) {
      encerrando = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    }
    if (vivos === 0) aoSair(codigo ?? 1);
  });
  const parar = () => {
    encerrando = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', parar);
  process.on('SIGINT', parar);
  return true;
}
