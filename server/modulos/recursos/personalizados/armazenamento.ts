/**
 * Where a custom field's value lives: under its name (`cp_<id>`) in the record's JSON column
 * `personalizados`, spelled as its own column would hold it (integer centavos, YYYY-MM-DD, 0/1),
 * so conversao.ts reads and writes it like any column. Reads spread the JSON over the row; the
 * list and the export read FROM a subquery that exposes each field as a column of that name, so
 * the filters' SQL (consultas/filtros.ts) applies to it unchanged on both databases.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { camposPersonalizadosDe } from '@retaguarda/contrato/recursos/personalizados';
import { dialetoDe } from '../../../db/dialeto';
import { COLUNA_PERSONALIZADOS, colunasDoCampo } from '../colunas';
import type { Linha } from '../conversao';
import type { Db } from '../consultas/leitura';

type Json = Record<string, unknown>;

/** The JSON column's object (an unreadable or absent one is empty: nothing to show). */
export function jsonDaLinha(valor: unknown): Json {
  if (typeof valor === 'object' && valor !== null && !Array.isArray(valor)) return valor as Json;
  if (typeof valor !== 'string' || valor === '') return {};
  try {
    const lido: unknown = JSON.parse(valor);
    return typeof lido === 'object' && lido !== null && !Array.isArray(lido) ? (lido as Json) : {};
  } catch {
    return {};
  }
}

/** The row with the resource's custom fields' values spread as columns. */
export function expandirPersonalizados(recurso: Recurso, linha: Linha): Linha {
  const campos = camposPersonalizadosDe(recurso);
  if (campos.length === 0) return linha;
  const json = jsonDaLinha(linha[COLUNA_PERSONALIZADOS]);
  const expandida: Linha = { ...linha };
  for (const [nome] of campos) expandida[nome] = json[nome] ?? null;
  return expandida;
}

/**
 * The columns of a write with the custom fields' moved into the JSON column, merged into what
 * the row held (`antes`): a removed field's value stays, an emptied one leaves the object.
 */
export function dobrarPersonalizados(recurso: Recurso, colunas: Record<string, unknown>, antes: unknown): Record<string, unknown> {
  const nomes = new Set(camposPersonalizadosDe(recurso).map(([nome]) => nome));
  const proprias = Object.keys(colunas).filter((c) => nomes.has(c));
  if (proprias.length === 0) return colunas;
  const json = { ...jsonDaLinha(antes) };
  const saida: Record<string, unknown> = {};
  for (const [coluna, valor] of Object.entries(colunas)) {
    if (!nomes.has(coluna)) saida[coluna] = valor;
    else if (valor === null || valor === undefined) delete json[coluna];
    else json[coluna] = valor;
  }
  saida[COLUNA_PERSONALIZADOS] = Object.keys(json).length > 0 ? JSON.stringify(json) : null;
  return saida;
}

/**
 * What the list and the export read FROM: the table itself, or (with custom fields) a subquery
 * under the table's own name adding one column per custom field. Both databases flatten such a
 * subquery into the outer query, so the table's indexes still serve the declared filters.
 */
export function fonteDoRecurso(db: Db, recurso: Recurso): RawBuilder<unknown> {
  const campos = camposPersonalizadosDe(recurso);
  const tabela = sql.table(recurso.tabela);
  if (campos.length === 0) return sql`${tabela}`;
  const dialeto = dialetoDe(db);
  const extras = campos.map(([nome, campo]) => {
    const tipo = colunasDoCampo(nome, campo)[0]?.tipo ?? 'TEXT';
    return sql`${dialeto.valorJson(COLUNA_PERSONALIZADOS, nome, tipo)} AS ${sql.ref(nome)}`;
  });
  return sql`(SELECT ${tabela}.*, ${sql.join(extras)} FROM ${tabela}) AS ${tabela}`;
}
