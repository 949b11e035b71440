import type { Kysely } from 'kysely';
import { revogarOutrasFamilias } from '../consultas/sessoes';
import { chavesEfetivas } from '../consultas/usuarios';
import type { DB } from '../../../db/schema';
import type { Correio } from '../../../mail';
import { emailDefinirSenha } from './mensagens-email';
import { comTabelasConta } from './schema';
import { emitirTokenRedefinicao } from './tokens-redefinicao';
import { transacao } from '../../../db/transacao';

/**
 * Stored instead of a hash for a user who has not chosen a password yet: verificarSenha accepts
 * only `scrypt$…`, so nothing signs in with it.
 */
export const SENHA_NAO_DEFINIDA = '!definir';

export type ResultadoAtivacao =
  | {
      ok: true;
      userId: number;
      email: string;
      nome: string;
      criado: boolean;
      jaEstavaAtivo: boolean;
      semPermissoes: boolean;
      /** The token of the e-mailed "definir senha" link, when the person has a password to choose. */
      tokenDefinirSenha: string | null;
    }
  | { ok: false; motivo: string };

export interface OpcoesAtivacao {
  /** The seller for a request whose CNPJ matched none. */
  idSeller?: number;
  agora: number;
}

/**
 * Activates access for this e-mail (until the users register exists, an operator's command).
 * A confirmed request becomes an active user with no usable password and no keys, in the seller
 * its CNPJ matches or the one given; the person then sets a password from the link
 * (`tokenDefinirSenha`). A user made inactive by a request older than e-mail verification carries a password
 * chosen by whoever asked, maybe not the owner: it is discarded the same way. Re-activating any
 * other deactivated user keeps their password.
 */
export async function ativarUsuario(db: Kysely<DB>, emailInformado: string, o: OpcoesAtivacao): Promise<ResultadoAtivacao> {
  const email = emailInformado.trim().toLowerCase();
  return transacao(db, async (trx): Promise<ResultadoAtivacao> => {
    const conta = comTabelasConta(trx);
    const usuario = await trx
      .selectFrom('users as u')
      .leftJoin('perfis as p', 'p.id', 'u.id_perfil')
      .select(['u.id', 'u.nome', 'u.ativo', 'u.permissions', 'p.chaves as chaves_perfil'])
      .where('u.email', '=', email)
      .executeTakeFirst();
    if (usuario) {
      const pedidoAntigo = await conta
        .selectFrom('access_requests')
        .select('id')
        .where('user_id', '=', usuario.id)
        .where('resolvido_em', 'is', null)
        .executeTakeFirst();
      const senhaDeTerceiro = pedidoAntigo !== undefined && usuario.ativo === 0;
      await trx
        .updateTable('users')
        .set({ ativo: 1, atualizado_em: o.agora, ...(senhaDeTerceiro ? { senha_hash: SENHA_NAO_DEFINIDA } : {}) })
        .where('id', '=', usuario.id)
        .execute();
      await conta.updateTable('access_requests').set({ resolvido_em: o.agora }).where('user_id', '=', usuario.id).where('resolvido_em', 'is', null).execute();
      if (senhaDeTerceiro) await revogarOutrasFamilias(trx, usuario.id, null, o.agora);
      const tokenDefinirSenha = senhaDeTerceiro ? await emitirTokenRedefinicao(trx, usuario.id, o.agora, 'definir') : null;
      return {
        ok: true,
        userId: usuario.id,
        email,
        nome: usuario.nome,
        criado: false,
        jaEstavaAtivo: usuario.ativo === 1,
        // the profile's keys count too: a user with a profile and no extras has keys
        semPermissoes: chavesEfetivas(usuario.chaves_perfil, usuario.permissions).length === 0,
        tokenDefinirSenha,
      };
    }
    const pedido = await conta
      .selectFrom('access_requests')
      .selectAll()
      .where('email', '=', email)
      .where('user_id', 'is', null)
      .where('resolvido_em', 'is', null)
      .orderBy('verificado_em', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!pedido) return { ok: false, motivo: `Nenhum usuário nem pedido de acesso com o e-mail ${email}.` };
    if (pedido.verificado_em === null) {
      return { ok: false, motivo: `O pedido de ${email} ainda não teve o e-mail confirmado: só um pedido confirmado pelo dono do e-mail pode ser ativado.` };
    }
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
      .values({ email, nome: pedido.nome, senha_hash: SENHA_NAO_DEFINIDA, ativo: 1, permissions: '[]', id_seller: idSeller, criado_em: o.agora, atualizado_em: o.agora })
      .returning('id')
      .executeTakeFirstOrThrow();
    await conta
      .updateTable('access_requests')
      .set({ user_id: criado.id, id_seller: idSeller, senha_hash: null, resolvido_em: o.agora })
      .where('id', '=', pedido.id)
      .execute();
    const tokenDefinirSenha = await emitirTokenRedefinicao(trx, criado.id, o.agora, 'definir');
    return { ok: true, userId: criado.id, email, nome: pedido.nome, criado: true, jaEstavaAtivo: false, semPermissoes: true, tokenDefinirSenha };
  });
}

/** The page a "definir senha" or reset link opens. */
export function linkDeSenha(origem: string, token: string): string {
  return `${origem}/auth/reset-password?token=${token}`;
}

/**
 * Activates, then e-mails the person the link to set their password (waiting for the send, so a
 * command-line operator hears of a failure).
 */
export async function ativarEConvidar(
  db: Kysely<DB>,
  email: string,
  o: OpcoesAtivacao & { correio: Correio; origem: string },
): Promise<ResultadoAtivacao> {
  const r = await ativarUsuario(db, email, o);
  if (r.ok && r.tokenDefinirSenha) await o.correio.enviarEmail(emailDefinirSenha(r.email, r.nome, linkDeSenha(o.origem, r.tokenDefinirSenha)));
  return r;
}
