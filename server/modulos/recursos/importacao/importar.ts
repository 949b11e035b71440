/**
 * POST <caminho>/importacao: a CSV or .xlsx file as the raw body (its content type says which).
 * `?simular=true` checks every row and writes nothing; without it, the same check, then either
 * every row is created in one transaction or (any error) nothing is, and the errors come back
 * (422). Creates new records only: a row never updates an existing one (docs/api.md).
 */
import type { FastifyRequest } from 'fastify';
import {
  LIMITES_PLANILHA,
  MENSAGENS_PLANILHA,
  TIPOS_ARQUIVO_IMPORTACAO,
  type ImportacaoConcluida,
  type ImportacaoRecusada,
  type ResultadoImportacao,
} from '@retaguarda/contrato/recursos/planilha';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { Contexto } from '../../../contexto';
import { transacao } from '../../../db/transacao';
import { ErroHttp } from '../../../http/erros';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import type { Catalogo } from '../tabela/sincronizar';
import { lerCsv } from './csv';
import { linhaVazia } from './entrada';
import { gravarLinhas } from './gravar';
import { verificarLinhas, type Verificacao } from './validar';
import { lerXlsx } from './xlsx';

export type RespostaImportacao =
  | { status: 200; corpo: { RES: ResultadoImportacao | ImportacaoConcluida } }
  | { status: 422; corpo: ImportacaoRecusada };

/** The media type without its parameters ('text/csv; charset=utf-8' → 'text/csv'). */
const tipoDe = (req: FastifyRequest): string => (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();

/** The sheet's rows, header first; the file's problems as 400/413/415 with a Portuguese message. */
export async function lerArquivo(tipo: string, corpo: unknown): Promise<unknown[][]> {
  if (corpo === undefined || corpo === null || (Buffer.isBuffer(corpo) && corpo.length === 0)) throw new ErroHttp(400, MENSAGENS_PLANILHA.vazio);
  if (!Buffer.isBuffer(corpo)) throw new ErroHttp(415, MENSAGENS_PLANILHA.tipoDesconhecido);
  let linhas: unknown[][];
  try {
    if (tipo === TIPOS_ARQUIVO_IMPORTACAO.xlsx) linhas = await lerXlsx(corpo, LIMITES_PLANILHA.importacaoLinhas);
    else if (tipo === TIPOS_ARQUIVO_IMPORTACAO.csv) linhas = lerCsv(corpo);
    else throw new ErroHttp(415, MENSAGENS_PLANILHA.tipoDesconhecido);
  } catch (erro) {
    if (erro instanceof ErroHttp) throw erro;
    throw new ErroHttp(400, MENSAGENS_PLANILHA.ilegivel);
  }
  // blank lines at the end (or anywhere) are no rows
  while (linhas.length > 0 && linhaVazia(linhas[linhas.length - 1] ?? [])) linhas.pop();
  if (linhas.length === 0) throw new ErroHttp(400, MENSAGENS_PLANILHA.vazio);
  const dados = linhas.slice(1).filter((l) => !linhaVazia(l)).length;
  if (dados === 0) throw new ErroHttp(400, MENSAGENS_PLANILHA.semLinhas);
  if (dados > LIMITES_PLANILHA.importacaoLinhas) throw new ErroHttp(413, MENSAGENS_PLANILHA.linhasDemais(dados));
  return linhas;
}

const resumo = (v: Verificacao): ResultadoImportacao => ({
  linhas: v.linhas,
  validas: v.validas.length,
  erros: v.erros.slice(0, LIMITES_PLANILHA.errosListados),
  total_erros: v.erros.length,
});

export interface PedidoImportacao {
  ctx: Contexto;
  catalogo: Catalogo;
  recurso: Recurso;
  usuario: UsuarioSessao;
  simular: boolean;
}

export async function importarPlanilha(req: FastifyRequest, p: PedidoImportacao): Promise<RespostaImportacao> {
  const db = p.ctx.db.kysely;
  const linhas = await lerArquivo(tipoDe(req), req.body);
  const verificacao = await verificarLinhas({ db, catalogo: p.catalogo, recurso: p.recurso, usuario: p.usuario }, linhas);
  if (p.simular) return { status: 200, corpo: { RES: resumo(verificacao) } };
  if (verificacao.erros.length > 0) return { status: 422, corpo: { RES: MENSAGENS_PLANILHA.comErros(verificacao.erros.length), ...resumo(verificacao) } };
  const agora = p.ctx.agora().getTime();
  const criados = await transacao(db, (trx) => gravarLinhas({ trx, recurso: p.recurso, usuario: p.usuario, agora, titulos: verificacao.titulos }, verificacao.validas));
  return { status: 200, corpo: { RES: { criados } } };
}
