/**
 * The import's commit: every row checked by validar.ts created in one transaction (all or
 * nothing), in the caller's scope, each with its history entry ('importacao', the importer as
 * the author, every filled field as the record page shows it). The unique indexes still refuse a
 * value another write took meanwhile: the transaction then rolls back whole.
 */
import type { Transaction } from 'kysely';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import { formatarValor } from '@retaguarda/contrato/recursos/exibicao';
import { camposEditaveis, type Recurso } from '@retaguarda/contrato/recursos/recurso';
import { inserirEmLote } from '../../../db/insercao-em-lote';
import type { DB } from '../../../db/schema';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import { paraColunas } from '../conversao';
import { colunasDe } from '../consultas/escrita';
import { escopoDe, valoresEscopo } from '../escopo';
import type { LinhaValida } from './validar';

/** Rows per INSERT (a register's ~35 columns: far below the databases' parameter limits). */
const LOTE = 100;
const COLUNAS_HISTORICO = ['recurso', 'id_registro', 'id_usuario', 'em', 'acao', 'alteracoes'];

export interface Gravacao {
  trx: Transaction<DB>;
  recurso: Recurso;
  usuario: UsuarioSessao;
  agora: number;
  titulos: Map<string, Map<number, string>>;
}

function alteracoesDaCriacao(recurso: Recurso, valores: LinhaValida['valores'], titulos: Gravacao['titulos']) {
  const alteracoes: { campo: string; rotulo: string; antes: null; depois: string }[] = [];
  for (const [nome, campo] of Object.entries(recurso.campos) as [string, Campo][]) {
    const valor = valores[nome];
    const titulo = typeof valor === 'number' && campo.tipo === 'referencia' ? (titulos.get(nome)?.get(valor) ?? null) : null;
    const depois = formatarValor(campo, valor ?? null, { titulo });
    if (depois) alteracoes.push({ campo: nome, rotulo: campo.rotulo, antes: null, depois });
  }
  return alteracoes;
}

/**
 * Every column a created row may write, in one order: the fields' (colunasDe of an empty row)
 * and the stamps' (carimbos), which colunasDe adds only where the stamp is set. A row leaves a
 * stamp it does not set NULL (a create of one record leaves the column out: the same, since no
 * stamp column has a DEFAULT), so every row of a lot has the same columns and a lot is one
 * INSERT in the file's order.
 */
function colunasDaCriacao(recurso: Recurso, nomes: readonly string[], agora: number): string[] {
  const colunas = new Set(Object.keys(colunasDe(recurso, {}, nomes, null, agora)));
  for (const { grava } of recurso.carimbos ?? []) {
    const campo = recurso.campos[grava];
    if (campo) for (const coluna of Object.keys(paraColunas(grava, campo, null))) colunas.add(coluna);
  }
  return [...colunas];
}

/** Creates the rows a hundred at a time, each lot with its history entries; returns how many. */
export async function gravarLinhas(g: Gravacao, linhas: readonly LinhaValida[]): Promise<number> {
  const { trx, recurso, agora } = g;
  const nomes = camposEditaveis(recurso).map(([nome]) => nome);
  const comuns = { ...valoresEscopo(escopoDe(recurso, g.usuario)), ativo: 1, version: 1, criado_em: agora, atualizado_em: agora };
  const proprias = colunasDaCriacao(recurso, nomes, agora);
  const colunas = [...Object.keys(comuns), ...proprias];
  const valoresComuns = Object.values(comuns);
  for (let i = 0; i < linhas.length; i += LOTE) {
    // between lots, let the event loop answer what does not need this transaction (timers,
    // other connections on PostgreSQL): 10,000 rows are otherwise one unbroken chain of microtasks
    if (i > 0) await new Promise((r) => setImmediate(r));
    const lote = linhas.slice(i, i + LOTE).map(({ valores }) => {
      const depois = { ...valores };
      // values as an array in `colunas`' order: spreading the common and the row's columns into
      // one object of ~40 properties per row filled V8's old generation until the import ended,
      // most of its peak memory (docs/benchmarks.md)
      const daLinha = colunasDe(recurso, depois, nomes, null, agora);
      return { depois, valores: [...valoresComuns, ...proprias.map((c) => daLinha[c] ?? null)] };
    });
    const ids = await inserirEmLote(trx, recurso.tabela, colunas, lote.map((l) => l.valores));
    await inserirEmLote(
      trx,
      'historico_registros',
      COLUNAS_HISTORICO,
      lote.map(({ depois }, j) => [recurso.nome, ids[j], g.usuario.id, agora, 'importacao', JSON.stringify(alteracoesDaCriacao(recurso, depois, g.titulos))]),
    );
  }
  return linhas.length;
}
