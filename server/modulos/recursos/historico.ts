/**
 * The change history of every resource (table historico_registros): one entry per create,
 * edit, inactivation and reactivation, written in the write's own transaction, with each
 * changed field's value before and after as the record page shows it.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import { ACOES_HISTORICO, type EventoHistorico } from '@retaguarda/contrato/recursos/esquemas';
import { formatarValor } from '@retaguarda/contrato/recursos/exibicao';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { ValorCampo } from '@retaguarda/contrato/recursos/valores';
import type { DB } from '../../db/schema';
import { isoSP } from '../../http/iso-sp';
import { recursoAlvo, titulosPorId, type Db } from './consultas/leitura';
import type { Catalogo } from './tabela/sincronizar';

export type AcaoHistorico = (typeof ACOES_HISTORICO)[number];
type Alteracao = EventoHistorico['alteracoes'][number];

async function exibir(db: Db, catalogo: Catalogo, campo: Campo, valor: ValorCampo | undefined): Promise<string | null> {
  let titulo: string | string[] | null = null;
  if (campo.tipo === 'referencia' || campo.tipo === 'referencias') {
    const ids = typeof valor === 'number' ? [valor] : Array.isArray(valor) ? valor : [];
    const titulos = await titulosPorId(db, recursoAlvo(catalogo, campo), ids);
    titulo = typeof valor === 'number' ? (titulos.get(valor) ?? null) : ids.map((id) => titulos.get(id) ?? `#${id}`);
  }
  return formatarValor(campo, valor ?? null, { titulo }) || null;
}

/** The changes of the named fields, displayed (a create passes no `antes`). */
export async function alteracoesDe(
  db: Db,
  catalogo: Catalogo,
  recurso: Recurso,
  nomes: readonly string[],
  antes: Record<string, ValorCampo> | null,
  depois: Record<string, ValorCampo>,
): Promise<Alteracao[]> {
  const alteracoes: Alteracao[] = [];
  for (const nome of nomes) {
    const campo = recurso.campos[nome];
    if (!campo) continue;
    const a = antes ? await exibir(db, catalogo, campo, antes[nome]) : null;
    const d = await exibir(db, catalogo, campo, depois[nome]);
    if (a !== d) alteracoes.push({ campo: nome, rotulo: campo.rotulo, antes: a, depois: d });
  }
  return alteracoes;
}

export async function registrarHistorico(
  trx: Transaction<DB>,
  e: { recurso: Recurso; idRegistro: number; idUsuario: number; em: number; acao: AcaoHistorico; alteracoes: Alteracao[] },
): Promise<void> {
  await trx
    .insertInto('historico_registros')
    .values({ recurso: e.recurso.nome, id_registro: e.idRegistro, id_usuario: e.idUsuario, em: e.em, acao: e.acao, alteracoes: JSON.stringify(e.alteracoes) })
    .execute();
}

const ehAcao = (v: string): v is AcaoHistorico => (ACOES_HISTORICO as readonly string[]).includes(v);

/** A record's history, newest first, with who made each change. */
export async function listarHistorico(db: Kysely<DB>, recurso: Recurso, idRegistro: number): Promise<EventoHistorico[]> {
  const linhas = await db
    .selectFrom('historico_registros as h')
    .leftJoin('users as u', 'u.id', 'h.id_usuario')
    .select(['h.id', 'h.em', 'h.acao', 'h.alteracoes', 'h.id_usuario', 'u.nome'])
    .where('h.recurso', '=', recurso.nome)
    .where('h.id_registro', '=', idRegistro)
    .orderBy('h.em', 'desc')
    .orderBy('h.id', 'desc')
    .execute();
  return linhas.map((l) => ({
    id: l.id,
    data: isoSP(l.em),
    usuario: l.id_usuario !== null ? { id: l.id_usuario, nome: l.nome ?? '' } : null,
    acao: ehAcao(l.acao) ? l.acao : 'edicao',
    alteracoes: JSON.parse(l.alteracoes) as Alteracao[],
  }));
}
