/**
 * Each store's stock settings: whether it sells without stock (movimentar reads it on every
 * outflow of the shelf). Confined to the user's group, like every stock change: another group's
 * store answers as one that does not exist. A change is written to the security log in the same
 * transaction, because letting stock go below zero changes what staff can do to it.
 */
import type { Kysely } from 'kysely';
import { MENSAGENS_ESTOQUE } from '@retaguarda/contrato/api/estoque';
import { MENSAGENS_CONFIGURACAO_ESTOQUE, type ConfiguracaoEstoqueLoja, type ConfiguracaoEstoqueLojaBody } from '@retaguarda/contrato/api/estoqueLojas';
import type { DB } from '../../../db/schema';
import { transacao } from '../../../db/transacao';
import { ErroHttp } from '../../../http/erros';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import { registrarEventoSeguranca } from '../../sessao/seguranca/log';

type Db = Kysely<DB>;

/** GET /v2/estoque/lojas/configuracao: the group's stores by name. */
export async function listarConfiguracoes(db: Db, u: UsuarioSessao): Promise<ConfiguracaoEstoqueLoja[]> {
  if (u.id_sellers_mesmo_grupo.length === 0) return [];
  const lojas = await db
    .selectFrom('sellers')
    .select(['id', 'nome', 'estoque_negativo'])
    .where('id_grupo', '=', u.id_grupo)
    .where('id', 'in', u.id_sellers_mesmo_grupo)
    .orderBy('nome')
    .orderBy('id')
    .execute();
  return lojas.map((l) => ({ id_seller: l.id, loja: l.nome, estoque_negativo: l.estoque_negativo === 1 }));
}

export interface Autoria {
  ip: string;
  agora: number;
}

/**
 * PUT /v2/estoque/lojas/:id/configuracao. The update is conditional on the value the user saw, so
 * of two people changing it at once the second hears of the first (409) instead of undoing it
 * unknowingly; asking for the value it already has changes and logs nothing.
 */
export async function configurarLoja(db: Db, u: UsuarioSessao, idSeller: number, b: ConfiguracaoEstoqueLojaBody, a: Autoria): Promise<ConfiguracaoEstoqueLoja> {
  if (!u.id_sellers_mesmo_grupo.includes(idSeller)) throw new ErroHttp(404, MENSAGENS_ESTOQUE.lojaInvalida);
  return transacao(db, async (trx) => {
    const loja = await trx.selectFrom('sellers').select(['id', 'nome']).where('id', '=', idSeller).where('id_grupo', '=', u.id_grupo).executeTakeFirst();
    if (!loja) throw new ErroHttp(404, MENSAGENS_ESTOQUE.lojaInvalida);
    const anterior = b.estoque_negativo_anterior ? 1 : 0;
    const novo = b.estoque_negativo ? 1 : 0;
    // PostgreSQL re-reads the row after a concurrent change commits: the second writer matches nothing
    const r = await trx.updateTable('sellers').set({ estoque_negativo: novo }).where('id', '=', idSeller).where('estoque_negativo', '=', anterior).executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw new ErroHttp(409, MENSAGENS_CONFIGURACAO_ESTOQUE.mudou);
    if (novo !== anterior) {
      await registrarEventoSeguranca(trx, {
        tipo: 'loja_estoque_negativo_alterado',
        em: a.agora,
        userId: u.id,
        email: u.email,
        ip: a.ip,
        detalhe: { id_seller: loja.id, loja: loja.nome, antes: b.estoque_negativo_anterior, depois: b.estoque_negativo },
      });
    }
    return { id_seller: loja.id, loja: loja.nome, estoque_negativo: b.estoque_negativo };
  });
}
