/** Reads of the access review campaigns, always inside the caller's seller group. */
import { sql, type Kysely } from 'kysely';
import { LIMITES_CAMPANHA, type CampanhaDetalhe, type CampanhaResumo, type ItemCampanha, type ListaCampanhas } from '@retaguarda/contrato/api/campanhasRevisao';
import { SINAIS_REVISAO, type SinalRevisao } from '@retaguarda/contrato/api/revisaoAcessos';
import type { DB } from '../../../db/schema';
import { isoSP } from '../../../http/iso-sp';
import { lerPermissoes } from '../../sessao/consultas/usuarios';

type Db = Kysely<DB>;

/** The review's items, or those of one decision (PostgreSQL's count is a bigint, read as text). */
const contagem = (decisao?: 'confirmado' | 'revogado') =>
  sql<number | string>`(SELECT count(*) FROM revisoes_acesso_itens i WHERE i.id_revisao = r.id ${decisao ? sql`AND i.decisao = ${decisao}` : sql``})`;

function selecionar(db: Db, idGrupo: number) {
  return db
    .selectFrom('revisoes_acesso as r')
    .innerJoin('users as ua', 'ua.id', 'r.aberta_por')
    .leftJoin('users as uc', 'uc.id', 'r.concluida_por')
    .where('r.id_grupo', '=', idGrupo)
    .select(['r.id', 'r.id_seller', 'r.escopo', 'r.aberta_em', 'r.concluida_em', 'ua.email as aberta_por', 'uc.email as concluida_por'])
    .select([contagem().as('total'), contagem('confirmado').as('confirmados'), contagem('revogado').as('revogados')]);
}

type LinhaResumo = Awaited<ReturnType<ReturnType<typeof selecionar>['executeTakeFirstOrThrow']>>;

function paraResumo(l: LinhaResumo): CampanhaResumo {
  const [total, confirmados, revogados] = [Number(l.total ?? 0), Number(l.confirmados ?? 0), Number(l.revogados ?? 0)];
  return {
    id: l.id,
    id_seller: l.id_seller,
    escopo: l.escopo,
    aberta_por: l.aberta_por,
    aberta_em: isoSP(l.aberta_em),
    concluida_por: l.concluida_por,
    concluida_em: l.concluida_em === null ? null : isoSP(l.concluida_em),
    total,
    confirmados,
    revogados,
    pendentes: total - confirmados - revogados,
  };
}

/** A page of the group's reviews, newest first (ids grow with time), older than `antes` when given. */
export async function listarCampanhas(db: Db, idGrupo: number, antes?: number): Promise<ListaCampanhas> {
  let q = selecionar(db, idGrupo);
  if (antes) q = q.where('r.id', '<', antes);
  const linhas = await q.orderBy('r.id', 'desc').limit(LIMITES_CAMPANHA.lista + 1).execute();
  return { campanhas: linhas.slice(0, LIMITES_CAMPANHA.lista).map(paraResumo), mais: linhas.length > LIMITES_CAMPANHA.lista };
}

const ehSinal = (s: string): s is SinalRevisao => (SINAIS_REVISAO as readonly string[]).includes(s);

/** One review of the group with its items by name, or undefined (another group's is a missing one). */
export async function campanhaDoGrupo(db: Db, idGrupo: number, id: number): Promise<CampanhaDetalhe | undefined> {
  const r = await selecionar(db, idGrupo).where('r.id', '=', id).executeTakeFirst();
  if (!r) return undefined;
  const itens = await db
    .selectFrom('revisoes_acesso_itens as i')
    .leftJoin('users as ud', 'ud.id', 'i.decidido_por')
    .where('i.id_revisao', '=', id)
    .select(['i.id', 'i.id_usuario', 'i.nome', 'i.email', 'i.nome_seller', 'i.nome_perfil', 'i.chaves', 'i.sinais', 'i.decisao', 'i.nota', 'i.decidido_em', 'i.decidido_por as id_autor', 'ud.email as decidido_por'])
    .orderBy('i.nome')
    .orderBy('i.id')
    .execute();
  return {
    ...paraResumo(r),
    itens: itens.map(
      (i): ItemCampanha => ({
        id: i.id,
        id_usuario: i.id_usuario,
        nome: i.nome,
        email: i.email,
        nome_seller: i.nome_seller,
        nome_perfil: i.nome_perfil,
        chaves: lerPermissoes(i.chaves),
        sinais: lerPermissoes(i.sinais).filter(ehSinal),
        decisao: i.decisao,
        nota: i.nota,
        decidido_por: i.decidido_por,
        autoavaliacao: i.id_autor !== null && Number(i.id_autor) === Number(i.id_usuario),
        decidido_em: i.decidido_em === null ? null : isoSP(i.decidido_em),
      }),
    ),
  };
}
