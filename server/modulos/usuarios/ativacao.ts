/**
 * Activating or inactivating a user inside the caller's transaction, with its guards: the users
 * register's switch and the access review's revocation both come here, so a revoked access ends
 * exactly as an inactivated one does.
 */
import { sql, type Transaction } from 'kysely';
import { MENSAGENS_USUARIOS, type UsuarioDaLista } from '@retaguarda/contrato/api/usuarios';
import { dialetoDe } from '../../db/dialeto';
import type { DB } from '../../db/schema';
import { ErroHttp } from '../../http/erros';
import { revogarOutrasFamilias } from '../sessao/consultas/sessoes';
import { alteracao, registrarMudanca } from './auditoria';
import { gestoresAtivos, type Escopo } from './consultas';

export interface MudancaDeAtivo {
  usuario: Pick<UsuarioDaLista, 'id' | 'email' | 'ativo'>;
  ativo: boolean;
  escopo: Escopo;
  autor: { id: number; email: string };
  ip: string;
}

/**
 * Called inside a change's transaction, after it: rolls it back when nobody could manage the group
 * any more. On PostgreSQL the group's row is locked first, so two changes that each take one of the
 * last two managers away (A revokes B while B revokes A) count one after the other: the second
 * sees the first's commit and is refused. SQLite has a single writer already.
 */
export async function exigirGestor(trx: Transaction<DB>, escopo: Escopo): Promise<void> {
  if (dialetoDe(trx).travaLinhas) await sql`SELECT id FROM seller_groups WHERE id = ${escopo.idGrupo} FOR UPDATE`.execute(trx);
  if ((await gestoresAtivos(trx, escopo.idGrupo)).length === 0) throw new ErroHttp(409, MENSAGENS_USUARIOS.ultimoGestor);
}

/** Throws 409 (nothing written) when the author would inactivate themselves or the group's last manager. */
export async function mudarAtivo(trx: Transaction<DB>, m: MudancaDeAtivo): Promise<void> {
  const { usuario, ativo, escopo } = m;
  if (!ativo && usuario.id === m.autor.id) throw new ErroHttp(409, MENSAGENS_USUARIOS.proprioInativo);
  await trx.updateTable('users').set({ ativo: ativo ? 1 : 0, atualizado_em: escopo.agora }).where('id', '=', usuario.id).execute();
  // every session ends now: the guard finds no live family on the next call (401)
  if (!ativo) await revogarOutrasFamilias(trx, usuario.id, null, escopo.agora);
  await exigirGestor(trx, escopo);
  await registrarMudanca(trx, {
    recurso: 'usuarios', idRegistro: usuario.id, alvo: usuario.email, autor: m.autor, ip: m.ip, em: escopo.agora,
    acao: ativo ? 'reativacao' : 'inativacao', evento: ativo ? 'usuario_ativado' : 'usuario_inativado',
    alteracoes: alteracao('ativo', 'Ativo', usuario.ativo ? 'Sim' : 'Não', ativo ? 'Sim' : 'Não'),
  });
}
