import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { comTabelasConta } from './schema';

export type ResultadoAtivacao =
  | { ok: true; userId: number; criado: boolean; jaEstavaAtivo: boolean; semPermissoes: boolean }
  | { ok: false; motivo: string };

export interface OpcoesAtivacao {
  /** The seller for a request whose CNPJ matched none. */
  idSeller?: number;
  agora: number;
}

/**
 * Activates the user with this e-mail (until the users register exists, an operator's command).
 * A request whose CNPJ matched no seller has no user yet: it is created here, in the seller its
 * CNPJ now matches or the one given, with the password chosen on the request.
 */
export async function ativarUsuario(db: Kysely<DB>, emailInformado: string, o: OpcoesAtivacao): Promise<ResultadoAtivacao> {
  const email = emailInformado.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const contaTrx = comTabelasConta(trx);
    const usuario = await trx.selectFrom('users').select(['id', 'ativo', 'permissions']).where('email', '=', email).executeTakeFirst();
    if (usuario) {
      await trx.updateTable('users').set({ ativo: 1, atualizado_em: o.agora }).where('id', '=', usuario.id).execute();
      await contaTrx.updateTable('access_requests').set({ resolvido_em: o.agora }).where('user_id', '=', usuario.id).where('resolvido_em', 'is', null).execute();
      return { ok: true, userId: usuario.id, criado: false, jaEstavaAtivo: usuario.ativo === 1, semPermissoes: usuario.permissions === '[]' };
    }
    const pedido = await contaTrx
      .selectFrom('access_requests')
      .selectAll()
      .where('email', '=', email)
      .where('user_id', 'is', null)
      .where('resolvido_em', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!pedido || pedido.senha_hash === null) return { ok: false, motivo: `Nenhum usuário nem pedido de acesso com o e-mail ${email}.` };
    const porCnpj = await trx.selectFrom('sellers').select('id').where('cnpj', '=', pedido.cnpj).executeTakeFirst();
    const idSeller = o.idSeller ?? porCnpj?.id;
    if (idSeller === undefined) {
      return { ok: false, motivo: `O pedido de ${email} informou o CNPJ ${pedido.cnpj}, de nenhuma loja cadastrada. Indique a loja com --seller <id>.` };
    }
    if (!(await trx.selectFrom('sellers').select('id').where('id', '=', idSeller).executeTakeFirst())) {
      return { ok: false, motivo: `Loja ${idSeller} não existe.` };
    }
    const criado = await trx
      .insertInto('users')
      .values({ email, nome: pedido.nome, senha_hash: pedido.senha_hash, ativo: 1, permissions: '[]', id_seller: idSeller, criado_em: o.agora, atualizado_em: o.agora })
      .returning('id')
      .executeTakeFirstOrThrow();
    await contaTrx
      .updateTable('access_requests')
      .set({ user_id: criado.id, id_seller: idSeller, senha_hash: null, resolvido_em: o.agora })
      .where('id', '=', pedido.id)
      .execute();
    return { ok: true, userId: criado.id, criado: true, jaEstavaAtivo: false, semPermissoes: true };
  });
}
