/**
 * Turns a rule's conditions into alerts for one group, in one transaction: a condition without an
 * unresolved alert opens one (the partial unique index refuses a second, should two evaluations
 * overlap); an unresolved alert whose condition is gone closes itself, with its history line. Each
 * opening and closing writes its event; a critical alert of a rule that e-mails enqueues its
 * e-mail, keyed by the alert, so it is sent once.
 */
import { sql, type Kysely } from 'kysely';
import type { RegraDoGrupo } from '@retaguarda/contrato/api/alertas';
import { EVENTOS_ALERTAS } from '@retaguarda/contrato/eventos/alertas';
import type { DB } from '../../../db/schema';
import { transacao } from '../../../db/transacao';
import { emitirEvento } from '../../../eventos/emitir';
import { enfileirar } from '../../../tarefas/enfileirar';
import { registrar } from '../consultas/historico';
import { ENVIAR_EMAIL } from '../email';
import type { Resultado } from './tipos';

export interface Movimento {
  abertos: number;
  fechados: number;
}

export const FECHADO_CONDICAO = 'Fechado automaticamente: a condição deixou de existir.';
export const FECHADO_REGRA_DESATIVADA = 'Fechado automaticamente: a regra foi desativada.';

export async function reconciliar(db: Kysely<DB>, idGrupo: number, regra: RegraDoGrupo, resultado: Resultado, agora: number, motivo = FECHADO_CONDICAO): Promise<Movimento> {
  return transacao(db, async (trx) => {
    const pendentes = await trx
      .selectFrom('alertas')
      .select(['id', 'chave'])
      .where('id_grupo', '=', idGrupo)
      .where('regra', '=', regra.regra)
      .where('estado', '<>', 'resolvido')
      .execute();
    const existentes = new Set(pendentes.map((p) => p.chave));
    const vigentes = new Set(resultado.condicoes.map((c) => c.chave));
    let abertos = 0;
    for (const c of resultado.condicoes) {
      if (existentes.has(c.chave)) continue;
      const novo = await trx
        .insertInto('alertas')
        .values({ id_grupo: idGrupo, regra: regra.regra, chave: c.chave, severidade: regra.severidade, titulo: c.titulo, detalhe: c.detalhe, link: JSON.stringify(c.link), estado: 'aberto', aberto_em: agora, version: 1 })
        // the index's predicate written out: PostgreSQL infers the partial unique index from it
        .onConflict((oc) => oc.columns(['id_grupo', 'regra', 'chave']).where(sql<boolean>`estado <> 'resolvido'`).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!novo) continue;
      abertos++;
      await registrar(trx, { idAlerta: novo.id, acao: 'aberto', descricao: `Aberto pela regra: ${c.detalhe}`, idUsuario: null, em: agora });
      await emitirEvento(trx, EVENTOS_ALERTAS['alerta.aberto'], { id_alerta: novo.id, regra: regra.regra, severidade: regra.severidade }, { idGrupo, em: agora });
      if (regra.severidade === 'critica' && regra.email) await enfileirar(trx, ENVIAR_EMAIL, { id_alerta: novo.id }, { chave: `alerta:${novo.id}`, idGrupo, agora });
    }
    let fechados = 0;
    if (resultado.completo) {
      for (const p of pendentes) {
        if (vigentes.has(p.chave)) continue;
        const r = await trx
          .updateTable('alertas')
          .set((eb) => ({ estado: 'resolvido', fechado_em: agora, adiado_ate: null, version: eb('version', '+', 1) }))
          .where('id', '=', p.id)
          .where('estado', '<>', 'resolvido')
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) continue;
        fechados++;
        await registrar(trx, { idAlerta: p.id, acao: 'fechado_automaticamente', descricao: motivo, idUsuario: null, em: agora });
        await emitirEvento(trx, EVENTOS_ALERTAS['alerta.fechado'], { id_alerta: p.id, regra: regra.regra, automatico: true }, { idGrupo, em: agora });
      }
    }
    return { abertos, fechados };
  });
}
