/**
 * The options of a reference input: records whose title starts with what was typed (active
 * ones: an inactive record cannot be chosen), or the records already chosen by id (inactive
 * ones too, so a form still shows what it holds). At most OPCOES_MAXIMO.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { onlyAlnumUpper } from '@retaguarda/contrato/br/digits';
import type { OpcaoRegistro } from '@retaguarda/contrato/recursos/esquemas';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { dialetoDe } from '../../../db/dialeto';
import { colunaDe } from '../colunas';
import type { Linha } from '../conversao';
import { condicaoEscopo, type EscopoDaChamada } from '../escopo';
import { BUSCA_POR_PREFIXO, chaveDoCampo } from '../tabela/indices';
import { comPrefixo } from './filtros';
import { tituloDaLinha, type Db } from './leitura';

export const OPCOES_MAXIMO = 20;

export async function listarOpcoes(db: Db, recurso: Recurso, escopo: EscopoDaChamada, consulta: { busca?: string; ids?: string }): Promise<OpcaoRegistro[]> {
  const campo = recurso.campos[recurso.titulo];
  const coluna = campo ? colunaDe(recurso.titulo, campo) : 'id';
  const condicoes: RawBuilder<SqlBool>[] = [condicaoEscopo(escopo)];
  if (consulta.ids) {
    const ids = [...new Set(consulta.ids.split(',').map(Number))].slice(0, OPCOES_MAXIMO);
    condicoes.push(sql<SqlBool>`id IN (${sql.join(ids.map((id) => sql`${id}`))})`);
  } else {
    condicoes.push(sql<SqlBool>`ativo = 1`);
    const busca = consulta.busca?.trim() ?? '';
    if (busca !== '' && campo) {
      condicoes.push(BUSCA_POR_PREFIXO.has(campo.tipo) ? comPrefixo(coluna, busca, dialetoDe(db).nome) : sql<SqlBool>`${sql.ref(coluna)} = ${onlyAlnumUpper(busca)}`);
    }
  }
  const linhas = await sql<Linha>`SELECT * FROM ${sql.table(recurso.tabela)} WHERE ${sql.join(condicoes, sql` AND `)}
    ORDER BY ${campo ? sql.raw(chaveDoCampo(recurso.titulo, campo, dialetoDe(db).nome)) : sql`id`} NULLS LAST, id LIMIT ${OPCOES_MAXIMO}`.execute(db);
  return linhas.rows.map((l) => ({ id: Number(l.id), titulo: tituloDaLinha(recurso, l), ativo: Number(l.ativo) === 1 }));
}
