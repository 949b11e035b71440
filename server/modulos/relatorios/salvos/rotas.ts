/**
 * The saved views' routes (contrato/api/relatoriosSalvos.ts). Any signed-in user reaches them;
 * each call is confined to the caller's group and to the reports whose key they hold, and every
 * change is written to the views' history in the same transaction.
 */
import type { FastifyRequest } from 'fastify';
import { hasAnyKey, type PermissionKey } from '@retaguarda/contrato/api/permissions';
import { MENSAGENS_COMUNS } from '@retaguarda/contrato/api/envelope';
import { conferir } from '@retaguarda/contrato/api/validacao';
import { CHAVE_ADMIN_RELATORIOS_SALVOS, LIMITES_RELATORIOS_SALVOS, MENSAGENS_RELATORIOS_SALVOS as M, ROTAS_RELATORIOS_SALVOS as R } from '@retaguarda/contrato/api/relatoriosSalvos';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { esquemaCorpoRelatorio } from '@retaguarda/contrato/relatorios/esquemas';
import type { App, Contexto } from '../../../contexto';
import { ErroHttp } from '../../../http/erros';
import { rotaDoContrato } from '../../../http/rotas';
import { ErroDeValidacao } from '../../../http/validacao';
import { usuarioDe } from '../../sessao/auth/guard';
import type { UsuarioSessao } from '../../sessao/consultas/usuarios';
import type { RelatorioImplementado } from '../definir';
import { contarDoUsuario, listarSalvos, nomeEmUso, paraSalvo, registrarHistorico, salvoVisivel, type LinhaSalva } from './consultas';

const podeAbrir = (u: UsuarioSessao, d: DeclaracaoRelatorio): boolean => hasAnyKey(u.permissoes.permissions, [d.chave]);

/** Why a stored body no longer fits its report, or null. */
function problemaDo(d: DeclaracaoRelatorio | undefined, corpo: unknown): string | null {
  if (!d) return M.relatorioDesconhecido;
  const r = conferir(esquemaCorpoRelatorio(d), corpo);
  return r.ok ? null : r.erro.validation.body.message;
}

/** 400 naming `corpo` when the body does not fit the report. */
function corpoValido(d: DeclaracaoRelatorio, corpo: unknown): void {
  const problema = problemaDo(d, corpo);
  if (problema) throw new ErroDeValidacao('body', ['corpo'], M.corpoInvalido(problema));
}

export function rotasRelatoriosSalvos(app: App, ctx: Contexto, relatorios: readonly RelatorioImplementado[]): void {
  const db = ctx.db.kysely;
  const porId = new Map(relatorios.map((r) => [r.declaracao.id, r.declaracao]));
  const responder = (l: LinhaSalva, u: UsuarioSessao) => paraSalvo(l, u.id, problemaDo(porId.get(l.relatorio), JSON.parse(l.corpo)));
  /** The report, 403 when the caller lacks its key (a report they cannot open is not theirs to save). */
  const relatorioDo = (u: UsuarioSessao, id: string): DeclaracaoRelatorio => {
    const d = porId.get(id);
    if (!d) throw new ErroDeValidacao('body', ['relatorio'], M.relatorioDesconhecido);
    if (!podeAbrir(u, d)) throw new ErroHttp(403, MENSAGENS_COMUNS.acessoNegado);
    return d;
  };
  const visivel = async (req: FastifyRequest, id: number) => {
    const u = usuarioDe(req);
    const l = await salvoVisivel(db, id, u.id_grupo, u.id);
    const d = l && porId.get(l.relatorio);
    // another group's view, or one of a report the caller cannot open, does not exist for them
    if (!l || (d && !podeAbrir(u, d))) throw new ErroHttp(404, M.naoEncontrado);
    return { u, l };
  };

  app.route({
    ...rotaDoContrato(R.lista),
    handler: async (req) => {
      const u = usuarioDe(req);
      const abertos = [...porId.values()].filter((d) => podeAbrir(u, d) && (req.body.relatorio === undefined || d.id === req.body.relatorio)).map((d) => d.id);
      const linhas = await listarSalvos(db, { idGrupo: u.id_grupo, userId: u.id, relatorios: abertos, limite: LIMITES_RELATORIOS_SALVOS.lista });
      return { RES: linhas.map((l) => responder(l, u)) };
    },
  });

  app.route({
    ...rotaDoContrato(R.criar),
    handler: async (req) => {
      const u = usuarioDe(req);
      const b = req.body;
      const d = relatorioDo(u, b.relatorio);
      corpoValido(d, b.corpo);
      if ((await contarDoUsuario(db, u.id)) >= LIMITES_RELATORIOS_SALVOS.porUsuario) throw new ErroHttp(409, M.limite);
      if (await nomeEmUso(db, u.id, d.id, b.nome)) throw new ErroHttp(409, M.nomeRepetido);
      const agora = ctx.agora().getTime();
      const id = await db.transaction().execute(async (trx) => {
        const { id: novo } = await trx
          .insertInto('relatorios_salvos')
          .values({ id_grupo: u.id_grupo, user_id: u.id, relatorio: d.id, nome: b.nome, corpo: JSON.stringify(b.corpo), compartilhado: b.compartilhado ? 1 : 0, version: 1, criado_em: agora, atualizado_em: agora })
          .returning('id')
          .executeTakeFirstOrThrow();
        await registrarHistorico(trx, { idSalvo: novo, idGrupo: u.id_grupo, userId: u.id, acao: 'criacao', em: agora, detalhe: { relatorio: d.id, nome: b.nome, compartilhado: b.compartilhado } });
        return novo;
      });
      const l = await salvoVisivel(db, id, u.id_grupo, u.id);
      if (!l) throw new ErroHttp(404, M.naoEncontrado);
      return { RES: responder(l, u) };
    },
  });

  app.route({
    ...rotaDoContrato(R.editar),
    handler: async (req) => {
      const { u, l } = await visivel(req, req.params.id);
      if (Number(l.user_id) !== u.id) throw new ErroHttp(403, M.soDono);
      const b = req.body;
      const d = porId.get(l.relatorio);
      if (b.corpo !== undefined) {
        if (!d) throw new ErroDeValidacao('body', ['corpo'], M.corpoInvalido(M.relatorioDesconhecido));
        corpoValido(d, b.corpo);
      }
      if (b.nome !== undefined && (await nomeEmUso(db, u.id, l.relatorio, b.nome, l.id))) throw new ErroHttp(409, M.nomeRepetido);
      const agora = ctx.agora().getTime();
      await db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('relatorios_salvos')
          .set({
            ...(b.nome !== undefined ? { nome: b.nome } : {}),
            ...(b.corpo !== undefined ? { corpo: JSON.stringify(b.corpo) } : {}),
            ...(b.compartilhado !== undefined ? { compartilhado: b.compartilhado ? 1 : 0 } : {}),
            version: b.version + 1,
            atualizado_em: agora,
          })
          .where('id', '=', l.id)
          .where('version', '=', b.version)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw new ErroHttp(409, M.versaoDesatualizada);
        const mudou = { ...(b.nome !== undefined ? { nome: [l.nome, b.nome] } : {}), ...(b.compartilhado !== undefined ? { compartilhado: [Number(l.compartilhado) === 1, b.compartilhado] } : {}), ...(b.corpo !== undefined ? { corpo: true } : {}) };
        await registrarHistorico(trx, { idSalvo: l.id, idGrupo: u.id_grupo, userId: u.id, acao: 'edicao', em: agora, detalhe: mudou });
      });
      const atual = await salvoVisivel(db, l.id, u.id_grupo, u.id);
      if (!atual) throw new ErroHttp(404, M.naoEncontrado);
      return { RES: responder(atual, u) };
    },
  });

  app.route({
    ...rotaDoContrato(R.remover),
    handler: async (req) => {
      const { u, l } = await visivel(req, req.params.id);
      const d = porId.get(l.relatorio);
      const admin = hasAnyKey(u.permissoes.permissions, [CHAVE_ADMIN_RELATORIOS_SALVOS as PermissionKey]) && (d === undefined || podeAbrir(u, d));
      if (Number(l.user_id) !== u.id && !admin) throw new ErroHttp(403, M.soDonoOuAdmin);
      const agora = ctx.agora().getTime();
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('relatorios_salvos').where('id', '=', l.id).execute();
        await registrarHistorico(trx, { idSalvo: l.id, idGrupo: u.id_grupo, userId: u.id, acao: 'remocao', em: agora, detalhe: { relatorio: l.relatorio, nome: l.nome, dono: Number(l.user_id) } });
      });
      return { RES: { id: Number(l.id) } };
    },
  });
}
