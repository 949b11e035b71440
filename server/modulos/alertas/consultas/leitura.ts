/** The inbox's reads, always within the caller's group: the list, the bell's count, an alert's history, who may own one. */
import type { Kysely } from 'kysely';
import { ACOES_HISTORICO, CHAVE_ALERTAS, ESTADOS_ALERTA, ESTADOS_PENDENTES, LIMITES_ALERTAS, LinkAlerta, type Alerta, type ContagemAlertas, type EstadoAlerta, type ItemHistorico } from '@retaguarda/contrato/api/alertas';
import { ehIdRegra, ehSeveridade, type IdRegra, type Severidade } from '@retaguarda/contrato/alertas/regras';
import type { DB } from '../../../db/schema';
import { isoSP } from '../../../http/iso-sp';
import { chavesEfetivas } from '../../sessao/consultas/usuarios';
import type { AcaoHistorico } from './historico';

const ehEstado = (v: string): v is EstadoAlerta => (ESTADOS_ALERTA as readonly string[]).includes(v);
const ehAcao = (v: string): v is AcaoHistorico => (ACOES_HISTORICO as readonly string[]).includes(v);

function lerLink(texto: string): LinkAlerta {
  try {
    const r = LinkAlerta.safeParse(JSON.parse(texto));
    return r.success ? r.data : {};
  } catch {
    return {};
  }
}

const selecao = (db: Kysely<DB>) =>
  db
    .selectFrom('alertas as a')
    .leftJoin('users as u', 'u.id', 'a.id_responsavel')
    .select(['a.id', 'a.regra', 'a.titulo', 'a.detalhe', 'a.severidade', 'a.estado', 'a.id_responsavel', 'u.nome as nome_responsavel', 'a.prazo', 'a.adiado_ate', 'a.aberto_em', 'a.fechado_em', 'a.version', 'a.link']);

type Linha = Awaited<ReturnType<ReturnType<typeof selecao>['executeTakeFirstOrThrow']>>;

function paraAlerta(l: Linha): Alerta | null {
  if (!ehIdRegra(l.regra) || !ehSeveridade(l.severidade) || !ehEstado(l.estado)) return null;
  return {
    id: l.id,
    regra: l.regra,
    titulo: l.titulo,
    detalhe: l.detalhe,
    severidade: l.severidade,
    estado: l.estado,
    responsavel: l.id_responsavel === null ? null : { id: l.id_responsavel, nome: l.nome_responsavel ?? '' },
    prazo: l.prazo === null ? null : isoSP(l.prazo),
    adiado_ate: l.adiado_ate === null ? null : isoSP(l.adiado_ate),
    aberto_em: isoSP(l.aberto_em),
    fechado_em: l.fechado_em === null ? null : isoSP(l.fechado_em),
    version: l.version,
    link: lerLink(l.link),
  };
}

export async function alertaDoGrupo(db: Kysely<DB>, idGrupo: number, id: number): Promise<Alerta | null> {
  const l = await selecao(db).where('a.id', '=', id).where('a.id_grupo', '=', idGrupo).executeTakeFirst();
  return l ? paraAlerta(l) : null;
}

export interface FiltroLido {
  estado?: readonly EstadoAlerta[];
  severidade?: readonly Severidade[];
  regra?: readonly IdRegra[];
  page: number;
  limit: number;
}

/** Unresolved first by severity (critical first), then the newest; resolved ones by when they closed. */
export async function listarAlertas(db: Kysely<DB>, idGrupo: number, f: FiltroLido): Promise<{ linhas: Alerta[]; total: number }> {
  const estados = f.estado && f.estado.length > 0 ? f.estado : ESTADOS_PENDENTES;
  let base = db.selectFrom('alertas as a').where('a.id_grupo', '=', idGrupo).where('a.estado', 'in', [...estados]);
  if (f.severidade && f.severidade.length > 0) base = base.where('a.severidade', 'in', [...f.severidade]);
  if (f.regra && f.regra.length > 0) base = base.where('a.regra', 'in', [...f.regra]);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let q = selecao(db).where('a.id_grupo', '=', idGrupo).where('a.estado', 'in', [...estados]);
  if (f.severidade && f.severidade.length > 0) q = q.where('a.severidade', 'in', [...f.severidade]);
  if (f.regra && f.regra.length > 0) q = q.where('a.regra', 'in', [...f.regra]);
  const linhas = await q
    .orderBy((eb) => eb.case().when('a.estado', '=', 'resolvido').then(1).else(0).end())
    .orderBy((eb) => eb.case().when('a.severidade', '=', 'critica').then(0).when('a.severidade', '=', 'alta').then(1).else(2).end())
    .orderBy('a.aberto_em', 'desc')
    .orderBy('a.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { linhas: linhas.map(paraAlerta).filter((a): a is Alerta => a !== null), total: Number(total) };
}

export async function contarAlertas(db: Kysely<DB>, idGrupo: number): Promise<ContagemAlertas> {
  const linhas = await db
    .selectFrom('alertas')
    .select(['estado', 'severidade'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id_grupo', '=', idGrupo)
    .where('estado', 'in', [...ESTADOS_PENDENTES])
    .groupBy(['estado', 'severidade'])
    .execute();
  const c: ContagemAlertas = { abertos: 0, nao_reconhecidos: 0, por_severidade: { critica: 0, alta: 0, media: 0 } };
  for (const l of linhas) {
    const n = Number(l.n);
    c.abertos += n;
    if (l.estado !== 'aberto') continue;
    c.nao_reconhecidos += n;
    if (ehSeveridade(l.severidade)) c.por_severidade[l.severidade] += n;
  }
  return c;
}

export async function historicoDoAlerta(db: Kysely<DB>, idAlerta: number): Promise<ItemHistorico[]> {
  const linhas = await db
    .selectFrom('alertas_historico as h')
    .leftJoin('users as u', 'u.id', 'h.id_usuario')
    .select(['h.em', 'h.acao', 'h.descricao', 'u.nome'])
    .where('h.id_alerta', '=', idAlerta)
    .orderBy('h.id', 'desc')
    .limit(LIMITES_ALERTAS.historico)
    .execute();
  return linhas.flatMap((l) => (ehAcao(l.acao) ? [{ em: isoSP(l.em), acao: l.acao, descricao: l.descricao, usuario: l.nome ?? null }] : []));
}

/** The group's active users who hold the alerts' key: who may own an alert. */
export async function responsaveisDoGrupo(db: Kysely<DB>, idGrupo: number): Promise<{ id: number; nome: string }[]> {
  const linhas = await db
    .selectFrom('users as u')
    .innerJoin('sellers as s', 's.id', 'u.id_seller')
    .leftJoin('perfis as p', 'p.id', 'u.id_perfil')
    .select(['u.id', 'u.nome', 'u.permissions', 'p.chaves'])
    .where('s.id_grupo', '=', idGrupo)
    .where('u.ativo', '=', 1)
    .orderBy('u.nome')
    .orderBy('u.id')
    .execute();
  return linhas
    .filter((u) => chavesEfetivas(u.chaves, u.permissions).includes(CHAVE_ALERTAS))
    .slice(0, LIMITES_ALERTAS.responsaveis)
    .map((u) => ({ id: u.id, nome: u.nome }));
}
