/**
 * Rows of a resource's table as the API answers them (RegistroBase): the fields in API form, the
 * lists of references from their join tables, and the titles of every record referred to.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import type { Registro } from '@retaguarda/contrato/recursos/esquemas';
import { formatarValor } from '@retaguarda/contrato/recursos/exibicao';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { ValorCampo } from '@retaguarda/contrato/recursos/valores';
import type { DB } from '../../../db/schema';
import { isoSP } from '../../../http/iso-sp';
import { tabelaDeLigacao } from '../colunas';
import { valorDaLinha, type Linha } from '../conversao';
import { expandirPersonalizados } from '../personalizados/armazenamento';
import type { Catalogo } from '../tabela/sincronizar';

export type Db = Kysely<DB> | Transaction<DB>;

const emLista = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`));

/** The ids each record refers to through a 'referencias' field, in id order. */
export async function ligacoesDe(db: Db, recurso: Recurso, nome: string, campo: Campo, ids: readonly number[]): Promise<Map<number, number[]>> {
  const mapa = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return mapa;
  const linhas = await sql<{ id_registro: number; id_ref: number }>`SELECT id_registro, id_ref FROM ${sql.table(tabelaDeLigacao(recurso, nome, campo))}
    WHERE id_registro IN (${emLista(ids)}) ORDER BY id_registro, id_ref`.execute(db);
  for (const l of linhas.rows) mapa.get(Number(l.id_registro))?.push(Number(l.id_ref));
  return mapa;
}

/** A record's title as a person reads it (its `titulo` field, displayed). */
export function tituloDaLinha(recurso: Recurso, linha: Linha): string {
  const campo = recurso.campos[recurso.titulo];
  return campo ? formatarValor(campo, valorDaLinha(recurso.titulo, campo, linha)) || `#${String(linha.id)}` : `#${String(linha.id)}`;
}

/** The titles of records of `alvo` by id (whatever their scope or state: the ids were checked when written). */
export async function titulosPorId(db: Db, alvo: Recurso, ids: readonly number[]): Promise<Map<number, string>> {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map();
  const linhas = await sql<Linha>`SELECT * FROM ${sql.table(alvo.tabela)} WHERE id IN (${emLista(unicos)})`.execute(db);
  return new Map(linhas.rows.map((l) => [Number(l.id), tituloDaLinha(alvo, l)]));
}

export function recursoAlvo(catalogo: Catalogo, campo: Campo): Recurso {
  const alvo = campo.tipo === 'referencia' || campo.tipo === 'referencias' ? catalogo[campo.recurso] : undefined;
  if (!alvo) throw new Error(`Campo referencia a um cadastro desconhecido: ${campo.tipo === 'referencia' || campo.tipo === 'referencias' ? campo.recurso : campo.tipo}`);
  return alvo;
}

/** The fields of each row in API form ('referencias' read from their join tables). */
export async function valoresDe(db: Db, recurso: Recurso, linhas: readonly Linha[]): Promise<Map<number, Record<string, ValorCampo>>> {
  const ids = linhas.map((l) => Number(l.id));
  const listas = new Map<string, Map<number, number[]>>();
  for (const [nome, campo] of Object.entries(recurso.campos)) {
    if (campo.tipo === 'referencias') listas.set(nome, await ligacoesDe(db, recurso, nome, campo, ids));
  }
  const mapa = new Map<number, Record<string, ValorCampo>>();
  for (const lida of linhas) {
    const linha = expandirPersonalizados(recurso, lida);
    const id = Number(linha.id);
    const valores: Record<string, ValorCampo> = {};
    for (const [nome, campo] of Object.entries(recurso.campos)) {
      valores[nome] = campo.tipo === 'referencias' ? (listas.get(nome)?.get(id) ?? []) : valorDaLinha(nome, campo, linha);
    }
    mapa.set(id, valores);
  }
  return mapa;
}

/** What each reference field of these values shows: `{ campo: título }` or `{ campo: [títulos] }`. */
export async function titulosDe(db: Db, catalogo: Catalogo, recurso: Recurso, lista: readonly Record<string, ValorCampo>[]): Promise<Record<string, string | string[] | null>[]> {
  const saida = lista.map(() => ({}) as Record<string, string | string[] | null>);
  for (const [nome, campo] of Object.entries(recurso.campos)) {
    if (campo.tipo !== 'referencia' && campo.tipo !== 'referencias') continue;
    const ids = lista.flatMap((v) => {
      const valor = v[nome];
      return typeof valor === 'number' ? [valor] : Array.isArray(valor) ? valor : [];
    });
    const titulos = await titulosPorId(db, recursoAlvo(catalogo, campo), ids);
    lista.forEach((v, i) => {
      const valor = v[nome];
      saida[i][nome] = typeof valor === 'number' ? (titulos.get(valor) ?? `#${valor}`) : Array.isArray(valor) ? valor.map((id) => titulos.get(id) ?? `#${id}`) : null;
    });
  }
  return saida;
}

/** The records as the API answers them, in the rows' order. */
export async function registrosDe(db: Db, catalogo: Catalogo, recurso: Recurso, linhas: readonly Linha[]): Promise<Registro[]> {
  const valores = await valoresDe(db, recurso, linhas);
  const lista = linhas.map((l) => valores.get(Number(l.id)) ?? {});
  const titulos = await titulosDe(db, catalogo, recurso, lista);
  return linhas.map((l, i) => ({
    id: Number(l.id),
    ativo: Number(l.ativo) === 1,
    version: Number(l.version),
    criado_em: isoSP(Number(l.criado_em)),
    atualizado_em: isoSP(Number(l.atualizado_em)),
    ...lista[i],
    titulos: titulos[i],
  }));
}

