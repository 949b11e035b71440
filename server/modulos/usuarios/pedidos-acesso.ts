/**
 * Access requests awaiting a decision: confirmed by the owner of the e-mail, not yet
 * resolved, naming (by CNPJ) a seller of the caller's group. Requests whose CNPJ matches no
 * seller stay with `npm run user:activate -- --seller`.
 */
import type { Kysely } from 'kysely';
import type { PedidoAcesso } from '@retaguarda/contrato/api/usuarios';
import type { DB } from '../../db/schema';
import { isoSP } from '../../http/iso-sp';
import { comTabelasConta } from '../sessao/conta/schema';

/** At most this many at once: a list a person reads, not a queue to drain. */
export const LIMITE_PEDIDOS_PENDENTES = 200;

function consulta(db: Kysely<DB>, idGrupo: number) {
  return comTabelasConta(db)
    .selectFrom('access_requests as a')
    .innerJoin('sellers as s', 's.cnpj', 'a.cnpj')
    .select(['a.id', 'a.nome', 'a.email', 'a.telefone', 'a.cnpj', 's.id as id_seller', 's.nome as nome_seller', 'a.verificado_em'])
    .where('s.id_grupo', '=', idGrupo)
    .where('a.verificado_em', 'is not', null)
    .where('a.resolvido_em', 'is', null)
    .where('a.user_id', 'is', null);
}

type Linha = Awaited<ReturnType<ReturnType<typeof consulta>['executeTakeFirstOrThrow']>>;

const paraPedido = (l: Linha): PedidoAcesso => ({
  id: l.id,
  nome: l.nome,
  email: l.email,
  telefone: l.telefone,
  cnpj: l.cnpj,
  id_seller: l.id_seller,
  nome_seller: l.nome_seller,
  verificado_em: isoSP(l.verificado_em ?? 0),
});

export async function pedidosPendentes(db: Kysely<DB>, idGrupo: number): Promise<PedidoAcesso[]> {
  const linhas = await consulta(db, idGrupo).orderBy('a.verificado_em').orderBy('a.id').limit(LIMITE_PEDIDOS_PENDENTES).execute();
  return linhas.map(paraPedido);
}

export async function pedidoPendenteDoGrupo(db: Kysely<DB>, idGrupo: number, id: number): Promise<PedidoAcesso | undefined> {
  const l = await consulta(db, idGrupo).where('a.id', '=', id).executeTakeFirst();
  return l && paraPedido(l);
}
