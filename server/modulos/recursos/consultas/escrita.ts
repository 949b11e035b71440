/**
 * Create, edit, inactivate and reactivate a record: each in one transaction with its history
 * entry, its references checked (active and in scope), its unique fields checked before the
 * write (and the unique index's refusal turned into the same 409 when two writes race).
 */
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import { MENSAGENS_RECURSO } from '@retaguarda/contrato/recursos/mensagens';
import { camposEditaveis, type Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { ValorCampo } from '@retaguarda/contrato/recursos/valores';
import { dialetoDe } from '../../../db/dialeto';
import { violouUnicidade } from '../../../db/erros';
import type { DB } from '../../../db/schema';
import { ErroHttp } from '../../../http/erros';
import { ErroDeValidacao } from '../../../http/validacao';
import { COLUNA_PERSONALIZADOS, colunaDe, tabelaDeLigacao } from '../colunas';
import { paraColunas, type Linha } from '../conversao';
import { condicaoEscopo, escopoDe, valoresEscopo, type EscopoDaChamada } from '../escopo';
import { alteracoesDe, registrarHistorico } from '../historico';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import { dobrarPersonalizados } from '../personalizados/armazenamento';
import type { Catalogo } from '../tabela/sincronizar';
import { recursoAlvo, valoresDe, type Db } from './leitura';

/** 409 naming the field whose value another record of the scope already has (or the clash an `exclusivos` rule words). */
export class ConflitoUnico extends ErroHttp {
  constructor(
    recurso: Recurso,
    readonly campo: string,
    mensagem: string = MENSAGENS_RECURSO.jaExiste(recurso, recurso.campos[campo] as Campo),
  ) {
    super(409, mensagem);
    this.name = 'ConflitoUnico';
  }
}

export interface Autor {
  idUsuario: number;
  agora: number;
}

type Valores = Record<string, ValorCampo>;

/** The record's row in scope, locked for the write on PostgreSQL; 404 when missing or out of scope. */
export async function linhaNoEscopo(db: Db, recurso: Recurso, escopo: EscopoDaChamada, id: number, travar = false): Promise<Linha> {
  const trava = travar && dialetoDe(db).travaLinhas ? sql` FOR UPDATE` : sql``;
  const linha = (await sql<Linha>`SELECT * FROM ${sql.table(recurso.tabela)} WHERE id = ${id} AND ${condicaoEscopo(escopo)}${trava}`.execute(db)).rows[0];
  if (!linha) throw new ErroHttp(404, MENSAGENS_RECURSO.naoEncontrado(recurso));
  return linha;
}

async function conferirReferencias(trx: Transaction<DB>, catalogo: Catalogo, recurso: Recurso, usuario: UsuarioSessao, valores: Valores, nomes: readonly string[]): Promise<void> {
  for (const nome of nomes) {
    const campo = recurso.campos[nome];
    if (!campo || (campo.tipo !== 'referencia' && campo.tipo !== 'referencias')) continue;
    const valor = valores[nome];
    const ids = [...new Set(typeof valor === 'number' ? [valor] : Array.isArray(valor) ? valor : [])];
    if (ids.length === 0) continue;
    const alvo = recursoAlvo(catalogo, campo);
    const escopoAlvo = escopoDe(alvo, usuario);
    const achados = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(alvo.tabela)}
      WHERE id IN (${sql.join(ids.map((id) => sql`${id}`))}) AND ativo = 1 AND ${condicaoEscopo(escopoAlvo)}`.execute(trx);
    if (Number(achados.rows[0]?.n ?? 0) !== ids.length) throw new ErroDeValidacao('body', [nome], MENSAGENS_RECURSO.referenciaInexistente(campo));
  }
}

async function conferirUnicos(trx: Transaction<DB>, recurso: Recurso, escopo: EscopoDaChamada, valores: Valores, nomes: readonly string[], id: number | null): Promise<void> {
  for (const nome of nomes) {
    const campo = recurso.campos[nome];
    const valor = valores[nome];
    if (!campo?.unico || valor === null || valor === undefined) continue;
    const [coluna, colunaValor] = Object.entries(paraColunas(nome, campo, valor))[0] ?? [];
    if (coluna === undefined) continue;
    const outro = await sql<{ id: number }>`SELECT id FROM ${sql.table(recurso.tabela)}
      WHERE ${sql.ref(coluna)} = ${colunaValor} AND ${condicaoEscopo(escopo)} ${id === null ? sql`` : sql`AND id <> ${id}`} LIMIT 1`.execute(trx);
    if (outro.rows.length > 0) throw new ConflitoUnico(recurso, nome);
  }
}

/** `coluna = valor`, or `coluna IS NULL` for an empty value: the same empty value clashes too. */
const igualA = (coluna: string, valor: unknown): RawBuilder<unknown> => (valor === null || valor === undefined ? sql`${sql.ref(coluna)} IS NULL` : sql`${sql.ref(coluna)} = ${valor}`);

/**
 * The declaration's `exclusivos` on the record as it would be saved (active): another active
 * record of the scope sharing the values and overlapping the range is a 409 naming the rule's
 * field. A unique index cannot state an overlap, so on PostgreSQL two writes of the register
 * queue on a transaction lock of its table instead of both passing the check.
 */
export async function conferirExclusivos(trx: Db, recurso: Recurso, escopo: EscopoDaChamada, valores: Valores, id: number | null): Promise<void> {
  const regras = recurso.exclusivos ?? [];
  if (regras.length === 0) return;
  if (dialetoDe(trx).travaLinhas) await sql`SELECT pg_advisory_xact_lock(hashtext(${recurso.tabela}))`.execute(trx);
  for (const regra of regras) {
    const condicoes: RawBuilder<unknown>[] = [];
    for (const nome of regra.iguais) {
      const campo = recurso.campos[nome];
      if (campo) for (const [coluna, valor] of Object.entries(paraColunas(nome, campo, valores[nome] ?? null))) condicoes.push(igualA(coluna, valor));
    }
    if (regra.faixa) {
      const [de, ate] = regra.faixa.map((nome) => ({ nome, campo: recurso.campos[nome] as Campo }));
      const inicio = paraColunas(de.nome, de.campo, valores[de.nome] ?? null)[colunaDe(de.nome, de.campo)];
      const fim = paraColunas(ate.nome, ate.campo, valores[ate.nome] ?? null)[colunaDe(ate.nome, ate.campo)];
      if (inicio === null || fim === null || inicio === undefined || fim === undefined) continue;
      condicoes.push(sql`${sql.ref(colunaDe(de.nome, de.campo))} <= ${fim}`, sql`${sql.ref(colunaDe(ate.nome, ate.campo))} >= ${inicio}`);
    }
    const outro = await sql<{ id: number }>`SELECT id FROM ${sql.table(recurso.tabela)}
      WHERE ${condicaoEscopo(escopo)} AND ativo = 1 AND ${sql.join(condicoes, sql` AND `)} ${id === null ? sql`` : sql`AND id <> ${id}`} LIMIT 1`.execute(trx);
    if (outro.rows.length > 0) throw new ConflitoUnico(recurso, regra.campo, regra.mensagem);
  }
}

/** A unique index's refusal, when two writes raced past the check: which field it names. */
export function campoDoConflito(recurso: Recurso, erro: unknown): string | null {
  const e = erro as { message?: unknown; constraint?: unknown } | null;
  if (!violouUnicidade(erro)) return null;
  const texto = `${String(e?.message ?? '')} ${String(e?.constraint ?? '')}`;
  const unicos = Object.entries(recurso.campos).filter(([, c]) => c.unico);
  const achado = unicos.find(([nome, c]) => texto.includes(`${recurso.tabela}.${colunaDe(nome, c)}`) || texto.includes(`${recurso.tabela}_${colunaDe(nome, c)}`));
  return (achado ?? unicos[0])?.[0] ?? null;
}

/**
 * The columns of the named fields, with the stamps of `carimbos` when their boolean flips; custom
 * fields' values go into the JSON column, merged into the row's (`personalizadosAntes`).
 */
export function colunasDe(
  recurso: Recurso,
  valores: Valores,
  nomes: readonly string[],
  antes: Valores | null,
  agora: number,
  personalizadosAntes: unknown = null,
): Record<string, unknown> {
  const colunas: Record<string, unknown> = {};
  for (const nome of nomes) {
    const campo = recurso.campos[nome];
    if (campo) Object.assign(colunas, paraColunas(nome, campo, valores[nome] ?? null));
  }
  for (const { quando, grava } of recurso.carimbos ?? []) {
    const campoGrava = recurso.campos[grava];
    if (!nomes.includes(quando) || !campoGrava) continue;
    const ligado = valores[quando] === true;
    if (ligado === (antes?.[quando] === true)) continue;
    valores[grava] = ligado ? new Date(agora).toISOString() : null;
    Object.assign(colunas, ligado ? { [colunaDe(grava, campoGrava)]: agora } : paraColunas(grava, campoGrava, null));
  }
  return dobrarPersonalizados(recurso, colunas, personalizadosAntes);
}

async function gravarLigacoes(trx: Transaction<DB>, recurso: Recurso, id: number, valores: Valores, nomes: readonly string[]): Promise<void> {
  for (const nome of nomes) {
    const campo = recurso.campos[nome];
    if (campo?.tipo !== 'referencias') continue;
    const ligacao = sql.table(tabelaDeLigacao(recurso, nome, campo));
    await sql`DELETE FROM ${ligacao} WHERE id_registro = ${id}`.execute(trx);
    const ids = Array.isArray(valores[nome]) ? (valores[nome] as readonly number[]) : [];
    if (ids.length > 0) await sql`INSERT INTO ${ligacao} (id_registro, id_ref) VALUES ${sql.join(ids.map((ref) => sql`(${id}, ${ref})`))}`.execute(trx);
  }
}

const lista = (colunas: Record<string, unknown>): { nomes: RawBuilder<unknown>; valores: RawBuilder<unknown> } => ({
  nomes: sql.join(Object.keys(colunas).map((c) => sql.ref(c))),
  valores: sql.join(Object.values(colunas).map((v) => sql`${v}`)),
});

/** What every write needs: its transaction, the resources, the one written, who writes and when. */
export interface Escrita {
  trx: Transaction<DB>;
  catalogo: Catalogo;
  recurso: Recurso;
  usuario: UsuarioSessao;
  autor: Autor;
}

/** POST: the new record's id. */
export async function criarRegistro({ trx, catalogo, recurso, usuario, autor }: Escrita, corpo: Valores): Promise<number> {
  const escopo = escopoDe(recurso, usuario);
  const nomes = camposEditaveis(recurso).map(([nome]) => nome);
  conferirCoerencia(recurso, corpo);
  await conferirReferencias(trx, catalogo, recurso, usuario, corpo, nomes);
  await conferirUnicos(trx, recurso, escopo, corpo, nomes, null);
  await conferirExclusivos(trx, recurso, escopo, corpo, null);
  const valores = { ...corpo };
  const colunas = { ...valoresEscopo(escopo), ativo: 1, version: 1, criado_em: autor.agora, atualizado_em: autor.agora, ...colunasDe(recurso, valores, nomes, null, autor.agora) };
  const { nomes: cols, valores: vals } = lista(colunas);
  const id = Number((await sql<{ id: number }>`INSERT INTO ${sql.table(recurso.tabela)} (${cols}) VALUES (${vals}) RETURNING id`.execute(trx)).rows[0]?.id);
  await gravarLigacoes(trx, recurso, id, valores, nomes);
  const alteracoes = await alteracoesDe(trx, catalogo, recurso, Object.keys(recurso.campos), null, valores);
  await registrarHistorico(trx, { recurso, idRegistro: id, idUsuario: autor.idUsuario, em: autor.agora, acao: 'criacao', alteracoes });
  return id;
}

/** The declaration's rule between fields, on the record as it would be saved: a 400 naming the field. */
export function conferirCoerencia(recurso: Recurso, valores: Valores): void {
  const falta = recurso.coerencia?.(valores);
  if (falta) throw new ErroDeValidacao('body', [falta.campo], falta.mensagem);
}

const mesmoValor = (nome: string, campo: Campo, a: ValorCampo | undefined, b: ValorCampo | undefined): boolean =>
  campo.tipo === 'referencias'
    ? JSON.stringify([...((a as number[] | undefined) ?? [])].sort()) === JSON.stringify([...((b as number[] | undefined) ?? [])].sort())
    : JSON.stringify(paraColunas(nome, campo, a ?? null)) === JSON.stringify(paraColunas(nome, campo, b ?? null));

/** PUT: saves the fields that changed, when the record is active and at the version read. */
export async function editarRegistro({ trx, catalogo, recurso, usuario, autor }: Escrita, id: number, corpo: Valores & { version: number }): Promise<void> {
  const escopo = escopoDe(recurso, usuario);
  const linha = await linhaNoEscopo(trx, recurso, escopo, id, true);
  if (Number(linha.ativo) !== 1) throw new ErroHttp(409, MENSAGENS_RECURSO.inativo(recurso));
  if (Number(linha.version) !== corpo.version) throw new ErroHttp(409, MENSAGENS_RECURSO.versaoMudou(recurso));
  const antes = (await valoresDe(trx, recurso, [linha])).get(id) ?? {};
  const nomes = camposEditaveis(recurso)
    .filter(([nome, campo]) => corpo[nome] !== undefined && !mesmoValor(nome, campo, antes[nome], corpo[nome]))
    .map(([nome]) => nome);
  // nothing changed: no write, no new version, no history
  if (nomes.length === 0) return;
  const depois: Valores = { ...antes, ...Object.fromEntries(nomes.map((n) => [n, corpo[n] ?? null])) };
  conferirCoerencia(recurso, depois);
  await conferirReferencias(trx, catalogo, recurso, usuario, corpo, nomes);
  await conferirUnicos(trx, recurso, escopo, corpo, nomes, id);
  await conferirExclusivos(trx, recurso, escopo, depois, id);
  const colunas = colunasDe(recurso, depois, nomes, antes, autor.agora, linha[COLUNA_PERSONALIZADOS]);
  const sets = Object.entries({ ...colunas, atualizado_em: autor.agora }).map(([c, v]) => sql`${sql.ref(c)} = ${v}`);
  const feito = await sql`UPDATE ${sql.table(recurso.tabela)} SET ${sql.join(sets)}, version = version + 1
    WHERE id = ${id} AND version = ${corpo.version} RETURNING id`.execute(trx);
  if (feito.rows.length === 0) throw new ErroHttp(409, MENSAGENS_RECURSO.versaoMudou(recurso));
  await gravarLigacoes(trx, recurso, id, depois, nomes);
  const alterados = [...nomes, ...(recurso.carimbos ?? []).filter((c) => nomes.includes(c.quando)).map((c) => c.grava)];
  const alteracoes = await alteracoesDe(trx, catalogo, recurso, alterados, antes, depois);
  await registrarHistorico(trx, { recurso, idRegistro: id, idUsuario: autor.idUsuario, em: autor.agora, acao: 'edicao', alteracoes });
}

/** POST inativar / reativar: the state flips (once) at the version read. */
export async function mudarSituacao({ trx, recurso, usuario, autor }: Escrita, id: number, version: number, ativo: boolean): Promise<void> {
  const escopo = escopoDe(recurso, usuario);
  const linha = await linhaNoEscopo(trx, recurso, escopo, id, true);
  if (Number(linha.version) !== version) throw new ErroHttp(409, MENSAGENS_RECURSO.versaoMudou(recurso));
  if ((Number(linha.ativo) === 1) === ativo) return;
  if (ativo) await conferirExclusivos(trx, recurso, escopo, (await valoresDe(trx, recurso, [linha])).get(id) ?? {}, id);
  const feito = await sql`UPDATE ${sql.table(recurso.tabela)} SET ativo = ${ativo ? 1 : 0}, version = version + 1, atualizado_em = ${autor.agora}
    WHERE id = ${id} AND version = ${version} RETURNING id`.execute(trx);
  if (feito.rows.length === 0) throw new ErroHttp(409, MENSAGENS_RECURSO.versaoMudou(recurso));
  await registrarHistorico(trx, { recurso, idRegistro: id, idUsuario: autor.idUsuario, em: autor.agora, acao: ativo ? 'reativacao' : 'inativacao', alteracoes: [] });
}
