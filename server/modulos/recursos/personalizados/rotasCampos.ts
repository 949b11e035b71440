/**
 * The routes of a register's custom fields (rotasDoRecurso: campos, criarCampo, editarCampo,
 * removerCampo). Anyone who reads the register lists them (the panel builds its screens with
 * them); an admin (a write key of the register and `cadastros_usuarios_do_sistema`) creates,
 * edits and removes them, for the admin's own group only. Every change goes to the security log.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod/mini';
import { envelope } from '@retaguarda/contrato/api/envelope';
import { IdRegistroParams } from '@retaguarda/contrato/recursos/esquemas';
import {
  CampoPersonalizado,
  CorpoCriarCampo,
  CorpoEditarCampo,
  CorpoRemoverCampo,
  LIMITES_PERSONALIZADOS,
  MENSAGENS_PERSONALIZADOS,
  rotuloEmUso,
} from '@retaguarda/contrato/recursos/personalizados';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import type { AcaoRecurso } from '@retaguarda/contrato/recursos/rotas';
import type { Endpoint } from '@retaguarda/contrato/modulos/declaracao';
import type { App, Contexto } from '../../../contexto';
import { dialetoDe } from '../../../db/dialeto';
import { transacao } from '../../../db/transacao';
import { ErroHttp } from '../../../http/erros';
import { rotaDoContrato } from '../../../http/rotas';
import { ErroDeValidacao } from '../../../http/validacao';
import { usuarioDe } from '../../sessao/auth/guard';
import { registrarEventoSeguranca, type TipoEventoSeguranca } from '../../sessao/seguranca/log';
import type { Db } from '../consultas/leitura';
import { campoDaLinha, camposDoGrupo, type LinhaCampo } from './definicoes';

const UmCampo = envelope(CampoPersonalizado);
const COLUNAS = ['id', 'rotulo', 'tipo', 'obrigatorio', 'coluna', 'filtro', 'opcoes', 'version'] as const;

/** `rotas`: the register's endpoints (rotasDoRecurso), whose `acesso` guards these four. */
export function rotasCampos(app: App, ctx: Contexto, recurso: Recurso, rotas: Record<AcaoRecurso, Endpoint>): void {
  const db = ctx.db.kysely;

  async function auditar(req: FastifyRequest, tipo: TipoEventoSeguranca, campo: CampoPersonalizado, mudancas: readonly string[] = []) {
    const usuario = usuarioDe(req);
    await registrarEventoSeguranca(db, {
      tipo,
      em: ctx.agora().getTime(),
      userId: usuario.id,
      email: usuario.email,
      ip: req.ip,
      detalhe: { recurso: recurso.nome, campo: campo.nome, rotulo: campo.rotulo, tipo: campo.tipo, ...(mudancas.length ? { mudancas } : {}) },
    });
  }

  /** The group's field, locked for the write on PostgreSQL; 404 when it is another group's, another register's or removed. */
  async function campoDoGrupo(trx: Db, idGrupo: number, id: number): Promise<LinhaCampo> {
    const trava = dialetoDe(trx).travaLinhas ? sql` FOR UPDATE` : sql``;
    const linha = (
      await sql<LinhaCampo>`SELECT ${sql.join(COLUNAS.map((c) => sql.ref(c)))} FROM campos_personalizados
        WHERE id = ${id} AND id_grupo = ${idGrupo} AND recurso = ${recurso.nome} AND ativo = 1${trava}`.execute(trx)
    ).rows[0];
    if (!linha) throw new ErroHttp(404, MENSAGENS_PERSONALIZADOS.naoEncontrado);
    return { ...linha, id: Number(linha.id), obrigatorio: Number(linha.obrigatorio), coluna: Number(linha.coluna), filtro: Number(linha.filtro), version: Number(linha.version) };
  }

  function conferirRotulo(outros: readonly CampoPersonalizado[], rotulo: string, id: number | null) {
    if (rotuloEmUso(recurso, outros, rotulo, id)) throw new ErroDeValidacao('body', ['rotulo'], MENSAGENS_PERSONALIZADOS.rotuloEmUso);
  }

  app.route({
    ...rotaDoContrato(rotas.campos),
    schema: { response: { 200: envelope(z.array(CampoPersonalizado)) } },
    handler: async (req) => ({ RES: await camposDoGrupo(db, recurso, usuarioDe(req).id_grupo) }),
  });

  app.route({
    ...rotaDoContrato(rotas.criarCampo),
    schema: { body: CorpoCriarCampo, response: { 201: UmCampo, 200: UmCampo } },
    handler: async (req, reply) => {
      const agora = ctx.agora().getTime();
      const campo = await transacao(db, async (trx) => {
        const idGrupo = usuarioDe(req).id_grupo;
        // one group's creates wait for each other on PostgreSQL, so the cap holds under races
        if (dialetoDe(trx).travaLinhas) await sql`SELECT id FROM seller_groups WHERE id = ${idGrupo} FOR UPDATE`.execute(trx);
        const outros = await camposDoGrupo(trx, recurso, idGrupo);
        if (outros.length >= LIMITES_PERSONALIZADOS.porCadastro) throw new ErroHttp(409, MENSAGENS_PERSONALIZADOS.limite);
        conferirRotulo(outros, req.body.rotulo, null);
        const { id } = await trx
          .insertInto('campos_personalizados')
          .values({
            id_grupo: idGrupo,
            recurso: recurso.nome,
            rotulo: req.body.rotulo,
            tipo: req.body.tipo,
            obrigatorio: req.body.obrigatorio ? 1 : 0,
            coluna: req.body.coluna ? 1 : 0,
            filtro: req.body.filtro ? 1 : 0,
            opcoes: JSON.stringify(req.body.tipo === 'escolha' ? req.body.opcoes : []),
            ativo: 1,
            version: 1,
            criado_em: agora,
            atualizado_em: agora,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return campoDaLinha(await campoDoGrupo(trx, idGrupo, id));
      });
      await auditar(req, 'campo_personalizado_criado', campo);
      return reply.code(201).send({ RES: campo });
    },
  });

  app.route({
    ...rotaDoContrato(rotas.editarCampo),
    schema: { params: IdRegistroParams, body: CorpoEditarCampo, response: { 200: UmCampo } },
    handler: async (req) => {
      const agora = ctx.agora().getTime();
      const { antes, depois } = await transacao(db, async (trx) => {
        const idGrupo = usuarioDe(req).id_grupo;
        const antes = campoDaLinha(await campoDoGrupo(trx, idGrupo, req.params.id));
        if (antes.version !== req.body.version) throw new ErroHttp(409, MENSAGENS_PERSONALIZADOS.versaoMudou);
        conferirRotulo(await camposDoGrupo(trx, recurso, idGrupo), req.body.rotulo, antes.id);
        const opcoes = antes.tipo === 'escolha' ? req.body.opcoes : [];
        if (antes.tipo === 'escolha' && opcoes.length === 0) throw new ErroDeValidacao('body', ['opcoes'], 'Uma lista de opções precisa de ao menos uma opção');
        await trx
          .updateTable('campos_personalizados')
          .set({
            rotulo: req.body.rotulo,
            obrigatorio: req.body.obrigatorio ? 1 : 0,
            coluna: req.body.coluna ? 1 : 0,
            filtro: req.body.filtro ? 1 : 0,
            opcoes: JSON.stringify(opcoes),
            version: antes.version + 1,
            atualizado_em: agora,
          })
          .where('id', '=', antes.id)
          .execute();
        return { antes, depois: campoDaLinha(await campoDoGrupo(trx, idGrupo, antes.id)) };
      });
      const mudancas = (['rotulo', 'obrigatorio', 'coluna', 'filtro', 'opcoes'] as const).filter((k) => JSON.stringify(antes[k]) !== JSON.stringify(depois[k]));
      if (mudancas.length > 0) await auditar(req, 'campo_personalizado_alterado', depois, mudancas);
      return { RES: depois };
    },
  });

  app.route({
    ...rotaDoContrato(rotas.removerCampo),
    schema: { params: IdRegistroParams, body: CorpoRemoverCampo, response: { 200: UmCampo } },
    handler: async (req) => {
      const agora = ctx.agora().getTime();
      const campo = await transacao(db, async (trx) => {
        const idGrupo = usuarioDe(req).id_grupo;
        const campo = campoDaLinha(await campoDoGrupo(trx, idGrupo, req.params.id));
        if (campo.version !== req.body.version) throw new ErroHttp(409, MENSAGENS_PERSONALIZADOS.versaoMudou);
        await trx.updateTable('campos_personalizados').set({ ativo: 0, version: campo.version + 1, atualizado_em: agora }).where('id', '=', campo.id).execute();
        return { ...campo, version: campo.version + 1 };
      });
      await auditar(req, 'campo_personalizado_removido', campo);
      return { RES: campo };
    },
  });
}
