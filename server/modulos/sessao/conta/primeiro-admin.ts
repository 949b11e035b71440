import type { Kysely } from 'kysely';
import { z } from 'zod/mini';
import { ALL_PERMISSION_KEYS } from '@retaguarda/contrato/api/permissions';
import { LoginBody } from '@retaguarda/contrato/api/sessao';
import { zCnpj } from '@retaguarda/contrato/br/zod';
import type { DB } from '../../../db/schema';
import { isSiglaUf } from '../../pedidos/nfce/ufs';
import { SENHA_NAO_DEFINIDA } from './ativacao';
import { emitirTokenRedefinicao } from './tokens-redefinicao';
import { transacao } from '../../../db/transacao';

export const DadosPrimeiroAdmin = z.object({
  email: LoginBody.shape.email,
  nome: z.string({ error: 'Informe --nome' }).check(z.trim(), z.minLength(1, { error: 'Informe --nome' }), z.maxLength(120)),
  loja: z.string({ error: 'Informe --loja' }).check(z.trim(), z.minLength(1, { error: 'Informe --loja' }), z.maxLength(120)),
  cnpj: zCnpj,
  uf: z.string({ error: 'Informe --uf' }).check(z.trim(), z.toUpperCase(), z.refine(isSiglaUf, { error: '--uf deve ser a sigla de um estado (SP, RJ, …)' })),
});
export type DadosPrimeiroAdmin = z.infer<typeof DadosPrimeiroAdmin>;

export type ResultadoPrimeiroAdmin =
  | { ok: true; userId: number; idSeller: number; lojaCriada: boolean; tokenDefinirSenha: string }
  | { ok: false; motivo: string };

/**
 * An administrator with every key, in the store of that CNPJ (created, in a group of its own,
 * when no store has it), with no usable password: the person sets one from the e-mailed link.
 * How an empty production database gets its first user (no demo data there).
 */
export async function criarPrimeiroAdmin(db: Kysely<DB>, d: DadosPrimeiroAdmin, agora: number): Promise<ResultadoPrimeiroAdmin> {
  const email = d.email.toLowerCase();
  return transacao(db, async (trx): Promise<ResultadoPrimeiroAdmin> => {
    if (await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) {
      return { ok: false, motivo: `Já existe um usuário com o e-mail ${email}.` };
    }
    let seller = await trx.selectFrom('sellers').select('id').where('cnpj', '=', d.cnpj).executeTakeFirst();
    const lojaCriada = !seller;
    if (!seller) {
      const grupo = await trx.insertInto('seller_groups').values({ nome: d.loja }).returning('id').executeTakeFirstOrThrow();
      seller = await trx
        .insertInto('sellers')
        .values({ id_grupo: grupo.id, nome: d.loja, tipo: 'loja', cnpj: d.cnpj, uf: d.uf, nfce_serie: 1, complemento: null, telefone: null })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    const usuario = await trx
      .insertInto('users')
      .values({ email, nome: d.nome, senha_hash: SENHA_NAO_DEFINIDA, ativo: 1, permissions: JSON.stringify(ALL_PERMISSION_KEYS), id_seller: seller.id, criado_em: agora, atualizado_em: agora })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tokenDefinirSenha = await emitirTokenRedefinicao(trx, usuario.id, agora, 'definir');
    return { ok: true, userId: usuario.id, idSeller: seller.id, lojaCriada, tokenDefinirSenha };
  });
}
