import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of other processes, in milliseconds, from Linux's scheduler statistics: the first
 * field of /proc/<pid>/task/<tid>/schedstat is the nanoseconds that thread ran, so every thread
 * of the process (the event loop, libuv's pool, the collector's helpers) counts, at nanosecond
 * resolution where /proc/<pid>/stat counts in 10 ms ticks, too coarse for one request.
 * A process gone between two readings reads as 0: its share is lost, never invented.
 */
export function cpuMsDe(pids: readonly number[]): number {
  let ns = 0;
  for (const pid of pids) {
    let tarefas: string[];
    try {
      tarefas = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tarefas) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // the thread ended between the listing and the reading
      }
    }
  }
  return ns / 1e6;
}

/** Whether this machine exposes the scheduler statistics (Linux with schedstats). */
export function temSchedstat(): boolean {
  try {
    readFileSync(`/proc/${process.pid}/schedstat`, 'utf8');
    return true;
  } catch {
    return false;
  }
}

/**
 * The PostgreSQL backends serving database `nome` on this machine: the server sets each
 * backend's title to `postgres: <cluster>: <user> <database> <client> <state>`, so the
 * database's name between spaces finds them. A server elsewhere has none here: its CPU is
 * then not counted, and the report says so.
 */
export function backendsDoBanco(nome: string): number[] {
  const achados: number[] = [];
  for (const entrada of readdirSync('/proc')) {
    if (!/^\d+$/.test(entrada)) continue;
    try {
      const titulo = readFileSync(`/proc/${entrada}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (titulo.startsWith('postgres: ') && titulo.includes(` ${nome} `)) achados.push(Number(entrada));
    } catch {
      // a process that ended while listing
    }
  }
  return achados;
}
