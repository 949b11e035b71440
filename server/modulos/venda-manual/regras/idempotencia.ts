/**
 * One charge per Idempotency-Key. The first request with a key claims it; a copy that
 * arrives while it runs waits for its answer and gets the same; a copy that arrives after gets the
 * stored answer; the key sent with another body is refused. A second charge of the same order
 * under another key, while one runs, is refused too (the unique index over the running claims).
 * A charge refused before reaching the acquirer (a bad body, an order that moved on) gives the
 * key back. A charge whose outcome is unknown (the acquirer's timeout) keeps the key and its body:
 * only the same request may run again, and the acquirer answers its transactions with their
 * first answers, so the retry charges once and records what was charged.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MENSAGENS_VENDA_MANUAL } from '@retaguarda/contrato/api/vendaManual';
import type { DB } from '../../../db/schema';
import { violouUnicidade } from '../../../db/erros';
import { ErroHttp } from '../../../http/erros';

/** A claim older than this belongs to a process that died mid-charge. */
const CLAIM_ABANDONADO_MS = 2 * 60_000;
/** How often a waiting copy looks again, when the claim is another process's. */
const INTERVALO_ESPERA_MS = 25;
/** A copy waits for another process's claim at most this many times (a minute), then is told to come back. */
const ESPERAS_MAXIMAS = 2400;
/** `codigo` of a claim whose charge timed out: the same body may run it again, no other. */
export const CODIGO_REPETIR = 504;

/** The outcome of a charge is unknown: the key is kept for the same request's retry. */
export class ResultadoIncerto extends Error {
  constructor(readonly causa: Error) {
    super(causa.message);
    this.name = 'ResultadoIncerto';
  }
}

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
  c: { idUsuario: number; chave: string; idPedido: number; hash: string; agora: () => Date },
  executar: () => Promise<T>,
  ler: (json: unknown) => T,
): Promise<T> {
  const local = `${c.idUsuario}:${c.chave}`;
  const daChave = () => db.updateTable('cobrancas_idempotencia').where('id_usuario', '=', c.idUsuario).where('chave', '=', c.chave);
  for (let espera = 0; ; espera++) {
    await db.deleteFrom('cobrancas_idempotencia').where('id_pedido', '=', c.idPedido).where('codigo', 'is', null).where('criado_em', '<', c.agora().getTime() - CLAIM_ABANDONADO_MS).execute();
    let minha = false;
    try {
      await db.insertInto('cobrancas_idempotencia').values({ id_usuario: c.idUsuario, chave: c.chave, id_pedido: c.idPedido, hash_corpo: c.hash, codigo: null, resposta: null, criado_em: c.agora().getTime() }).execute();
      minha = true;
    } catch (erro) {
      if (!violouUnicidade(erro)) throw erro;
      const existente = await lerClaim(db, c.idUsuario, c.chave);
      // the running claim that blocked us is another key's, on the same order
      if (!existente) throw new ErroHttp(409, MENSAGENS_VENDA_MANUAL.cobrancaEmCurso);
      if (existente.hash_corpo !== c.hash || existente.id_pedido !== c.idPedido) throw new ErroHttp(422, MENSAGENS_VENDA_MANUAL.idempotenciaReusada);
      if (existente.codigo === CODIGO_REPETIR) {
        // the retry of a timed-out charge: whoever turns the claim back to running runs it
        const r = await daChave().set({ codigo: null, criado_em: c.agora().getTime() }).where('codigo', '=', CODIGO_REPETIR).executeTakeFirst();
        minha = Number(r.numUpdatedRows) === 1;
      } else if (existente.codigo !== null && existente.resposta !== null) return ler(JSON.parse(existente.resposta));
      if (!minha) {
        if (espera >= ESPERAS_MAXIMAS) throw new ErroHttp(409, MENSAGENS_VENDA_MANUAL.cobrancaEmCurso);
        const rodando = emCurso.get(local);
        if (rodando) await rodando.catch(() => undefined);
        else await esperar(INTERVALO_ESPERA_MS);
        continue;
      }
    }
    const execucao = executar();
    emCurso.set(local, execucao);
    try {
      const texto = JSON.stringify(await execucao);
      await daChave().set({ codigo: 200, resposta: texto }).execute();
      // read back as every copy reads it: the first answer and the replays are the same bytes
      return ler(JSON.parse(texto));
    } catch (erro) {
      if (erro instanceof ResultadoIncerto) await daChave().set({ codigo: CODIGO_REPETIR }).execute();
      else await db.deleteFrom('cobrancas_idempotencia').where('id_usuario', '=', c.idUsuario).where('chave', '=', c.chave).execute();
      throw erro;
    } finally {
      emCurso.delete(local);
    }
  }
}
