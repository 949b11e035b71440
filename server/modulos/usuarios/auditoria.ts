/**
 * Every change to a user or a profile is written twice, in the change's own
 * transaction: to the record's history (historico_registros, as the resources' record pages read
 * it) and to the security log, with who, when and each field before → after.
 */
import type { Transaction } from 'kysely';
import type { AcaoHistorico } from '../recursos/historico';
import type { DB } from '../../db/schema';
import { registrarEventoSeguranca, type TipoEventoSeguranca } from '../sessao/seguranca/log';

export interface Alteracao {
  campo: string;
  rotulo: string;
  antes: string | null;
  depois: string | null;
}

export interface Mudanca {
  /** 'usuarios' or 'perfis': the history's resource name. */
  recurso: 'usuarios' | 'perfis';
  idRegistro: number;
  /** The user's e-mail or the profile's name, for the log's reader. */
  alvo: string;
  autor: { id: number; email: string };
  ip: string;
  em: number;
  acao: AcaoHistorico;
  evento: TipoEventoSeguranca;
  alteracoes: Alteracao[];
}

/** The change of one field, or nothing when it did not change. */
export function alteracao(campo: string, rotulo: string, antes: string | null, depois: string | null): Alteracao[] {
  return antes === depois ? [] : [{ campo, rotulo, antes, depois }];
}

/** Keys as the history shows them: one list, in the catalogue's order; none is "(nenhuma)". */
export const exibirChaves = (chaves: readonly string[]): string => (chaves.length > 0 ? chaves.join(', ') : '(nenhuma)');

export async function registrarMudanca(trx: Transaction<DB>, m: Mudanca): Promise<void> {
  if (m.alteracoes.length === 0) return;
  await trx
    .insertInto('historico_registros')
    .values({ recurso: m.recurso, id_registro: m.idRegistro, id_usuario: m.autor.id, em: m.em, acao: m.acao, alteracoes: JSON.stringify(m.alteracoes) })
    .execute();
  await registrarEventoSeguranca(trx, {
    tipo: m.evento,
    em: m.em,
    userId: m.autor.id,
    email: m.autor.email,
    ip: m.ip,
    detalhe: {
      [m.recurso === 'usuarios' ? 'id_usuario' : 'id_perfil']: m.idRegistro,
      alvo: m.alvo,
      alteracoes: JSON.stringify(m.alteracoes.map(({ campo, antes, depois }) => ({ campo, antes, depois }))),
    },
  });
}
