import type { Kysely } from 'kysely';
import type { EventoUsuario } from '@retaguarda/contrato/api/usuarios';
import type { DB } from '../../db/schema';
import { isoSP } from '../../http/iso-sp';
import type { Alteracao } from './auditoria';

/** A user's history (historico_registros, resource 'usuarios'), newest first, with who made each change. */
export async function historicoDoUsuario(db: Kysely<DB>, idUsuario: number): Promise<EventoUsuario[]> {
  const linhas = await db
    .selectFrom('historico_registros as h')
    .leftJoin('users as u', 'u.id', 'h.id_usuario')
    .select(['h.id', 'h.em', 'h.acao', 'h.alteracoes', 'h.id_usuario', 'u.nome'])
    .where('h.recurso', '=', 'usuarios')
    .where('h.id_registro', '=', idUsuario)
    .orderBy('h.em', 'desc')
    .orderBy('h.id', 'desc')
    .limit(200)
    .execute();
  return linhas.map((l) => ({
    id: l.id,
    data: isoSP(l.em),
    usuario: l.id_usuario !== null ? { id: l.id_usuario, nome: l.nome ?? '' } : null,
    acao: l.acao,
    alteracoes: JSON.parse(l.alteracoes) as Alteracao[],
  }));
}
