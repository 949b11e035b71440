/**
 * The registers' part of the matrix, from their declarations alone: a record of group 1 in each
 * (created through the API, or found in a read-only register's data), a valid body for the other
 * group's creation (amostraDoRecurso), and what each register route must answer the other group.
 * A register declared later (tests/server/recursos/ferramentas.ts) is swept with no line here.
 */
import { expect } from 'vitest';
import { chavesMinimas } from '@retaguarda/contrato/modulos/acesso';
import { amostraDoRecurso } from '@retaguarda/contrato/recursos/amostra';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { caminhoDe, rotasDoRecurso, type AcaoRecurso } from '@retaguarda/contrato/recursos/rotas';
import { COLUNA_ESCOPO } from '../../../server/modulos/recursos/colunas';
import { chamar, negado, type AppDaMatriz, type Conferir, type EntradaEscopo, type Pedido } from './varredura';

/** The registers a record of the register refers to, by name (the keys of the catalogue). */
const referidos = (recurso: Recurso): string[] =>
  Object.values(recurso.campos).flatMap((c) => (c.tipo === 'referencia' || c.tipo === 'referencias' ? [c.recurso] : []));
const obrigatorios = (recurso: Recurso): string[] =>
  Object.values(recurso.campos).flatMap((c) => ((c.tipo === 'referencia' || c.tipo === 'referencias') && c.obrigatorio ? [c.recurso] : []));

/** The group a record of the register belongs to, as SQL over its id (`?`); null for a global register. */
function grupoDoRegistro(recurso: Recurso): string | null {
  const coluna = COLUNA_ESCOPO[recurso.escopo];
  if (coluna === 'id_grupo') return `SELECT id_grupo FROM ${recurso.tabela} WHERE id = ?`;
  if (coluna === 'id_seller') return `SELECT s.id_grupo FROM ${recurso.tabela} t JOIN sellers s ON s.id = t.id_seller WHERE t.id = ?`;
  return null;
}

/** The first record of the register in the group, if any (a global register's records are no group's). */
async function primeiroDoGrupo(m: AppDaMatriz, recurso: Recurso, idGrupo: number): Promise<number | undefined> {
  const coluna = COLUNA_ESCOPO[recurso.escopo];
  if (coluna === null) return undefined;
  const texto =
    coluna === 'id_grupo'
      ? `SELECT MIN(id) FROM ${recurso.tabela} WHERE id_grupo = ?`
      : `SELECT MIN(t.id) FROM ${recurso.tabela} t JOIN sellers s ON s.id = t.id_seller WHERE s.id_grupo = ?`;
  const id = await m.sql.valor<number | null>(texto, idGrupo);
  return id === null ? undefined : Number(id);
}

export const grupoDoSeller = async (m: AppDaMatriz, idSeller: number): Promise<number> => Number(await m.sql.valor('SELECT id_grupo FROM sellers WHERE id = ?', idSeller));

/**
 * One record of group 1 in every register scoped to a group or a store: `conhecidos` as given,
 * a writable register's created by `cookie` (a group-1 user holding its write keys) from its
 * sample, a read-only one's found in its data. A register referring to another waits for it.
 */
export async function registrosDoGrupo(m: AppDaMatriz, cookie: string, idGrupo: number, conhecidos: Readonly<Record<string, number>> = {}): Promise<Record<string, number>> {
  const ids: Record<string, number> = { ...conhecidos };
  const recursos = Object.values(m.catalogo).filter((r) => COLUNA_ESCOPO[r.escopo] !== null && !(r.nome in ids));
  for (const r of recursos.filter((x) => x.permissoes.escrever.length === 0)) {
    const id = await primeiroDoGrupo(m, r, idGrupo);
    if (id === undefined) throw new Error(`${r.nome}: cadastro só de leitura sem registro do grupo ${idGrupo} para a matriz`);
    ids[r.nome] = id;
  }
  let pendentes = recursos.filter((x) => x.permissoes.escrever.length > 0);
  while (pendentes.length > 0) {
    const prontos = pendentes.filter((r) => obrigatorios(r).every((alvo) => alvo in ids || alvo === r.nome));
    if (prontos.length === 0) throw new Error(`referências obrigatórias sem registro do grupo: ${pendentes.map((r) => r.nome).join(', ')}`);
    for (const r of prontos) {
      const res = await chamar(m, 'POST', rotasDoRecurso(r).criar.caminho, cookie, amostraDoRecurso(r, { semente: 1, referencias: ids }));
      if (res.statusCode !== 201) throw new Error(`criar ${r.nome} do grupo ${idGrupo}: ${res.statusCode} ${res.body}`);
      ids[r.nome] = res.json().RES.id;
    }
    pendentes = pendentes.filter((r) => !prontos.includes(r));
  }
  return ids;
}

/**
 * A valid body of each register for a user of the group `idGrupo`: its sample, referring to that
 * group's first record of each register it refers to.
 */
export async function corposDeCriacao(m: AppDaMatriz, idGrupo: number): Promise<Record<string, object>> {
  const corpos: Record<string, object> = {};
  for (const r of Object.values(m.catalogo)) {
    const referencias: Record<string, number> = {};
    for (const alvo of referidos(r)) {
      const destino = m.catalogo[alvo];
      const id = destino ? await primeiroDoGrupo(m, destino, idGrupo) : undefined;
      if (id !== undefined) referencias[alvo] = id;
    }
    corpos[r.nome] = amostraDoRecurso(r, { semente: 2, referencias });
  }
  return corpos;
}

export interface ContextoCadastros {
  /** A user of the other group holding every key. */
  cookie: string;
  /** The other group's id. */
  idGrupoOutro: number;
  /** Group 1's record in each register (registrosDoGrupo). */
  doGrupo1: Readonly<Record<string, number>>;
  /** A custom field of group 1 (of any register): neither listed nor touched by the other group. */
  idCampo: number;
  /** The other group's creation bodies (corposDeCriacao). */
  criacao: Readonly<Record<string, object>>;
}

/**
 * Every register route × a user of the other group: group 1's record is missing to it (never
 * listed, read, changed or offered), and what it creates or configures lands in its own group. A
 * register whose writes nobody may make (no write key) refuses them.
 */
export function escopoDosCadastros(m: AppDaMatriz, c: ContextoCadastros): Record<string, EntradaEscopo> {
  const entradas: Record<string, EntradaEscopo> = {};
  for (const recurso of Object.values(m.catalogo)) {
    const rotas = rotasDoRecurso(recurso, m.catalogo);
    const entrada = (acao: AcaoRecurso, pedido: Pedido, conferir: Conferir) => {
      entradas[`${rotas[acao].metodo} ${rotas[acao].caminho}`] = { pedido, conferir };
    };
    const ninguem = (acao: AcaoRecurso) => chavesMinimas(rotas[acao].acesso).length === 0;
    const doOutroGrupo = async (sql: string | null, id: number) => {
      if (sql) expect(Number(await m.sql.valor(sql, id))).toBe(c.idGrupoOutro);
    };
    // a custom field is the group's: group 1's is neither listed nor touched; a new one is the caller's group's
    entrada('campos', { url: rotas.campos.caminho }, (res) => expect(res.json().RES.map((x: { id: number }) => x.id)).not.toContain(c.idCampo));
    entrada('criarCampo', { url: rotas.criarCampo.caminho, payload: { rotulo: 'Campo da parceira', tipo: 'texto' } }, async (res) => {
      if (ninguem('criarCampo')) return negado(res);
      expect(res.statusCode, res.body).toBe(201);
      await doOutroGrupo('SELECT id_grupo FROM campos_personalizados WHERE id = ?', res.json().RES.id);
    });
    entrada('editarCampo', { url: caminhoDe(rotas.editarCampo, { id: c.idCampo }), payload: { version: 1, rotulo: 'Tomado' } }, negado);
    entrada('removerCampo', { url: caminhoDe(rotas.removerCampo, { id: c.idCampo }), payload: { version: 1 } }, negado);
    const sqlDoGrupo = grupoDoRegistro(recurso);
    const idGrupo1 = c.doGrupo1[recurso.nome];
    // a global register's records are everyone's: its routes' escopo says so, and the sweep lets them through
    if (sqlDoGrupo === null || idGrupo1 === undefined) continue;
    // the spreadsheet holds exactly what the caller's list holds (its group's records)
    entrada('exportar', { url: rotas.exportar.caminho, payload: { situacao: 'todos' } }, async (res) => {
      expect(res.statusCode).toBe(200);
      const lista = await chamar(m, rotas.consulta.metodo, rotas.consulta.caminho, c.cookie, { situacao: 'todos' });
      expect(res.headers['x-total-rows']).toBe(String(lista.json().PAG.total));
    });
    // a JSON body is no spreadsheet: refused before any table is read (scope: recursos/importacao.test.ts)
    entrada('importar', { url: rotas.importar.caminho, payload: { nome: 'x' } }, async (res) => {
      if (ninguem('importar')) return negado(res);
      expect(res.statusCode).toBe(415);
    });
    const doUm = (acao: AcaoRecurso) => caminhoDe(rotas[acao], { id: idGrupo1 });
    entrada('consulta', { url: rotas.consulta.caminho, payload: { situacao: 'todos', limit: 100 } }, (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().RES.map((r: { id: number }) => r.id)).not.toContain(idGrupo1);
    });
    entrada('opcoes', { url: `${rotas.opcoes.caminho}?ids=${idGrupo1}` }, (res) => expect(res.json().RES).toEqual([]));
    const corpo = c.criacao[recurso.nome] ?? {};
    entrada('criar', { url: rotas.criar.caminho, payload: corpo }, async (res) => {
      if (ninguem('criar')) return negado(res);
      expect(res.statusCode, res.body).toBe(201);
      await doOutroGrupo(sqlDoGrupo, res.json().RES.id);
    });
    entrada('obter', { url: doUm('obter') }, negado);
    // a whole valid record: were the check missing, it would change every field
    entrada('editar', { url: doUm('editar'), payload: { ...corpo, version: 1 } }, negado);
    entrada('inativar', { url: doUm('inativar'), payload: { version: 1 } }, negado);
    entrada('reativar', { url: doUm('reativar'), payload: { version: 1 } }, negado);
    entrada('historico', { url: doUm('historico') }, negado);
  }
  return entradas;
}
