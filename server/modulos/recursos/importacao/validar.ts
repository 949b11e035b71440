/**
 * Checks every data row of an import as a create would, and more at once: the create schema
 * (esquemaCriacao, the same as POST), references (by id or by the referred record's title,
 * active and in scope), and unique fields both within the file and against the scope's records.
 * Each problem is one error at its line and column; nothing is written here.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import { MENSAGENS_RECURSO } from '@retaguarda/contrato/recursos/mensagens';
import { colunasDaPlanilha, MENSAGENS_PLANILHA, type ColunaPlanilha, type ErroImportacao } from '@retaguarda/contrato/recursos/planilha';
import { camposEditaveis, type Exclusividade, type Recurso } from '@retaguarda/contrato/recursos/recurso';
import { esquemaCampo, type ValorCampo } from '@retaguarda/contrato/recursos/valores';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import { colunaDe } from '../colunas';
import { paraColunas, type Linha } from '../conversao';
import { condicaoEscopo, escopoDe, type EscopoDaChamada } from '../escopo';
import { conferirExclusivos, ConflitoUnico } from '../consultas/escrita';
import { recursoAlvo, tituloDaLinha, type Db } from '../consultas/leitura';
import type { Catalogo } from '../tabela/sincronizar';
import { entradaDaLinha, lerCabecalho, linhaVazia } from './entrada';

export interface LinhaValida {
  linha: number;
  valores: Record<string, ValorCampo>;
}

export interface Verificacao {
  linhas: number;
  validas: LinhaValida[];
  /** Every error, by line then column. */
  erros: ErroImportacao[];
  /** The titles of the records referred to, by field and id (the history shows them). */
  titulos: Map<string, Map<number, string>>;
}

const LOTE_IN = 500;
const emLotes = <T>(itens: readonly T[]): T[][] => Array.from({ length: Math.ceil(itens.length / LOTE_IN) }, (_, i) => itens.slice(i * LOTE_IN, (i + 1) * LOTE_IN));

interface Contexto {
  db: Db;
  catalogo: Catalogo;
  recurso: Recurso;
  usuario: UsuarioSessao;
}

/** The column an issue of the schema points at (an address part has its own). */
function rotuloDoCaminho(recurso: Recurso, colunas: readonly ColunaPlanilha[], caminho: readonly PropertyKey[]): string {
  const [campo, parte] = caminho.map(String);
  const exata = colunas.find((c) => c.campo === campo && (c.parte === undefined || c.parte === parte));
  return exata?.rotulo ?? recurso.campos[campo]?.rotulo ?? campo;
}

/** The active records of the field's target, in the caller's scope of it, that meet `condicao`. */
async function referidos(c: Contexto, campo: Campo, condicao: (lote: unknown[]) => RawBuilder<unknown>, valores: readonly unknown[]): Promise<Linha[]> {
  const alvo = recursoAlvo(c.catalogo, campo);
  const escopo = escopoDe(alvo, c.usuario);
  const linhas: Linha[] = [];
  for (const lote of emLotes(valores)) {
    const r = await sql<Linha>`SELECT * FROM ${sql.table(alvo.tabela)} WHERE ${condicao(lote)} AND ativo = 1 AND ${condicaoEscopo(escopo)}`.execute(c.db);
    linhas.push(...r.rows);
  }
  return linhas;
}

/** Titles typed instead of ids: each found once becomes its id; none or several is an error. */
async function resolverTitulos(c: Contexto, campo: Campo, titulosDigitados: Set<string>): Promise<Map<string, number | string>> {
  const alvo = recursoAlvo(c.catalogo, campo);
  const campoTitulo = alvo.campos[alvo.titulo];
  const resultado = new Map<string, number | string>();
  if (titulosDigitados.size === 0) return resultado;
  const coluna = campoTitulo ? colunaDe(alvo.titulo, campoTitulo) : 'id';
  const linhas = await referidos(c, campo, (lote) => sql`${sql.ref(coluna)} IN (${sql.join(lote.map((v) => sql`${v}`))})`, [...titulosDigitados]);
  const porTitulo = new Map<string, number[]>();
  for (const l of linhas) porTitulo.set(String(l[coluna]), [...(porTitulo.get(String(l[coluna])) ?? []), Number(l.id)]);
  for (const t of titulosDigitados) {
    const ids = porTitulo.get(t) ?? [];
    resultado.set(t, ids.length === 1 ? ids[0] : ids.length === 0 ? MENSAGENS_PLANILHA.semRegistroComNome(campo, t) : MENSAGENS_PLANILHA.variosComNome(campo, t));
  }
  return resultado;
}

export async function verificarLinhas(c: Contexto, linhasDaFolha: readonly (readonly unknown[])[]): Promise<Verificacao> {
  const { recurso } = c;
  const colunas = colunasDaPlanilha(recurso);
  const ordemColuna = (rotulo: string) => {
    const i = colunas.findIndex((col) => col.rotulo === rotulo);
    return i < 0 ? colunas.length : i;
  };
  const { posicoes, erros } = lerCabecalho(colunas, linhasDaFolha[0] ?? []);
  // the create body's schema (esquemaCriacao) is one esquemaCampo per writable field: run field by
  // field, a row's good fields are still checked for references and uniqueness when another fails
  const esquemas = camposEditaveis(recurso).map(([nome, campo]) => [nome, esquemaCampo(campo)] as const);
  const referencias = Object.entries(recurso.campos).filter(([, campo]) => campo.tipo === 'referencia');

  // 1. each row read into a body; titles typed in reference columns collected to look up at once
  const brutas: { linha: number; entrada: Record<string, unknown> }[] = [];
  const titulosDigitados = new Map<string, Set<string>>(referencias.map(([nome]) => [nome, new Set<string>()]));
  linhasDaFolha.slice(1).forEach((celulas, i) => {
    if (linhaVazia(celulas)) return;
    const entrada = entradaDaLinha(recurso, posicoes, celulas);
    for (const [nome] of referencias) if (typeof entrada[nome] === 'string') titulosDigitados.get(nome)?.add(entrada[nome]);
    brutas.push({ linha: i + 2, entrada });
  });
  const resolvidos = new Map<string, Map<string, number | string>>();
  for (const [nome, campo] of referencias) resolvidos.set(nome, await resolverTitulos(c, campo, titulosDigitados.get(nome) ?? new Set()));

  // 2. the create schema, field by field
  const lidas: LinhaValida[] = [];
  const comErro = new Set<number>();
  const erro = (linha: number, coluna: string, mensagem: string) => {
    erros.push({ linha, coluna, mensagem });
    comErro.add(linha);
  };
  for (const { linha, entrada } of brutas) {
    const valores: Record<string, ValorCampo> = {};
    for (const [nome, esquema] of esquemas) {
      const v = entrada[nome];
      const titulo = typeof v === 'string' ? resolvidos.get(nome)?.get(v) : undefined;
      if (typeof titulo === 'string') {
        erro(linha, rotuloDoCaminho(recurso, colunas, [nome]), titulo);
        continue;
      }
      const r = esquema.safeParse(titulo ?? v);
      if (r.success) {
        valores[nome] = r.data as ValorCampo;
        continue;
      }
      const vistas = new Set<string>();
      for (const issue of r.error.issues) {
        const coluna = rotuloDoCaminho(recurso, colunas, [nome, ...issue.path]);
        if (!vistas.has(coluna)) erro(linha, coluna, issue.message);
        vistas.add(coluna);
      }
    }
    lidas.push({ linha, valores });
  }

  // 3. references by id: active and in scope; their titles kept for the history
  const titulos = new Map<string, Map<number, string>>();
  for (const [nome, campo] of referencias) {
    const ids = [...new Set(lidas.map((a) => a.valores[nome]).filter((v): v is number => typeof v === 'number'))];
    const alvo = recursoAlvo(c.catalogo, campo);
    const achados = await referidos(c, campo, (lote) => sql`id IN (${sql.join(lote.map((v) => sql`${v}`))})`, ids);
    titulos.set(nome, new Map(achados.map((l) => [Number(l.id), tituloDaLinha(alvo, l)])));
    for (const a of lidas) {
      const v = a.valores[nome];
      if (typeof v === 'number' && !titulos.get(nome)?.has(v)) erro(a.linha, rotuloDoCaminho(recurso, colunas, [nome]), MENSAGENS_RECURSO.referenciaInexistente(campo));
    }
  }

  // 4. unique fields: once in the file, and not yet in the scope
  const escopo = escopoDe(recurso, c.usuario);
  for (const [nome, campo] of Object.entries(recurso.campos).filter(([, cp]) => cp.unico)) {
    await conferirUnicos(c, escopo, nome, campo, lidas, (linha, mensagem) => erro(linha, rotuloDoCaminho(recurso, colunas, [nome]), mensagem));
  }

  // 5. the rules between fields and between records (coerencia, exclusivos), as a create runs them
  await conferirRegras(c, lidas, comErro, (linha, campo, mensagem) => erro(linha, rotuloDoCaminho(recurso, colunas, [campo]), mensagem));

  erros.sort((a, b) => a.linha - b.linha || ordemColuna(a.coluna) - ordemColuna(b.coluna));
  return { linhas: brutas.length, validas: lidas.filter((a) => !comErro.has(a.linha)), erros, titulos };
}

/** Each row as a create would check it; a row that clashes with an earlier row of the file is named too. */
async function conferirRegras(c: Contexto, lidas: readonly LinhaValida[], comErro: ReadonlySet<number>, erro: (linha: number, campo: string, mensagem: string) => void): Promise<void> {
  const { recurso } = c;
  if (!recurso.coerencia && !recurso.exclusivos?.length) return;
  const escopo = escopoDe(recurso, c.usuario);
  const aceitas: LinhaValida[] = [];
  for (const a of lidas) {
    if (comErro.has(a.linha)) continue;
    const falta = recurso.coerencia?.(a.valores);
    if (falta) {
      erro(a.linha, falta.campo, falta.mensagem);
      continue;
    }
    const naPlanilha = (recurso.exclusivos ?? []).find((regra) => aceitas.some((b) => colidem(recurso, regra, a.valores, b.valores)));
    if (naPlanilha) {
      erro(a.linha, naPlanilha.campo, naPlanilha.mensagem);
      continue;
    }
    try {
      await conferirExclusivos(c.db, recurso, escopo, a.valores, null);
      aceitas.push(a);
    } catch (e) {
      if (!(e instanceof ConflitoUnico)) throw e;
      erro(a.linha, e.campo, e.message);
    }
  }
}

/** Two rows of the file under one `exclusivos` rule: the same values and overlapping ranges. */
function colidem(recurso: Recurso, regra: Exclusividade, a: Record<string, ValorCampo>, b: Record<string, ValorCampo>): boolean {
  const coluna = (nome: string, v: Record<string, ValorCampo>) => JSON.stringify(paraColunas(nome, recurso.campos[nome] as Campo, v[nome] ?? null));
  if (!regra.iguais.every((nome) => coluna(nome, a) === coluna(nome, b))) return false;
  if (!regra.faixa) return true;
  const [de, ate] = regra.faixa;
  const n = (nome: string, v: Record<string, ValorCampo>) => (typeof v[nome] === 'number' ? v[nome] : null);
  const [deA, ateA, deB, ateB] = [n(de, a), n(ate, a), n(de, b), n(ate, b)];
  return deA !== null && ateA !== null && deB !== null && ateB !== null && deA <= ateB && deB <= ateA;
}

async function conferirUnicos(
  c: Contexto,
  escopo: EscopoDaChamada,
  nome: string,
  campo: Campo,
  aprovadas: readonly LinhaValida[],
  erro: (linha: number, mensagem: string) => void,
): Promise<void> {
  const primeiraLinha = new Map<string, number>();
  const valores: (string | number)[] = [];
  for (const a of aprovadas) {
    const [coluna, valor] = Object.entries(paraColunas(nome, campo, a.valores[nome] ?? null))[0] ?? [];
    if (coluna === undefined || valor === null || valor === undefined) continue;
    const antes = primeiraLinha.get(String(valor));
    if (antes !== undefined) erro(a.linha, MENSAGENS_PLANILHA.repetidoNaPlanilha(campo, antes));
    else {
      primeiraLinha.set(String(valor), a.linha);
      valores.push(valor);
    }
  }
  const coluna = colunaDe(nome, campo);
  for (const lote of emLotes(valores)) {
    const r = await sql<Record<string, string | number>>`SELECT ${sql.ref(coluna)} AS valor FROM ${sql.table(c.recurso.tabela)}
      WHERE ${sql.ref(coluna)} IN (${sql.join(lote.map((v) => sql`${v}`))}) AND ${condicaoEscopo(escopo)}`.execute(c.db);
    for (const existente of r.rows) {
      const linha = primeiraLinha.get(String(existente.valor));
      if (linha !== undefined) erro(linha, MENSAGENS_RECURSO.jaExiste(c.recurso, campo));
    }
  }
}
