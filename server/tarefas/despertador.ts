import type { PoolClient } from 'pg';
import type { Banco } from '../db';
import { CANAL_EVENTOS } from '../eventos/emitir';
import { CANAL_TAREFAS } from './enfileirar';

/**
 * What wakes an idle worker before its next poll: on PostgreSQL a LISTEN connection (the enqueuing
 * and emitting transactions NOTIFY at commit); on SQLite nothing, the worker polls a cheap index
 * (its instances share one machine). The notification carries no data: the rows are read from the
 * tables, so a lost notification costs one poll interval, never a job.
 */
export interface Despertador {
  /** Calls `acordar` on every notification until fechar(). */
  ouvir(acordar: () => void): Promise<void>;
  fechar(): Promise<void>;
}

export function despertadorDo(banco: Banco, aoFalhar: (erro: unknown) => void): Despertador {
  if (banco.tipo !== 'postgres') return { ouvir: async () => {}, fechar: async () => {} };
  let cliente: PoolClient | null = null;
  let fechado = false;
  return {
    async ouvir(acordar) {
      if (fechado) return;
      const c = await banco.pool.connect();
      c.on('notification', () => acordar());
      // a dropped connection is not fatal: the worker keeps polling; the next start listens again
      c.on('error', (erro) => {
        aoFalhar(erro);
        if (cliente === c) cliente = null;
        c.release(true);
      });
      await c.query(`LISTEN ${CANAL_TAREFAS}`);
      await c.query(`LISTEN ${CANAL_EVENTOS}`);
      // closed while connecting: give the connection back rather than hold it past the pool's end
      if (fechado) {
        c.release(true);
        return;
      }
      cliente = c;
    },
    async fechar() {
      fechado = true;
      const c = cliente;
      cliente = null;
      if (!c) return;
      try {
        await c.query('UNLISTEN *');
        c.release();
      } catch {
        c.release(true);
      }
    },
  };
}
