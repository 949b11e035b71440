/**
 * /v1/revisao-acessos/campanhas: open a review of a store or of the group, confirm or
 * revoke each access with a note, conclude it, and export the concluded record. Each endpoint's
 * `acesso` asks for torre_de_controle_revisao_e_gestao_de_acessos; here every call is confined to the
 * caller's seller group (another group's review answers 404).
 */
import { ROTAS_CAMPANHAS_REVISAO } from '@retaguarda/contrato/api/campanhasRevisao';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ESCOPO_GRUPO, LIMITES_CAMPANHA, MENSAGENS_CAMPANHA, type CampanhaDetalhe } from '@retaguarda/contrato/api/campanhasRevisao';

import { MENSAGENS_USUARIOS } from '@retaguarda/contrato/api/usuarios';
import type { App, Contexto } from '../../../contexto';
import { violouUnicidade } from '../../../db/erros';
import { transacao } from '../../../db/transacao';
import { ErroHttp } from '../../../http/erros';
import { rotaDoContrato } from '../../../http/rotas';
import { cabecalhosXlsx } from '../../../planilhas/xlsx';
import { usuarioDe } from '../../sessao/auth/guard';
import { registrarEventoSeguranca } from '../../sessao/seguranca/log';
import { mudarAtivo } from '../../usuarios/ativacao';
import { contarAtivos, usuarioDoGrupo } from '../../usuarios/consultas';
import { linhasDaRevisao } from '../matriz';
import { campanhaDoGrupo, listarCampanhas } from './consultas';
import { registrarDecisao } from './decisao';
import { registroPdf } from './registro-pdf';
import { registroXlsx } from './registro-xlsx';

/** Items written per INSERT (14 columns each: under both databases' parameter limits). */
const LOTE_ITENS = 500;

export function rotasCampanhas(app: App, ctx: Contexto): void {
  const db = ctx.db.kysely;
  const R = ROTAS_CAMPANHAS_REVISAO;

  const quem = (req: FastifyRequest) => {
    const u = usuarioDe(req);
    return { id: u.id, email: u.email, idGrupo: u.id_grupo };
  };
  const campanha = async (idGrupo: number, id: number): Promise<CampanhaDetalhe> => {
    const c = await campanhaDoGrupo(db, idGrupo, id);
    if (!c) throw new ErroHttp(404, MENSAGENS_CAMPANHA.naoEncontrada);
    return c;
  };

  /** Who asks, now, their group and the review, refused (409) once concluded: what a decision and a conclusion start from. */
  const aberta = async (req: FastifyRequest, id: number) => {
    const eu = quem(req);
    const idGrupo = eu.idGrupo;
    const c = await campanha(idGrupo, id);
    if (c.concluida_em !== null) throw new ErroHttp(409, MENSAGENS_CAMPANHA.concluida);
    return { eu, idGrupo, c, agora: ctx.agora().getTime() };
  };

  app.route({
    ...rotaDoContrato(R.lista),
    handler: async (req) => ({ RES: await listarCampanhas(db, quem(req).idGrupo, req.body.antes) }),
  });

  app.route({
    ...rotaDoContrato(R.abrir, { response: { 200: R.abrir.resposta, 201: R.abrir.resposta } }),
    handler: async (req, reply) => {
      const eu = quem(req);
      const agora = ctx.agora().getTime();
      const { idGrupo } = eu;
      const idSeller = req.body.id_seller;
      let escopo = ESCOPO_GRUPO;
      if (idSeller !== null) {
        const s = await db.selectFrom('sellers').select('nome').where('id', '=', idSeller).where('id_grupo', '=', idGrupo).executeTakeFirst();
        if (!s) throw new ErroHttp(403, MENSAGENS_USUARIOS.sellerForaDoGrupo);
        escopo = s.nome;
      }
      // Active users only: an inactive one cannot sign in, so there is no access to confirm.
      const recorte = { apenasAtivos: true, idSeller };
      const quantos = await contarAtivos(db, idGrupo, idSeller);
      if (quantos === 0) throw new ErroHttp(409, MENSAGENS_CAMPANHA.semUsuarios);
      if (quantos > LIMITES_CAMPANHA.usuarios) throw new ErroHttp(422, MENSAGENS_CAMPANHA.usuariosDemais(quantos));
      let id: number;
      try {
        id = await transacao(db, async (trx) => {
          // read in the transaction that writes the copy: the record is one moment's access
          const linhas = await linhasDaRevisao(trx, idGrupo, agora, LIMITES_CAMPANHA.usuarios, recorte);
          const { id } = await trx
            .insertInto('revisoes_acesso')
            .values({ id_grupo: idGrupo, id_seller: idSeller, escopo, aberta_por: eu.id, aberta_em: agora })
            .returning('id')
            .executeTakeFirstOrThrow();
          for (let i = 0; i < linhas.length; i += LOTE_ITENS) {
            await trx
              .insertInto('revisoes_acesso_itens')
              .values(
                linhas.slice(i, i + LOTE_ITENS).map((u) => ({
                  id_revisao: id, id_usuario: u.id, nome: u.nome, email: u.email, nome_seller: u.nome_seller, nome_perfil: u.nome_perfil,
                  chaves: JSON.stringify(u.chaves_efetivas), sinais: JSON.stringify(u.sinais),
                })),
              )
              .execute();
          }
          await registrarEventoSeguranca(trx, {
            tipo: 'revisao_acessos_aberta', em: agora, userId: eu.id, email: eu.email, ip: req.ip,
            detalhe: { id_revisao: id, alvo: escopo, usuarios: linhas.length },
          });
          return id;
        });
      } catch (erro) {
        // the partial unique index: one open review per scope, even when two servers race
        if (violouUnicidade(erro, 'revisoes_acesso_uma_aberta')) throw new ErroHttp(409, MENSAGENS_CAMPANHA.jaAberta);
        throw erro;
      }
      return reply.code(201).send({ RES: await campanha(idGrupo, id) });
    },
  });

  app.route({
    ...rotaDoContrato(R.obter),
    handler: async (req) => ({ RES: await campanha(quem(req).idGrupo, req.params.id) }),
  });

  app.route({
    ...rotaDoContrato(R.decidir),
    handler: async (req) => {
      const { eu, idGrupo, c, agora } = await aberta(req, req.params.id);
      const item = c.itens.find((i) => i.id === req.params.item);
      if (!item) throw new ErroHttp(404, MENSAGENS_CAMPANHA.itemNaoEncontrado);
      if (item.decisao !== 'pendente') throw new ErroHttp(409, MENSAGENS_CAMPANHA.jaDecidido);
      const { decisao, nota } = req.body;
      if (decisao === 'revogado' && item.id_usuario === eu.id) throw new ErroHttp(409, MENSAGENS_CAMPANHA.proprioRevogado);
      await transacao(db, async (trx) => {
        const atual = await usuarioDoGrupo(trx, { idGrupo, agora }, item.id_usuario);
        // a confirmation says the person may go on signing in: not of someone whose access already ended
        if (decisao === 'confirmado' && !atual?.ativo) throw new ErroHttp(409, MENSAGENS_CAMPANHA.acessoEncerrado);
        if (!(await registrarDecisao(trx, { idRevisao: c.id, idItem: item.id, decisao, nota, idAutor: eu.id, em: agora }))) {
          throw new ErroHttp(409, MENSAGENS_CAMPANHA.jaDecidido);
        }
        // The access ends as an inactivation does: every session at once, with the same guards.
        if (decisao === 'revogado' && atual?.ativo) await mudarAtivo(trx, { usuario: atual, ativo: false, escopo: { idGrupo, agora }, autor: eu, ip: req.ip });
        await registrarEventoSeguranca(trx, {
          tipo: decisao === 'revogado' ? 'revisao_acesso_revogado' : 'revisao_acesso_confirmado', em: agora, userId: eu.id, email: eu.email, ip: req.ip,
          detalhe: { id_revisao: c.id, id_usuario: item.id_usuario, alvo: item.email, nota },
        });
      });
      return { RES: await campanha(idGrupo, c.id) };
    },
  });

  app.route({
    ...rotaDoContrato(R.concluir),
    handler: async (req) => {
      const { eu, idGrupo, c, agora } = await aberta(req, req.params.id);
      if (c.pendentes > 0) throw new ErroHttp(409, MENSAGENS_CAMPANHA.pendentes(c.pendentes));
      await transacao(db, async (trx) => {
        const r = await trx
          .updateTable('revisoes_acesso')
          .set({ concluida_por: eu.id, concluida_em: agora })
          .where('id', '=', c.id)
          .where('concluida_em', 'is', null)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) throw new ErroHttp(409, MENSAGENS_CAMPANHA.concluida);
        await registrarEventoSeguranca(trx, {
          tipo: 'revisao_acessos_concluida', em: agora, userId: eu.id, email: eu.email, ip: req.ip,
          detalhe: { id_revisao: c.id, alvo: c.escopo, confirmados: c.confirmados, revogados: c.revogados },
        });
      });
      return { RES: await campanha(idGrupo, c.id) };
    },
  });

  /** The concluded record for an auditor; who took it is on the security log. */
  const exportar = async (req: FastifyRequest, reply: FastifyReply, id: number, formato: 'xlsx' | 'pdf'): Promise<Buffer> => {
    const eu = quem(req);
    const agora = ctx.agora();
    const c = await campanha(eu.idGrupo, id);
    if (c.concluida_em === null) throw new ErroHttp(409, MENSAGENS_CAMPANHA.naoConcluida);
    const arquivo = formato === 'xlsx' ? await registroXlsx(c) : await registroPdf(c, agora);
    await registrarEventoSeguranca(db, {
      tipo: 'exportacao', em: agora.getTime(), userId: eu.id, email: eu.email, ip: req.ip,
      detalhe: { recurso: 'revisao_acessos', id_revisao: c.id, formato, linhas: c.itens.length },
    });
    const nome = `revisao-acessos-${c.id}.${formato}`;
    reply.headers(formato === 'xlsx' ? cabecalhosXlsx(nome, c.itens.length) : { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${nome}"`, 'cache-control': 'no-store' });
    return arquivo;
  };
  app.route({ ...rotaDoContrato(R.xlsx), handler: (req, reply) => exportar(req, reply, req.params.id, 'xlsx') });
  app.route({ ...rotaDoContrato(R.pdf), handler: (req, reply) => exportar(req, reply, req.params.id, 'pdf') });
}
