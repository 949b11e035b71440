/** Reads of the users register, always inside the caller's seller group. */
import { sql, type Kysely, type Transaction } from 'kysely';
import { CHAVE_USUARIOS, type ListaUsuariosBody, type ListaUsuariosResposta, type UsuarioDaLista } from '@retaguarda/contrato/api/usuarios';
import type { DB } from '../../db/schema';
import { isoSP } from '../../http/iso-sp';
import { chavesEfetivas, lerPermissoes } from '../sessao/consultas/usuarios';

type Db = Kysely<DB> | Transaction<DB>;

export interface Escopo {
  idGrupo: number;
  agora: number;
}

/** The list's SELECT: the user, seller, profile and the number of live sessions. */
function selecionar(db: Db, escopo: Escopo) {
  return db
    .selectFrom('users as u')
    .innerJoin('sellers as s', 's.id', 'u.id_seller')
    .leftJoin('perfis as p', 'p.id', 'u.id_perfil')
    .where('s.id_grupo', '=', escopo.idGrupo)
    .select(['u.id', 'u.nome', 'u.email', 'u.id_seller', 's.nome as nome_seller', 'u.id_perfil', 'p.nome as nome_perfil', 'p.chaves as chaves_perfil', 'u.ativo', 'u.ultimo_acesso_em', 'u.permissions', 'u.desconto_maximo'])
    .select((eb) =>
      eb
        .selectFrom('refresh_tokens as r')
        .select(sql<number>`count(distinct r.family)`.as('n'))
        .whereRef('r.user_id', '=', 'u.id')
        .where('r.revogado_em', 'is', null)
        .where('r.expira_em', '>', escopo.agora)
        .as('sessoes'),
    );
}

type Linha = Awaited<ReturnType<ReturnType<typeof selecionar>['executeTakeFirstOrThrow']>>;

function paraUsuarioDaLista(l: Linha): UsuarioDaLista {
  return {
    id: l.id,
    nome: l.nome,
    email: l.email,
    id_seller: l.id_seller,
    nome_seller: l.nome_seller,
    id_perfil: l.id_perfil,
    nome_perfil: l.nome_perfil,
    ativo: l.ativo === 1,
    ultimo_acesso: l.ultimo_acesso_em !== null ? isoSP(l.ultimo_acesso_em) : null,
    sessoes_abertas: Number(l.sessoes ?? 0),
    chaves_extras: lerPermissoes(l.permissions),
    chaves_efetivas: chavesEfetivas(l.chaves_perfil, l.permissions),
    desconto_maximo: l.desconto_maximo / 100,
  };
}

/** '%texto%' for LIKE, the wildcards in the text taken literally. */
const contendo = (texto: string): string => `%${texto.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listarUsuarios(db: Db, escopo: Escopo, f: Required<ListaUsuariosBody>): Promise<ListaUsuariosResposta> {
  let q = selecionar(db, escopo);
  if (f.situacao !== 'todos') q = q.where('u.ativo', '=', f.situacao === 'ativos' ? 1 : 0);
  if (f.id_seller) q = q.where('u.id_seller', '=', f.id_seller);
  if (f.id_perfil) q = q.where('u.id_perfil', '=', f.id_perfil);
  const busca = f.busca?.trim();
  if (busca) {
    const termo = contendo(busca);
    q = q.where((eb) => eb.or([sql<boolean>`lower(u.nome) like ${termo} escape '\\'`, sql<boolean>`lower(u.email) like ${termo} escape '\\'`]));
  }
  const { n } = await db.selectFrom(q.as('x')).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const total = Number(n);
  const pagina = await q.orderBy('u.nome').orderBy('u.id').limit(f.limit).offset((f.page - 1) * f.limit).execute();
  return {
    usuarios: pagina.map(paraUsuarioDaLista),
    paginacao: { page: f.page, limit: f.limit, total, total_pages: Math.ceil(total / f.limit) },
  };
}

/** One user of the group, or undefined (another group's answers as a missing one). */
export async function usuarioDoGrupo(db: Db, escopo: Escopo, id: number): Promise<UsuarioDaLista | undefined> {
  const l = await selecionar(db, escopo).where('u.id', '=', id).executeTakeFirst();
  return l && paraUsuarioDaLista(l);
}

/** Which of the group's users: the active ones only, of one store only (the access review's campaigns). */
export interface RecorteUsuarios {
  apenasAtivos?: boolean;
  idSeller?: number | null;
}

/** Every user of the group (or of the cut), by name, up to `limite` (the access review's matrix and campaigns). */
export async function todosDoGrupo(db: Db, escopo: Escopo, limite: number, recorte: RecorteUsuarios = {}): Promise<(UsuarioDaLista & { chaves_perfil: string[] })[]> {
  let q = selecionar(db, escopo);
  if (recorte.apenasAtivos) q = q.where('u.ativo', '=', 1);
  if (recorte.idSeller) q = q.where('u.id_seller', '=', recorte.idSeller);
  const linhas = await q.orderBy('u.nome').orderBy('u.id').limit(limite).execute();
  return linhas.map((l) => ({ ...paraUsuarioDaLista(l), chaves_perfil: lerPermissoes(l.chaves_perfil) }));
}

/** How many active users the group (or one of its stores) has. */
export async function contarAtivos(db: Db, idGrupo: number, idSeller: number | null): Promise<number> {
  let q = db.selectFrom('users as u').innerJoin('sellers as s', 's.id', 'u.id_seller').where('s.id_grupo', '=', idGrupo).where('u.ativo', '=', 1);
  if (idSeller) q = q.where('u.id_seller', '=', idSeller);
  return Number((await q.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
}

/** Active users of the group holding the users register's key, through their profile or extras. */
export async function gestoresAtivos(db: Db, idGrupo: number): Promise<number[]> {
  const linhas = await db
    .selectFrom('users as u')
    .innerJoin('sellers as s', 's.id', 'u.id_seller')
    .leftJoin('perfis as p', 'p.id', 'u.id_perfil')
    .select(['u.id', 'u.permissions', 'p.chaves'])
    .where('s.id_grupo', '=', idGrupo)
    .where('u.ativo', '=', 1)
    .execute();
  return linhas.filter((l) => chavesEfetivas(l.chaves, l.permissions).includes(CHAVE_USUARIOS)).map((l) => l.id);
}
