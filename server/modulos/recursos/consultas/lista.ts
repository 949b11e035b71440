/** The list of a resource (PUT <consulta>): scope, state, filters, quick search, sort and page. */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Paginacao } from '@retaguarda/contrato/api/envelope';
import type { ConsultaRecurso, Registro } from '@retaguarda/contrato/recursos/esquemas';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { dialetoDe } from '../../../db/dialeto';
import type { Linha } from '../conversao';
import { condicaoEscopo, type EscopoDaChamada } from '../escopo';
import { fonteDoRecurso } from '../personalizados/armazenamento';
import { chaveDoCampo, type NomeDialeto } from '../tabela/indices';
import type { Catalogo } from '../tabela/sincronizar';
import { condicaoDaBusca, condicoesDosFiltros } from './filtros';
import { registrosDe, type Db } from './leitura';

const SITUACAO: Record<ConsultaRecurso['situacao'], RawBuilder<SqlBool> | null> = {
  ativos: sql<SqlBool>`ativo = 1`,
  inativos: sql<SqlBool>`ativo = 0`,
  todos: null,
};

/** What a sort walks: a text's key (Á beside A, case aside), another field's column (an address: its UF), or the id. */
function expressaoDeOrdem(recurso: Recurso, nome: string, dialeto: NomeDialeto): string | null {
  const campo = recurso.campos[nome];
  return campo && campo.tipo !== 'referencias' ? chaveDoCampo(nome, campo, dialeto) : null;
}

/** The list's WHERE (scope, state, filters, search) and ORDER BY, shared by the page and the export. */
export function sqlDaConsulta(
  db: Db,
  recurso: Recurso,
  escopo: EscopoDaChamada,
  consulta: Omit<ConsultaRecurso, 'page' | 'limit'>,
  opcoes: { percorrerOrdem?: boolean } = {},
): { onde: RawBuilder<SqlBool>; ordem: RawBuilder<unknown> } {
  const dialeto = dialetoDe(db).nome;
  const doEscopo = condicaoEscopo(escopo);
  const condicoes = [
    doEscopo,
    SITUACAO[consulta.situacao],
    ...condicoesDosFiltros(recurso, consulta.filtros, dialeto),
    condicaoDaBusca(recurso, consulta.busca, dialeto, doEscopo, opcoes),
  ].filter((c) => c !== null);
  const ordenarPor = consulta.ordenar_por ?? recurso.ordenacaoPadrao.campo;
  const direcao = sql.raw((consulta.ordem ?? (consulta.ordenar_por ? 'asc' : recurso.ordenacaoPadrao.ordem)) === 'desc' ? 'DESC' : 'ASC');
  const expressao = expressaoDeOrdem(recurso, ordenarPor, dialeto);
  // empty values last either way, the same on both databases (their defaults differ)
  const ordem = expressao === null ? sql`id ${direcao}` : sql`${sql.raw(expressao)} ${direcao} NULLS LAST, id ${direcao}`;
  return { onde: sql.join(condicoes, sql` AND `) as RawBuilder<SqlBool>, ordem };
}

export async function contarRegistros(db: Db, recurso: Recurso, onde: RawBuilder<SqlBool>): Promise<number> {
  return Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${fonteDoRecurso(db, recurso)} WHERE ${onde}`.execute(db)).rows[0]?.n ?? 0);
}

/**
 * A search that finds at least this share of the table's rows is paged by walking the sort's index
 * and keeping the rows it found, instead of sorting them all. Walking costs one index entry a row
 * and, at worst (the rows found all sort last: a first name's prefix), the whole index; sorting
 * costs a row read and a text key per row found. The share is where the two costs meet
 * (docs/benchmarks.md, bench/cadastros-busca).
 */
const PARCELA_BUSCA_AMPLA = 0.02;

export const buscaAmpla = (encontrados: number, linhasDaTabela: number): boolean =>
  linhasDaTabela > 0 && encontrados >= linhasDaTabela * PARCELA_BUSCA_AMPLA;

/** The table's size, from above (its largest id: one index seek, where a count reads every row). */
async function maiorId(db: Db, recurso: Recurso): Promise<number> {
  return Number((await sql<{ n: number | null }>`SELECT max(id) AS n FROM ${sql.table(recurso.tabela)}`.execute(db)).rows[0]?.n ?? 0);
}

export async function listarRegistros(
  db: Db,
  catalogo: Catalogo,
  recurso: Recurso,
  escopo: EscopoDaChamada,
  consulta: ConsultaRecurso,
): Promise<{ RES: Registro[]; PAG: Paginacao }> {
  const contagem = sqlDaConsulta(db, recurso, escopo, consulta);
  const total = await contarRegistros(db, recurso, contagem.onde);
  const percorrerOrdem = (consulta.busca?.trim() ?? '') !== '' && buscaAmpla(total, await maiorId(db, recurso));
  const { onde, ordem } = percorrerOrdem ? sqlDaConsulta(db, recurso, escopo, consulta, { percorrerOrdem }) : contagem;
  const linhas = await sql<Linha>`SELECT * FROM ${fonteDoRecurso(db, recurso)} WHERE ${onde} ORDER BY ${ordem}
    LIMIT ${consulta.limit} OFFSET ${(consulta.page - 1) * consulta.limit}`.execute(db);
  return {
    RES: await registrosDe(db, catalogo, recurso, linhas.rows),
    PAG: { page: consulta.page, limit: consulta.limit, total, total_pages: Math.ceil(total / consulta.limit) },
  };
}
