import { MAX_SESSOES_LISTADAS, MENSAGENS_MINHAS_SESSOES, ROTAS_MINHAS_SESSOES, type MinhasSessoesResposta } from '@retaguarda/contrato/api/minhasSessoes';
import { descreverDispositivo } from '../auth/dispositivo';
import { usuarioDe } from '../auth/guard';
import type { App, Contexto } from '../../../contexto';
import { familiaAtiva, familiaDaSessao, revogarFamilia, revogarOutrasFamilias, sessoesDoUsuario } from '../consultas/sessoes';
import { ErroHttp } from '../../../http/erros';
import { rotaDoContrato } from '../../../http/rotas';
import { isoSP } from '../../../http/iso-sp';
import { registrarEventoSeguranca } from '../seguranca/log';

/**
 * /v1/login_erp/sessoes: the signed-in user's own sessions (/profile). Any session may call
 * them (`acesso: 'sessao'`); every query is scoped to the user of the access token, so another user's
 * session id answers 404 exactly like one that never existed. An ended session's next call gets
 * 401 from the guard (familiaAtiva), and its renewal fails (the family is revoked).
 */
export function rotasMinhasSessoes(app: App, ctx: Contexto): void {
  const db = ctx.db.kysely;

  app.route({
    ...rotaDoContrato(ROTAS_MINHAS_SESSOES.listar),
    handler: async (req) => {
      const usuario = usuarioDe(req);
      const sessoes = await sessoesDoUsuario(db, usuario.id, ctx.agora().getTime(), MAX_SESSOES_LISTADAS);
      return {
        RES: {
          sessoes: sessoes.map((s) => ({
            id: s.id,
            dispositivo: descreverDispositivo(s.user_agent),
            ip: s.ip,
            iniciada_em: isoSP(s.family_criada_em),
            ultima_atividade_em: isoSP(s.ultima_atividade),
            atual: s.family === req.sid,
          })),
        } satisfies MinhasSessoesResposta,
      };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_MINHAS_SESSOES.encerrar),
    handler: async (req) => {
      const usuario = usuarioDe(req);
      const agora = ctx.agora().getTime();
      const family = await familiaDaSessao(db, usuario.id, req.body.id);
      if (!family || !(await familiaAtiva(db, family, usuario.id, agora))) throw new ErroHttp(404, MENSAGENS_MINHAS_SESSOES.naoEncontrada);
      // The current session ends through "Sair", which also clears its cookies.
      if (family === req.sid) throw new ErroHttp(400, MENSAGENS_MINHAS_SESSOES.atual);
      await revogarFamilia(db, family, agora);
      await registrarEventoSeguranca(db, { tipo: 'sessao_encerrada', em: agora, userId: usuario.id, email: usuario.email, ip: req.ip, detalhe: { sessao: req.body.id } });
      return { RES: 'ok' as const };
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_MINHAS_SESSOES.encerrarOutras),
    handler: async (req) => {
      const usuario = usuarioDe(req);
      const agora = ctx.agora().getTime();
      const encerradas = await revogarOutrasFamilias(db, usuario.id, req.sid, agora);
      await registrarEventoSeguranca(db, { tipo: 'outras_sessoes_encerradas', em: agora, userId: usuario.id, email: usuario.email, ip: req.ip, detalhe: { encerradas } });
      return { RES: { encerradas } };
    },
  });
}
