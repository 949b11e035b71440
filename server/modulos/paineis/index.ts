/**
 * Composed dashboards (contrato/api/paineisPessoais.ts): a user's own and their profile's, each a
 * grid of saved report views pinned as widgets. Another group's, or another user's, answers 404
 * as one that never existed; a profile's is read by its users and changed by an admin of users.
 */
import { sql, type Transaction } from 'kysely';
import { hasAnyKey } from '@retaguarda/contrato/api/permissions';
import { LIMITES_PAINEIS_PESSOAIS, MENSAGENS_PAINEIS_PESSOAIS, ROTAS_PAINEIS_PESSOAIS } from '@retaguarda/contrato/api/paineisPessoais';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import type { App, OpcoesModulo } from '../../contexto';
import type { DB } from '../../db/schema';
import { transacao } from '../../db/transacao';
import { ErroHttp } from '../../http/erros';
import { rotaDoContrato } from '../../http/rotas';
import { usuarioDe } from '../sessao/auth/guard';
import type { UsuarioSessao } from '../sessao/consultas/usuarios';
import { auditar, renumerar, tomarPainel, widgetsEmOrdem } from './escrita';
import type { AcaoPainel } from './historico';
import { leitorDe, listarPaineis, painelVisivel, responderPainel, type Leitor, type LinhaPainel } from './leitura';
import { conferirTipoDoWidget } from './tiposDoWidget';

export default async function paineis(app: App, { ctx, relatorios }: OpcoesModulo): Promise<void> {
  const db = ctx.db.kysely;
  const declaracoes = new Map<string, DeclaracaoRelatorio>(relatorios.map((r) => [r.declaracao.id, r.declaracao]));
  const agora = () => ctx.agora().getTime();

  const responder = async (l: Leitor, id: number) => {
    const p = await painelVisivel(db, l, id);
    if (!p) throw new ErroHttp(404, MENSAGENS_PAINEIS_PESSOAIS.naoEncontrado);
    return { RES: await responderPainel(db, l, p, declaracoes) };
  };

  /**
   * One change of a dashboard by its editor: taken at the version the user read (404 unseen, 403
   * read-only, 409 stale), changed by `mudar`, which answers the history row's detail, and the row
   * written, all in one transaction. Answers the user as a reader, for the reply.
   */
  const alterar = async (
    u: UsuarioSessao,
    alvo: { id: number; version: number },
    acao: AcaoPainel,
    mudar: (m: { trx: Transaction<DB>; p: LinhaPainel; l: Leitor; em: number }) => Promise<Record<string, unknown>>,
  ): Promise<Leitor> => {
    const l = await leitorDe(db, u);
    const em = agora();
    await transacao(db, async (trx) => {
      const p = await tomarPainel(trx, l, alvo.id, alvo.version, em);
      await auditar(trx, l, p.id, acao, em, await mudar({ trx, p, l, em }));
    });
    return l;
  };

  app.route({
    ...rotaDoContrato(ROTAS_PAINEIS_PESSOAIS.lista),
    handler: async (req) => ({ RES: await listarPaineis(db, await leitorDe(db, usuarioDe(req)), declaracoes) }),
  });

  app.route({
    ...rotaDoContrato(ROTAS_PAINEIS_PESSOAIS.obter),
    handler: async (req) => responder(await leitorDe(db, usuarioDe(req)), req.params.id),
  });

  app.route({
    ...rotaDoContrato(ROTAS_PAINEIS_PESSOAIS.criar, { response: { 200: ROTAS_PAINEIS_PESSOAIS.criar.resposta, 201: ROTAS_PAINEIS_PESSOAIS.criar.resposta } }),
    handler: async (req, reply) => {
      const l = await leitorDe(db, usuarioDe(req));
      const { nome, id_perfil } = req.body;
      const em = agora();
      const id = await transacao(db, async (trx) => {
        if (id_perfil !== undefined) {
          if (!l.admin) throw new ErroHttp(403, MENSAGENS_PAINEIS_PESSOAIS.soAdminPerfil);
          const perfil = await trx.selectFrom('perfis').select('id').where('id', '=', id_perfil).where('id_grupo', '=', l.u.id_grupo).executeTakeFirst();
          if (!perfil) throw new ErroHttp(404, MENSAGENS_PAINEIS_PESSOAIS.perfilNaoEncontrado);
        }
        const dono = id_perfil !== undefined ? ('p.id_perfil' as const) : ('p.user_id' as const);
        const { n } = await trx
          .selectFrom('paineis_pessoais as p')
          .select(sql<number>`count(*)`.as('n'))
          .where('p.id_grupo', '=', l.u.id_grupo)
          .where(dono, '=', id_perfil ?? l.u.id)
          .executeTakeFirstOrThrow();
        if (Number(n) >= (id_perfil !== undefined ? LIMITES_PAINEIS_PESSOAIS.porPerfil : LIMITES_PAINEIS_PESSOAIS.porUsuario)) {
          throw new ErroHttp(409, id_perfil !== undefined ? MENSAGENS_PAINEIS_PESSOAIS.limitePerfil : MENSAGENS_PAINEIS_PESSOAIS.limiteUsuario);
        }
        const { id: novo } = await trx
          .insertInto('paineis_pessoais')
          .values({ id_grupo: l.u.id_grupo, user_id: id_perfil === undefined ? l.u.id : null, id_perfil: id_perfil ?? null, nome, version: 1, criado_por: l.u.id, criado_em: em, atualizado_em: em })
          .returning('id')
          .executeTakeFirstOrThrow();
        await auditar(trx, l, novo, 'criacao', em, { nome, id_perfil: id_perfil ?? null });
        return novo;
      });
      return reply.code(201).send(await responder(l, id));
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_PAINEIS_PESSOAIS.renomear),
    handler: async (req) => {
      const l = await alterar(usuarioDe(req), { id: req.params.id, version: req.body.version }, 'renomeacao', async ({ trx, p: antes }) => {
        await trx.updateTable('paineis_pessoais').set({ nome: req.body.nome }).where('id', '=', antes.id).execute();
        return { de: antes.nome, para: req.body.nome };
      });
      return responder(l, req.params.id);
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_PAINEIS_PESSOAIS.remover),
    handler: async (req) => {
      await alterar(usuarioDe(req), { id: req.params.id, version: req.body.version }, 'remocao', async ({ trx, p }) => {
        await trx.deleteFrom('paineis_pessoais_widgets').where('id_painel', '=', p.id).execute();
        await trx.deleteFrom('paineis_pessoais').where('id', '=', p.id).execute();
        return { nome: p.nome };
      });
      return { RES: { id: req.params.id } };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_PAINEIS_PESSOAIS.fixar, { response: { 200: ROTAS_PAINEIS_PESSOAIS.fixar.resposta, 201: ROTAS_PAINEIS_PESSOAIS.fixar.resposta } }),
    handler: async (req, reply) => {
      const b = req.body;
      const leitor = await alterar(usuarioDe(req), { id: req.params.id, version: b.version }, 'fixacao', async ({ trx, p, l, em }) => {
        const salvo = await trx
          .selectFrom('relatorios_salvos')
          .select(['id', 'relatorio', 'nome', 'user_id', 'compartilhado'])
          .where('id', '=', b.id_salvo)
          .where('id_grupo', '=', l.u.id_grupo)
          .executeTakeFirst();
        if (!salvo || (salvo.compartilhado !== 1 && salvo.user_id !== l.u.id)) throw new ErroHttp(404, MENSAGENS_PAINEIS_PESSOAIS.consultaNaoEncontrada);
        // a profile's users read the widget: a view only its owner sees would be empty for them
        if (p.id_perfil !== null && salvo.compartilhado !== 1) throw new ErroHttp(409, MENSAGENS_PAINEIS_PESSOAIS.consultaNaoCompartilhada);
        const decl = declaracoes.get(salvo.relatorio);
        if (!decl) throw new ErroHttp(409, MENSAGENS_PAINEIS_PESSOAIS.relatorioDesconhecido);
        if (!hasAnyKey(l.u.permissoes.permissions, [decl.chave])) throw new ErroHttp(403, MENSAGENS_PAINEIS_PESSOAIS.semChaveRelatorio);
        conferirTipoDoWidget(decl, b.tipo, b.colunas);
        const { n } = await trx.selectFrom('paineis_pessoais_widgets').select(sql<number>`count(*)`.as('n')).where('id_painel', '=', p.id).executeTakeFirstOrThrow();
        if (Number(n) >= LIMITES_PAINEIS_PESSOAIS.widgetsPorPainel) throw new ErroHttp(409, MENSAGENS_PAINEIS_PESSOAIS.limiteWidgets);
        const titulo = b.titulo && b.titulo.length > 0 ? b.titulo : salvo.nome;
        const { id } = await trx
          .insertInto('paineis_pessoais_widgets')
          .values({ id_painel: p.id, id_salvo: salvo.id, tipo: b.tipo, colunas: JSON.stringify(b.colunas), titulo, posicao: Number(n), largura: b.largura, criado_em: em })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id_widget: id, id_salvo: salvo.id, relatorio: salvo.relatorio, tipo: b.tipo, colunas: b.colunas, largura: b.largura };
      });
      return reply.code(201).send(await responder(leitor, req.params.id));
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_PAINEIS_PESSOAIS.mover),
    handler: async (req) => {
      const { id, id_widget } = req.params;
      const l = await alterar(usuarioDe(req), { id, version: req.body.version }, 'movimento', async ({ trx, p }) => {
        const ordem = await widgetsEmOrdem(trx, p.id);
        const atual = ordem.find((w) => w.id === id_widget);
        if (!atual) throw new ErroHttp(404, MENSAGENS_PAINEIS_PESSOAIS.widgetNaoEncontrado);
        const ids = ordem.map((w) => w.id).filter((w) => w !== id_widget);
        const posicao = Math.min(req.body.posicao ?? ordem.indexOf(atual), ids.length);
        ids.splice(posicao, 0, id_widget);
        await renumerar(trx, p.id, ids);
        if (req.body.largura !== undefined) await trx.updateTable('paineis_pessoais_widgets').set({ largura: req.body.largura }).where('id', '=', id_widget).execute();
        return { id_widget, posicao: { de: ordem.indexOf(atual), para: posicao }, largura: { de: atual.largura, para: req.body.largura ?? atual.largura } };
      });
      return responder(l, id);
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_PAINEIS_PESSOAIS.desafixar),
    handler: async (req) => {
      const { id, id_widget } = req.params;
      const l = await alterar(usuarioDe(req), { id, version: req.body.version }, 'desafixacao', async ({ trx, p }) => {
        const w = await trx.selectFrom('paineis_pessoais_widgets').select(['id', 'id_salvo', 'titulo']).where('id', '=', id_widget).where('id_painel', '=', p.id).executeTakeFirst();
        if (!w) throw new ErroHttp(404, MENSAGENS_PAINEIS_PESSOAIS.widgetNaoEncontrado);
        await trx.deleteFrom('paineis_pessoais_widgets').where('id', '=', w.id).execute();
        await renumerar(trx, p.id, (await widgetsEmOrdem(trx, p.id)).map((r) => r.id));
        return { id_widget: w.id, id_salvo: w.id_salvo, titulo: w.titulo };
      });
      return responder(l, id);
    },
  });
}
