import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CANAIS } from '@retaguarda/contrato/api/catalogos';
import {
  CABECALHO_ARRAY_INT, COLUNAS_ARRAY_INT, MAX_LINHAS_LISTA_COMPLETA, mensagemListaGrandeDemais, ROTAS_LISTA_PEDIDOS_COMPLETA, type CelulaPedido,
} from '@retaguarda/contrato/api/listaPedidosCompleta';
import { ErroMensagem, type Paginacao } from '@retaguarda/contrato/api/envelope';
import type { ColunaPedido, FiltroPedidos, Pedido, Resumo } from '@retaguarda/contrato/api/pedidos';
import type { App, Contexto } from '../../../contexto';
import type { DB } from '../../../db/schema';
import { ErroHttp } from '../../../http/erros';
import { rotaDoContrato } from '../../../http/rotas';
import { sellersPermitidos, usuarioDe } from '../../sessao/auth/guard';
import { registrarEventoSeguranca } from '../../sessao/seguranca/log';
import { travarExportacao } from '../../../planilhas/trava';
import { MENSAGEM_EXPORTACAO_EM_CURSO } from '../../../planilhas/xlsx';
import type { CamposFiltro } from '../consultas/filtro-pedidos';
import { paraPedido, percorrerPedidos, resumoPedidos } from '../consultas/pedidos';

const JSON_UTF8 = 'application/json; charset=utf-8';
/** Rows read per query: the Excel export's batch. */
const LOTE = 2000;
/** Text handed to the response at a time: a chunk per row would cost more than writing the row. */
const BLOCO = 64 * 1024;

/** The cap on one answer's rows; LISTA_COMPLETA_MAX_LINHAS lowers or raises it (a test, an operator). */
function maxLinhasListaCompleta(): number {
  const n = Number(process.env.LISTA_COMPLETA_MAX_LINHAS);
  return Number.isInteger(n) && n > 0 ? n : MAX_LINHAS_LISTA_COMPLETA;
}

interface Consulta {
  db: Kysely<DB>;
  filtro: CamposFiltro;
  sellers: readonly number[];
  /** The whole set's summary, counted before any row is read. */
  resumo: Resumo;
  /** Ends the user's 'export running' mark. */
  liberar: () => Promise<void>;
}

/**
 * The call's filter and sellers (403 for a seller outside the group), and its set's summary;
 * 413 before any row is read when the set passes the cap. A whole set is an export of the
 * clients' documents as much as the spreadsheet is: one at a time per user (the export's mark,
 * 429 while another runs, released when the answer ends) and written to the security log.
 */
async function consultaNoLimite(ctx: Contexto, req: FastifyRequest, corpo: FiltroPedidos, rota: string): Promise<Consulta> {
  const db = ctx.db.kysely;
  const usuario = usuarioDe(req);
  const sellers = sellersPermitidos(usuario, corpo.id_pessoa);
  const { page: _page, limit: _limit, ...filtro } = corpo;
  const resumo = await resumoPedidos(db, filtro, sellers);
  const maximo = maxLinhasListaCompleta();
  if (resumo.quantidade_pedidos > maximo) throw new ErroHttp(413, mensagemListaGrandeDemais(resumo.quantidade_pedidos, maximo));
  const agora = ctx.agora().getTime();
  const liberar = await travarExportacao(db, usuario.id, agora);
  if (!liberar) throw new ErroHttp(429, MENSAGEM_EXPORTACAO_EM_CURSO);
  try {
    await registrarEventoSeguranca(db, { tipo: 'exportacao', em: agora, userId: usuario.id, email: usuario.email, ip: req.ip, detalhe: { linhas: resumo.quantidade_pedidos, rota } });
  } catch (erro) {
    await liberar();
    throw erro;
  }
  return { db, filtro, sellers, resumo, liberar };
}

/**
 * The user's mark released however the answer ends (sent, failed, client gone), before the stream
 * ends: a client that asks again as soon as it has the last byte finds it free.
 */
async function* liberandoAoFim<T>(itens: AsyncIterable<T>, c: Consulta, req: FastifyRequest): AsyncGenerator<T> {
  try {
    yield* itens;
  } finally {
    await c.liberar().catch((erro: unknown) => req.log.error({ err: erro }, 'falha ao liberar a marca de exportação'));
  }
}

async function* pedidosDe(c: Consulta): AsyncGenerator<Pedido> {
  for await (const linha of percorrerPedidos(c.db, c.filtro, c.sellers, LOTE)) yield paraPedido(linha);
}

/**
 * A JSON text written as the items come: `inicio`, the items' JSON separated by commas, then
 * `fim(n)` for the n items written. Handed on in blocks of about BLOCO characters, each when the
 * response wants more, so memory holds a block and a batch of rows, whatever the set's size.
 */
function jsonEmFluxo(inicio: string, itens: AsyncIterable<unknown>, fim: (n: number) => string): Readable {
  async function* blocos(): AsyncGenerator<string> {
    let bloco = inicio;
    let n = 0;
    for await (const item of itens) {
      bloco += (n++ === 0 ? '' : ',') + JSON.stringify(item);
      if (bloco.length >= BLOCO) {
        yield bloco;
        bloco = '';
      }
    }
    yield bloco + fim(n);
  }
  return Readable.from(blocos(), { objectMode: false });
}

/** One page holding every row written. */
const paginaUnica = (n: number): Paginacao => ({ page: 1, limit: Math.max(n, 1), total: n, total_pages: n > 0 ? 1 : 0 });

/** A cell as a spreadsheet reads it: the list's value, an object reduced to the text or number it shows. */
function celula(p: Pedido, c: ColunaPedido): CelulaPedido {
  switch (c) {
    case 'cliente': return p.cliente?.nome ?? null;
    case 'cpf_cnpj': return p.cliente?.cpf_cnpj ?? null;
    case 'canal': return CANAIS[p.canal];
    case 'status_pedido': return p.status_pedido.descricao;
    case 'forma_pagto': return p.forma_pagto.descricao;
    case 'nfce': return p.nfce?.numero ?? null;
    default: return p[c];
  }
}

async function* linhasDe(c: Consulta): AsyncGenerator<readonly CelulaPedido[]> {
  yield CABECALHO_ARRAY_INT;
  for await (const p of pedidosDe(c)) yield COLUNAS_ARRAY_INT.map((col) => celula(p, col));
}

/** The answers declared: the contract's 200 and the 413 over the cap, so the API's documentation shows it. */
const comRecusa = <T>(resposta: T) => ({ response: { 200: resposta, 413: ErroMensagem } });

/**
 * PUT /v2/vendas/lista-pedidos/sem-paginacao and /array-int: every order of the list's filter,
 * streamed, the first as the list answers, the second as rows of cells under a header row.
 * An order written while the answer streams may be among the rows or not: `dashboard` is the
 * set counted at the start, `PAG.total` the rows written.
 */
export function rotasListaCompleta(app: App, ctx: Contexto): void {
  app.route({
    ...rotaDoContrato(ROTAS_LISTA_PEDIDOS_COMPLETA.semPaginacao, comRecusa(ROTAS_LISTA_PEDIDOS_COMPLETA.semPaginacao.resposta)),
    handler: async (req, reply) => {
      const c = await consultaNoLimite(ctx, req, req.body, ROTAS_LISTA_PEDIDOS_COMPLETA.semPaginacao.caminho);
      reply.type(JSON_UTF8);
      return jsonEmFluxo('{"RES":{"pedidos":[', liberandoAoFim(pedidosDe(c), c, req), (n) => `],"dashboard":${JSON.stringify(c.resumo)}},"PAG":${JSON.stringify(paginaUnica(n))}}`);
    },
  });
  app.route({
    ...rotaDoContrato(ROTAS_LISTA_PEDIDOS_COMPLETA.arrayInt, comRecusa(ROTAS_LISTA_PEDIDOS_COMPLETA.arrayInt.resposta)),
    handler: async (req, reply) => {
      const c = await consultaNoLimite(ctx, req, req.body, ROTAS_LISTA_PEDIDOS_COMPLETA.arrayInt.caminho);
      reply.type(JSON_UTF8);
      return jsonEmFluxo('{"RES":[', liberandoAoFim(linhasDe(c), c, req), () => ']}');
    },
  });
}
