/**
 * The routes of one resource, from its declaration: list, options, create, get, edit,
 * inactivate, reactivate, history, and the spreadsheet export and import (exportacao/, importacao/). Each
 * declares its body and answer from contrato/recursos/esquemas, takes its keys from its endpoint's
 * `acesso` (rotasDoRecurso; the root guard enforces them), and confines every query to the user's
 * scope (escopo.ts).
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { envelope, Paginacao } from '@retaguarda/contrato/api/envelope';
import {
  CorpoSituacao,
  ErroConflito,
  esquemaConsulta,
  esquemaCriacao,
  esquemaEdicao,
  EventoHistorico,
  IdRegistroParams,
  OpcaoRegistro,
  OpcoesQuery,
  RegistroBase,
} from '@retaguarda/contrato/recursos/esquemas';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { rotasDoRecurso, type AcaoRecurso } from '@retaguarda/contrato/recursos/rotas';
import type { ValorCampo } from '@retaguarda/contrato/recursos/valores';
import { ImportacaoConcluida, ImportacaoQuery, ImportacaoRecusada, LIMITES_PLANILHA, ResultadoImportacao } from '@retaguarda/contrato/recursos/planilha';
import type { App, Contexto } from '../../contexto';
import { transacao } from '../../db/transacao';
import { usuarioDe } from '../sessao/auth/guard';
import { registrosDe } from './consultas/leitura';
import { listarRegistros } from './consultas/lista';
import { listarOpcoes } from './consultas/opcoes';
import { campoDoConflito, ConflitoUnico, criarRegistro, editarRegistro, linhaNoEscopo, mudarSituacao, type Escrita } from './consultas/escrita';
import { escopoDe } from './escopo';
import { listarHistorico } from './historico';
import type { Catalogo } from './tabela/sincronizar';
import { exportarRegistros } from './exportacao/exportar';
import { importarPlanilha } from './importacao/importar';
import { Arquivo } from '../../http/respostas';
import { rotaDoContrato } from '../../http/rotas';
import { filtrosPersonalizados, separarPersonalizados, valoresPersonalizados } from './personalizados/corpo';
import { recursoDoUsuario } from './personalizados/definicoes';
import { rotasCampos } from './personalizados/rotasCampos';

const UmRegistro = envelope(RegistroBase);
const errosEscrita = { 409: ErroConflito };

type Valores = Record<string, ValorCampo>;

export function rotasDoMotor(app: App, ctx: Contexto, catalogo: Catalogo, recurso: Recurso): void {
  // the catalogue decides who may open the options (whoever writes a register that refers to this one)
  const rotas = rotasDoRecurso(recurso, catalogo);
  const db = ctx.db.kysely;
  // each route writes its own schema (built from the declaration) over the endpoint's empty one
  const rota = (acao: AcaoRecurso) => rotaDoContrato(rotas[acao]);

  /** The register as the caller's group sees it: the declaration and the group's custom fields. */
  const efetivo = (req: FastifyRequest) => recursoDoUsuario(db, recurso, usuarioDe(req));

  /** Runs a write in a transaction; a unique index that refuses it (a race past the check) is the same 409. */
  async function escrever<T>(req: FastifyRequest, doGrupo: Recurso, fn: (c: Escrita) => Promise<T>): Promise<T> {
    const usuario = usuarioDe(req);
    try {
      return await transacao(db, (trx) => fn({ trx, catalogo, recurso: doGrupo, usuario, autor: { idUsuario: usuario.id, agora: ctx.agora().getTime() } }));
    } catch (erro) {
      const campo = erro instanceof ConflitoUnico ? null : campoDoConflito(recurso, erro);
      if (campo) throw new ConflitoUnico(recurso, campo);
      throw erro;
    }
  }

  async function registro(req: FastifyRequest, doGrupo: Recurso, id: number) {
    const escopo = escopoDe(recurso, usuarioDe(req));
    const [r] = await registrosDe(db, catalogo, doGrupo, [await linhaNoEscopo(db, recurso, escopo, id)]);
    return r;
  }

  app.route({
    ...rota('consulta'),
    preValidation: separarPersonalizados('filtros'),
    schema: { body: esquemaConsulta(recurso), response: { 200: z.object({ RES: z.array(RegistroBase), PAG: Paginacao })} },
    handler: async (req) => {
      const doGrupo = await efetivo(req);
      const consulta = { ...req.body, filtros: { ...req.body.filtros, ...filtrosPersonalizados(req, doGrupo) } };
      return listarRegistros(db, catalogo, doGrupo, escopoDe(recurso, usuarioDe(req)), consulta);
    },
  });

  app.route({
    ...rota('opcoes'),
    schema: { querystring: OpcoesQuery, response: { 200: envelope(z.array(OpcaoRegistro))} },
    handler: async (req) => ({ RES: await listarOpcoes(db, recurso, escopoDe(recurso, usuarioDe(req)), req.query) }),
  });

  app.route({
    ...rota('criar'),
    preValidation: separarPersonalizados('corpo'),
    schema: { body: esquemaCriacao(recurso), response: { 201: UmRegistro, 200: UmRegistro, ...errosEscrita } },
    handler: async (req, reply) => {
      const doGrupo = await efetivo(req);
      const corpo = { ...(req.body as Valores), ...valoresPersonalizados(req, doGrupo, 'criar') };
      const id = await escrever(req, doGrupo, (c) => criarRegistro(c, corpo));
      return reply.code(201).send({ RES: await registro(req, doGrupo, id) });
    },
  });

  app.route({
    ...rota('obter'),
    schema: { params: IdRegistroParams, response: { 200: UmRegistro} },
    handler: async (req) => ({ RES: await registro(req, await efetivo(req), req.params.id) }),
  });

  app.route({
    ...rota('editar'),
    preValidation: separarPersonalizados('corpo'),
    schema: { params: IdRegistroParams, body: esquemaEdicao(recurso), response: { 200: UmRegistro, ...errosEscrita } },
    handler: async (req) => {
      const doGrupo = await efetivo(req);
      const corpo = { ...(req.body as Valores & { version: number }), ...valoresPersonalizados(req, doGrupo, 'editar') };
      await escrever(req, doGrupo, (c) => editarRegistro(c, req.params.id, corpo));
      return { RES: await registro(req, doGrupo, req.params.id) };
    },
  });

  for (const [acao, ativo] of [['inativar', false], ['reativar', true]] as const) {
    app.route({
      ...rota(acao),
      schema: { params: IdRegistroParams, body: CorpoSituacao, response: { 200: UmRegistro, ...errosEscrita } },
      handler: async (req) => {
        const doGrupo = await efetivo(req);
        await escrever(req, doGrupo, (c) => mudarSituacao(c, req.params.id, req.body.version, ativo));
        return { RES: await registro(req, doGrupo, req.params.id) };
      },
    });
  }

  app.route({
    ...rota('historico'),
    schema: { params: IdRegistroParams, response: { 200: envelope(z.array(EventoHistorico))} },
    handler: async (req) => {
      const escopo = escopoDe(recurso, usuarioDe(req));
      await linhaNoEscopo(db, recurso, escopo, req.params.id);
      return { RES: await listarHistorico(db, recurso, req.params.id) };
    },
  });

  app.route({
    ...rota('exportar'),
    preValidation: separarPersonalizados('filtros'),
    schema: { body: esquemaConsulta(recurso), response: { 200: Arquivo } },
    handler: async (req, reply) => {
      const doGrupo = await efetivo(req);
      const { page: _page, limit: _limit, ...consulta } = req.body;
      const filtros = { ...consulta.filtros, ...filtrosPersonalizados(req, doGrupo) };
      return exportarRegistros(reply, ctx, { catalogo, recurso: doGrupo, usuario: usuarioDe(req), ip: req.ip, consulta: { ...consulta, filtros } });
    },
  });

  app.route({
    ...rota('importar'),
    bodyLimit: LIMITES_PLANILHA.importacaoBytes,
    schema: {
      querystring: ImportacaoQuery,
      response: { 200: envelope(z.union([ResultadoImportacao, ImportacaoConcluida])), 422: ImportacaoRecusada, ...errosEscrita },
    },
    handler: async (req, reply) => {
      try {
        const r = await importarPlanilha(req, { ctx, catalogo, recurso: await efetivo(req), usuario: usuarioDe(req), simular: req.query.simular === 'true' });
        return reply.code(r.status).send(r.corpo);
      } catch (erro) {
        // a unique value another write took after the check: the transaction rolled back whole
        const campo = erro instanceof ConflitoUnico ? null : campoDoConflito(recurso, erro);
        if (campo) throw new ConflitoUnico(recurso, campo);
        throw erro;
      }
    },
  });

  rotasCampos(app, ctx, recurso, rotas);
}
