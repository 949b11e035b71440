/**
 * The import's commit: every row checked by validar.ts created in one transaction (all or
 * nothing), in the caller's scope, each with its history entry ('importacao', the importer as
 * the author, every filled field as the record page shows it). The unique indexes still refuse a
 * value another write took meanwhile: the transaction then rolls back whole.
 */
import { sql, type Transaction } from 'kysely';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import { formatarValor } from '@retaguarda/contrato/recursos/exibicao';
import { camposEditaveis, type Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { DB } from '../../../db/schema';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import { colunasDe } from '../consultas/escrita';
import { escopoDe, valoresEscopo } from '../escopo';
import type { LinhaValida } from './validar';

const LOTE_HISTORICO = 500;

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

/** Creates the rows; returns how many. */
export async function gravarLinhas(g: Gravacao, linhas: readonly LinhaValida[]): Promise<number> {
  const { trx, recurso, agora } = g;
  const escopo = escopoDe(recurso, g.usuario);
  const nomes = camposEditaveis(recurso).map(([nome]) => nome);
  const historico: { recurso: string; id_registro: number; id_usuario: number; em: number; acao: string; alteracoes: string }[] = [];
  for (const { valores } of linhas) {
    const depois = { ...valores };
    const colunas = { ...valoresEscopo(escopo), ativo: 1, version: 1, criado_em: agora, atualizado_em: agora, ...colunasDe(recurso, depois, nomes, null, agora) };
    const id = Number(
      (
        await sql<{ id: number }>`INSERT INTO ${sql.table(recurso.tabela)} (${sql.join(Object.keys(colunas).map((c) => sql.ref(c)))})
          VALUES (${sql.join(Object.values(colunas).map((v) => sql`${v}`))}) RETURNING id`.execute(trx)
      ).rows[0]?.id,
    );
    historico.push({
      recurso: recurso.nome,
      id_registro: id,
      id_usuario: g.usuario.id,
      em: agora,
      acao: 'importacao',
      alteracoes: JSON.stringify(alteracoesDaCriacao(recurso, depois, g.titulos)),
    });
  }
  for (let i = 0; i < historico.length; i += LOTE_HISTORICO) await trx.insertInto('historico_registros').values(historico.slice(i, i + LOTE_HISTORICO)).execute();
  return linhas.length;
}
