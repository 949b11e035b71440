/**
 * One charge per Idempotency-Key (issue 18). The first request with a key claims it; a copy that
 * arrives while it runs waits for its answer and gets the same; a copy that arrives after gets the
 * stored answer; the key sent with another body is refused. A second charge of the same order
 * under another key, while one runs, is refused too (the unique index over the running claims).
 * A charge that ends before reaching the acquirer (a refused body) or without knowing its outcome
 * (the acquirer's timeout) gives the key back, so the retry runs again, and the acquirer answers
 * the same transaction with its first answer.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MENSAGENS_VENDA_MANUAL } from '@retaguarda/contrato/api/venda-manual';
import type { DB } from '../../../db/schema';
import { violouUnicidade } from '../../../db/erros';
import { ErroHttp } from '../../../http/erros';

/** A claim older than this belongs to a process that died mid-charge. */
const CLAIM_ABANDONADO_MS = 2 * 60_000;
/** How often a waiting copy looks again, when the claim is another process's. */
const INTERVALO_ESPERA_MS = 25;

/** This process's running charges: a copy waits on the promise instead of polling. */
const emCurso = new Map<string, Promise<unknown>>();

export const hashDoCorpo = (corpo: unknown): string => createHash('sha256').update(JSON.stringify(corpo)).digest('hex');

const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function lerClaim(db: Kysely<DB>, idUsuario: number, chave: string) {
  return db.selectFrom('cobrancas_idempotencia').selectAll().where('id_usuario', '=', idUsuario).where('chave', '=', chave).executeTakeFirst();
}

/**
 * Runs `executar` once for (user, key): its answer is kept and given to every copy (read back
 * through `ler`, the answer's schema). `executar` throwing gives the key back and the error to
 * this caller.
 */
export async function umaVez<T>(
  db: Kysely<DB>,
  c: { idUsuario: number; chave: string; idPedido: number; hash: string; agora: Date },
  executar: () => Promise<T>,
  ler: (json: unknown) => T,
): Promise<T> {
  const local = `${c.idUsuario}:${c.chave}`;
  for (;;) {
    await db.deleteFrom('cobrancas_idempotencia').where('id_pedido', '=', c.idPedido).where('codigo', 'is', null).where('criado_em', '<', c.agora.getTime() - CLAIM_ABANDONADO_MS).execute();
    try {
      await db.insertInto('cobrancas_idempotencia').values({ id_usuario: c.idUsuario, chave: c.chave, id_pedido: c.idPedido, hash_corpo: c.hash, codigo: null, resposta: null, criado_em: c.agora.getTime() }).execute();
    } catch (erro) {
      if (!violouUnicidade(erro)) throw erro;
      const existente = await lerClaim(db, c.idUsuario, c.chave);
      // the running claim that blocked us is another key's, on the same order
      if (!existente) throw new ErroHttp(409, MENSAGENS_VENDA_MANUAL.cobrancaEmCurso);
      if (existente.hash_corpo !== c.hash || existente.id_pedido !== c.idPedido) throw new ErroHttp(422, MENSAGENS_VENDA_MANUAL.idempotenciaReusada);
      if (existente.codigo !== null && existente.resposta !== null) return ler(JSON.parse(existente.resposta));
      const rodando = emCurso.get(local);
      if (rodando) await rodando.catch(() => undefined);
      else await esperar(INTERVALO_ESPERA_MS);
      continue;
    }
    const execucao = executar();
    emCurso.set(local, execucao);
    try {
      const resposta = await execucao;
      await db
        .updateTable('cobrancas_idempotencia')
        .set({ codigo: 200, resposta: JSON.stringify(resposta) })
        .where('id_usuario', '=', c.idUsuario)
        .where('chave', '=', c.chave)
        .execute();
      return resposta;
    } catch (erro) {
      await db.deleteFrom('cobrancas_idempotencia').where('id_usuario', '=', c.idUsuario).where('chave', '=', c.chave).execute();
      throw erro;
    } finally {
      emCurso.delete(local);
    }
  }
}
