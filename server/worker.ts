import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { migrate, openDatabase } from './db';
import { formatoDoLog } from './http/registro';
import { trabalhadorDoAmbiente } from './tarefas/ambiente';

/**
 * `npm run worker`: runs the declared jobs without serving HTTP, for a seller who scales the jobs
 * out of the API's processes (then TAREFAS_NO_SERVIDOR=0 on those). Same database, same
 * declarations; any number of these may run. SIGTERM stops claiming, lets running jobs finish
 * within TAREFAS_ENCERRAMENTO_S and releases the rest.
 */
async function main(): Promise<void> {
  const config = trabalhadorDoAmbiente(process.env, true);
  const db = openDatabase(process.env.DATABASE_URL);
  const processo: { app: FastifyInstance | null } = { app: null };
  let encerrando = false;
  // Listened for before the start: a signal during it still ends the process cleanly once started.
  let iniciado: Promise<unknown> = Promise.resolve();
  const encerrar = async (sinal: string): Promise<void> => {
    if (encerrando) return;
    encerrando = true;
    await iniciado.catch(() => undefined);
    processo.app?.log.info(`${sinal}: encerrando o trabalhador (tarefas em curso terminam ou voltam à fila)`);
    await processo.app?.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void encerrar('SIGTERM'));
  process.on('SIGINT', () => void encerrar('SIGINT'));
  iniciado = (async () => {
    await migrate(db);
    processo.app = await buildApp({ db, logger: true, formatoLog: formatoDoLog(), trabalhador: config });
  })();
  await iniciado;
  if (!encerrando) processo.app?.log.info('trabalhador de tarefas em execução');
}

main().catch((erro: unknown) => {
  console.error(erro instanceof Error ? erro.message : erro);
  process.exit(1);
});
