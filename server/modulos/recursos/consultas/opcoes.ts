/**
 * The options of a reference input: active records (an inactive one cannot be chosen) that the
 * text finds as the register's quick search does, by title, detail and searchable fields; or the
 * records already chosen by id (inactive ones too, so a form still shows what it holds). Each
 * with its detail, which tells apart records that share a title. At most OPCOES_MAXIMO.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { formatarValor } from '@retaguarda/contrato/recursos/exibicao';
import type { OpcaoRegistro } from '@retaguarda/contrato/recursos/esquemas';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { dialetoDe } from '../../../db/dialeto';
import { valorDaLinha, type Linha } from '../conversao';
import { condicaoEscopo, type EscopoDaChamada } from '../escopo';
import { chaveDoCampo } from '../tabela/indices';
import { condicaoDaBusca } from './filtros';
import { tituloDaLinha, type Db } from './leitura';

export const OPCOES_MAXIMO = 20;

export async function listarOpcoes(db: Db, recurso: Recurso, escopo: EscopoDaChamada, consulta: { busca?: string; ids?: string }): Promise<OpcaoRegistro[]> {
  const campo = recurso.campos[recurso.titulo];
  const doEscopo = condicaoEscopo(escopo);
  const condicoes: RawBuilder<SqlBool>[] = [doEscopo];
  if (consulta.ids) {
    const ids = [...new Set(consulta.ids.split(',').map(Number))].slice(0, OPCOES_MAXIMO);
    condicoes.push(sql<SqlBool>`id IN (${sql.join(ids.map((id) => sql`${id}`))})`);
  } else {
    condicoes.push(sql<SqlBool>`ativo = 1`);
    const busca = condicaoDaBusca(recurso, consulta.busca, dialetoDe(db).nome, doEscopo);
    if (busca) condicoes.push(busca);
  }
  const linhas = await sql<Linha>`SELECT * FROM ${sql.table(recurso.tabela)} WHERE ${sql.join(condicoes, sql` AND `)}
    ORDER BY ${campo ? sql.raw(chaveDoCampo(recurso.titulo, campo, dialetoDe(db).nome)) : sql`id`} NULLS LAST, id LIMIT ${OPCOES_MAXIMO}`.execute(db);
  return linhas.rows.map((l) => {
    const detalhe = detalheDaLinha(recurso, l);
    return { id: Number(l.id), titulo: tituloDaLinha(recurso, l), ...(detalhe ? { detalhe } : {}), ativo: Number(l.ativo) === 1 };
  });
}

/** The declared detail's values, as a screen shows them ('CROP0012-VIN-M', '529.982.247-25'), the empty ones left out. */
function detalheDaLinha(recurso: Recurso, linha: Linha): string {
  return (recurso.detalhe ?? [])
    .flatMap((nome) => {
      const campo = recurso.campos[nome];
      return campo ? [formatarValor(campo, valorDaLinha(nome, campo, linha))] : [];
    })
    .filter((v) => v !== '')
    .join(' · ');
}
