/**
 * Reading composed dashboards as the caller may see them: their own, their profile's, and (for an
 * admin of users) every profile's of the group. Each widget is answered with its saved view's
 * report and body only when the caller holds the report's key and may see the view.
 */
import type { Kysely, Transaction } from 'kysely';
import { hasAnyKey } from '@retaguarda/contrato/api/permissions';
import { CHAVE_ADMIN_PAINEIS, LIMITES_PAINEIS_PESSOAIS, type PainelPessoal, type TipoWidgetPessoal, type WidgetPessoal } from '@retaguarda/contrato/api/paineisPessoais';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import type { DB, PaineisPessoaisTable } from '../../db/schema';
import { isoSP } from '../../http/iso-sp';
import type { UsuarioSessao } from '../sessao/consultas/usuarios';

type Db = Kysely<DB> | Transaction<DB>;
export type LinhaPainel = Omit<PaineisPessoaisTable, 'id'> & { id: number; nome_perfil: string | null };

/** Who is asking: the session's user with their profile (read here: the session carries only the keys). */
export interface Leitor {
  u: UsuarioSessao;
  idPerfil: number | null;
  admin: boolean;
}

export async function leitorDe(db: Db, u: UsuarioSessao): Promise<Leitor> {
  const linha = await db.selectFrom('users').select('id_perfil').where('id', '=', u.id).executeTakeFirst();
  return { u, idPerfil: linha?.id_perfil ?? null, admin: hasAnyKey(u.permissoes.permissions, [CHAVE_ADMIN_PAINEIS]) };
}

const JSON_LISTA = (texto: string): string[] => {
  try {
    const v: unknown = JSON.parse(texto);
    return Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
};

const JSON_OBJETO = (texto: string): Record<string, unknown> | null => {
  try {
    const v: unknown = JSON.parse(texto);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const consultaPaineis = (db: Db, idGrupo: number) =>
  db
    .selectFrom('paineis_pessoais as p')
    .leftJoin('perfis as pf', 'pf.id', 'p.id_perfil')
    .selectAll('p')
    .select('pf.nome as nome_perfil')
    .where('p.id_grupo', '=', idGrupo);

export const podeVer = (l: Leitor, p: Pick<LinhaPainel, 'user_id' | 'id_perfil'>): boolean =>
  p.user_id === l.u.id || (p.id_perfil !== null && (p.id_perfil === l.idPerfil || l.admin));

export const podeEditar = (l: Leitor, p: Pick<LinhaPainel, 'user_id' | 'id_perfil'>): boolean => p.user_id === l.u.id || (p.id_perfil !== null && l.admin);

/** The dashboard as the caller may see it; undefined when another group's, another user's or absent (answered 404 alike). */
export async function painelVisivel(db: Db, l: Leitor, id: number): Promise<LinhaPainel | undefined> {
  const p = await consultaPaineis(db, l.u.id_grupo).where('p.id', '=', id).executeTakeFirst();
  return p && podeVer(l, p) ? p : undefined;
}

async function widgetsDe(db: Db, l: Leitor, ids: readonly number[], relatorios: ReadonlyMap<string, DeclaracaoRelatorio>): Promise<Map<number, WidgetPessoal[]>> {
  const porPainel = new Map<number, WidgetPessoal[]>();
  if (ids.length === 0) return porPainel;
  const linhas = await db
    .selectFrom('paineis_pessoais_widgets as w')
    // the view read in the caller's group only: a view id of another group reads as removed
    .leftJoin('relatorios_salvos as s', (j) => j.onRef('s.id', '=', 'w.id_salvo').on('s.id_grupo', '=', l.u.id_grupo))
    .select(['w.id', 'w.id_painel', 'w.id_salvo', 'w.tipo', 'w.colunas', 'w.titulo', 'w.posicao', 'w.largura'])
    .select(['s.id as salvo', 's.relatorio', 's.corpo', 's.user_id as dono_salvo', 's.compartilhado'])
    .where('w.id_painel', 'in', ids)
    .orderBy('w.id_painel')
    .orderBy('w.posicao')
    .limit(ids.length * LIMITES_PAINEIS_PESSOAIS.widgetsPorPainel)
    .execute();
  for (const w of linhas) {
    const decl = w.relatorio === null ? undefined : relatorios.get(w.relatorio);
    const visivel = w.salvo !== null && (w.compartilhado === 1 || w.dono_salvo === l.u.id);
    const estado: WidgetPessoal['estado'] = !visivel ? 'consulta_removida' : !decl || !hasAnyKey(l.u.permissoes.permissions, [decl.chave]) ? 'sem_acesso' : 'ok';
    const corpo = estado === 'ok' && w.corpo !== null ? JSON_OBJETO(w.corpo) : null;
    const lista = porPainel.get(w.id_painel) ?? [];
    lista.push({
      id: w.id,
      id_salvo: w.id_salvo,
      tipo: w.tipo as TipoWidgetPessoal,
      colunas: JSON_LISTA(w.colunas),
      titulo: w.titulo,
      posicao: w.posicao,
      largura: w.largura,
      estado,
      relatorio: estado === 'ok' ? (w.relatorio ?? null) : null,
      corpo,
    });
    porPainel.set(w.id_painel, lista);
  }
  return porPainel;
}

const paraPainel = (l: Leitor, p: LinhaPainel, widgets: WidgetPessoal[]): PainelPessoal => ({
  id: p.id,
  nome: p.nome,
  dono: p.user_id !== null ? 'usuario' : 'perfil',
  perfil: p.nome_perfil,
  id_perfil: p.id_perfil,
  editavel: podeEditar(l, p),
  version: p.version,
  widgets,
  atualizado_em: isoSP(p.atualizado_em),
});

export async function responderPainel(db: Db, l: Leitor, p: LinhaPainel, relatorios: ReadonlyMap<string, DeclaracaoRelatorio>): Promise<PainelPessoal> {
  return paraPainel(l, p, (await widgetsDe(db, l, [p.id], relatorios)).get(p.id) ?? []);
}

/** The caller's own first, then their profile's (and, for an admin, every profile's), oldest first in each. */
export async function listarPaineis(db: Db, l: Leitor, relatorios: ReadonlyMap<string, DeclaracaoRelatorio>): Promise<PainelPessoal[]> {
  const proprios = await consultaPaineis(db, l.u.id_grupo).where('p.user_id', '=', l.u.id).orderBy('p.id').limit(LIMITES_PAINEIS_PESSOAIS.lista).execute();
  let perfis = consultaPaineis(db, l.u.id_grupo).where('p.id_perfil', 'is not', null);
  if (!l.admin) perfis = perfis.where('p.id_perfil', '=', l.idPerfil ?? -1);
  const dosPerfis = await perfis.orderBy('p.id').limit(LIMITES_PAINEIS_PESSOAIS.lista).execute();
  const todos = [...proprios, ...dosPerfis];
  const widgets = await widgetsDe(db, l, todos.map((p) => p.id), relatorios);
  return todos.map((p) => paraPainel(l, p, widgets.get(p.id) ?? []));
}
