/**
 * PUT <caminho>/xlsx: the list's filtered set (same scope, state, filters, search and sort) as an
 * .xlsx, streamed: read in pages of LOTE records, each row committed to exceljs's streaming
 * writer as it is read; after each page the event loop turns (the zip and the other requests
 * move on: the database calls alone never yield to them) and the next page waits until the
 * response has room, so memory holds about a page, never the set. Refused before any work past the row cap (413) or while the user already
 * has an export running (429, the orders' mark: one export per user at a time).
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { carregarExcel } from '../../../bibliotecas-pesadas';
import { sql } from 'kysely';
import type { FastifyReply } from 'fastify';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import type { ConsultaRecurso } from '@retaguarda/contrato/recursos/esquemas';
import { colunasDaPlanilha, MENSAGENS_PLANILHA, nomeArquivoExportacao } from '@retaguarda/contrato/recursos/planilha';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { Contexto } from '../../../contexto';
import { ErroHttp } from '../../../http/erros';
import { travarExportacao } from '../../../planilhas/trava';
import { maxLinhasExportacao, MENSAGEM_EXPORTACAO_EM_CURSO, responderXlsx } from '../../../planilhas/xlsx';
import { escritorDeLinhas } from '../../../planilhas/linhas';
import { registrarEventoSeguranca } from '../../sessao/seguranca/log';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import type { Linha } from '../conversao';
import { escopoDe } from '../escopo';
import { registrosDe } from '../consultas/leitura';
import { contarRegistros, sqlDaConsulta } from '../consultas/lista';
import { fonteDoRecurso } from '../personalizados/armazenamento';
import type { Catalogo } from '../tabela/sincronizar';
import { celulasDoRegistro, colunasDaFolha } from './celulas';

const LOTE = 500;
const DOCUMENTOS = new Set(['cpf', 'cnpj', 'cpf_cnpj']);

export interface PedidoExportacaoRecurso {
  catalogo: Catalogo;
  recurso: Recurso;
  usuario: UsuarioSessao;
  ip: string;
  consulta: Omit<ConsultaRecurso, 'page' | 'limit'>;
}

export async function exportarRegistros(reply: FastifyReply, ctx: Contexto, p: PedidoExportacaoRecurso): Promise<Readable> {
  const db = ctx.db.kysely;
  const { recurso } = p;
  const escopo = escopoDe(recurso, p.usuario);
  const { onde, ordem } = sqlDaConsulta(db, recurso, escopo, p.consulta);
  const total = await contarRegistros(db, recurso, onde);
  const maximo = maxLinhasExportacao();
  if (total > maximo) throw new ErroHttp(413, MENSAGENS_PLANILHA.exportacaoGrande(total, maximo));
  // before the user's export mark: a library that fails to load must not leave it taken
  const ExcelJS = await carregarExcel();
  const agora = ctx.agora().getTime();
  const liberar = await travarExportacao(db, p.usuario.id, agora);
  if (!liberar) throw new ErroHttp(429, MENSAGEM_EXPORTACAO_EM_CURSO);

  const colunas = colunasDaPlanilha(recurso);
  // LGPD: the file carries documents whole (the user holds the register's read key); who took which set is on record.
  const comDocumentos = colunas.some((c) => DOCUMENTOS.has(recurso.campos[c.campo]?.tipo ?? ''));
  const quem = { em: agora, userId: p.usuario.id, email: p.usuario.email, ip: p.ip };
  await registrarEventoSeguranca(db, { ...quem, tipo: 'exportacao', detalhe: { recurso: recurso.nome, linhas: total, documentos_completos: comDocumentos } });
  if (comDocumentos) await registrarEventoSeguranca(db, { ...quem, tipo: 'exportacao_documentos_completos', detalhe: { recurso: recurso.nome, linhas: total } });

  const saida = new PassThrough();
  const soltar = () => liberar().catch((erro: unknown) => reply.log.error({ err: erro }, 'falha ao liberar a marca de exportação'));
  saida.on('close', () => void soltar());
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: saida, useStyles: true, useSharedStrings: false });
  const folha = livro.addWorksheet(recurso.rotulo.plural.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  folha.columns = colunasDaFolha(recurso, colunas);
  folha.getRow(1).font = { bold: true };
  const adicionarLinha = escritorDeLinhas(folha);

  const espacoNaSaida = async () => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (saida.writableNeedDrain) await Promise.race([once(saida, 'drain'), once(saida, 'close')]);
  };
  const escrever = async (): Promise<void> => {
    // Never past the count that was checked against the cap, even if rows arrive meanwhile.
    for (let lidas = 0; lidas < total; lidas += LOTE) {
      const linhas = await sql<Linha>`SELECT * FROM ${fonteDoRecurso(db, recurso)} WHERE ${onde} ORDER BY ${ordem}
        LIMIT ${Math.min(LOTE, total - lidas)} OFFSET ${lidas}`.execute(db);
      for (const registro of await registrosDe(db, p.catalogo, recurso, linhas.rows)) adicionarLinha(celulasDoRegistro(recurso, colunas, registro));
      await espacoNaSaida();
      if (saida.destroyed) return;
      if (linhas.rows.length < LOTE) break;
    }
    folha.commit();
    // Released before the last byte leaves: a client that got the file may start the next export.
    await soltar();
    await livro.commit();
  };
  escrever().catch((erro: unknown) => {
    reply.log.error({ err: erro }, 'falha ao gerar a planilha do cadastro');
    saida.destroy(erro instanceof Error ? erro : new Error(String(erro)));
  });

  responderXlsx(reply, nomeArquivoExportacao(recurso, diaChaveSP(ctx.agora())), total);
  return saida;
}
