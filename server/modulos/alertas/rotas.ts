/** The inbox's routes (contrato/api/alertas.ts): every read and change confined to the caller's group. */
import { LIMITES_ALERTAS, MENSAGENS_ALERTAS, ROTAS_ALERTAS } from '@retaguarda/contrato/api/alertas';
import { REGRAS_ALERTA } from '@retaguarda/contrato/alertas/regras';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import type { App, OpcoesModulo } from '../../contexto';
import { ErroHttp } from '../../http/erros';
import { ErroDeValidacao } from '../../http/validacao';
import { rotaDoContrato } from '../../http/rotas';
import { usuarioDe } from '../sessao/auth/guard';
import { alertaDoGrupo, contarAlertas, historicoDoAlerta, listarAlertas, responsaveisDoGrupo } from './consultas/leitura';
import { mudarAlerta, type Mudanca } from './consultas/mudar';
import { alterarRegra } from './consultas/alterarRegra';
import { regrasDoGrupo } from './consultas/regrasDoGrupo';

export function rotasAlertas(app: App, { ctx }: OpcoesModulo): void {
  const db = ctx.db.kysely;
  const agora = () => ctx.agora().getTime();

  app.route({
    ...rotaDoContrato(ROTAS_ALERTAS.lista),
    handler: async (req) => {
      const eu = usuarioDe(req);
      const f = req.body;
      const { linhas, total } = await listarAlertas(db, eu.id_grupo, f);
      return { RES: linhas, PAG: { page: f.page, limit: f.limit, total, total_pages: Math.ceil(total / f.limit) } };
    },
  });

  app.route({ ...rotaDoContrato(ROTAS_ALERTAS.contagem), handler: async (req) => ({ RES: await contarAlertas(db, usuarioDe(req).id_grupo) }) });

  app.route({
    ...rotaDoContrato(ROTAS_ALERTAS.historico),
    handler: async (req) => {
      const eu = usuarioDe(req);
      if (!(await alertaDoGrupo(db, eu.id_grupo, req.params.id))) throw new ErroHttp(404, MENSAGENS_ALERTAS.naoEncontrado);
      return { RES: await historicoDoAlerta(db, req.params.id) };
    },
  });

  app.route({ ...rotaDoContrato(ROTAS_ALERTAS.responsaveis), handler: async (req) => ({ RES: await responsaveisDoGrupo(db, usuarioDe(req).id_grupo) }) });

  /** Applies a change and answers the alert as it now is. */
  const mudar = async (idGrupo: number, m: Omit<Mudanca, 'idGrupo'>) => {
    await mudarAlerta(db, { ...m, idGrupo });
    const alerta = await alertaDoGrupo(db, idGrupo, m.idAlerta);
    if (!alerta) throw new ErroHttp(404, MENSAGENS_ALERTAS.naoEncontrado);
    return { RES: alerta };
  };

  app.route({
    ...rotaDoContrato(ROTAS_ALERTAS.reconhecer),
    handler: async (req) => {
      const eu = usuarioDe(req);
      return mudar(eu.id_grupo, { idAlerta: req.params.id, version: req.body.version, idUsuario: eu.id, agora: agora(), acao: 'reconhecido', descricao: 'Reconhecido.', campos: { estado: 'reconhecido', adiado_ate: null } });
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_ALERTAS.adiar),
    handler: async (req) => {
      const eu = usuarioDe(req);
      const t = agora();
      const ate = Date.parse(req.body.ate);
      if (ate <= t) throw new ErroDeValidacao('body', ['ate'], 'Adiar até: escolha um instante no futuro');
      if (ate > t + LIMITES_ALERTAS.adiarMaxMs) throw new ErroDeValidacao('body', ['ate'], 'Adiar até: no máximo 7 dias');
      return mudar(eu.id_grupo, { idAlerta: req.params.id, version: req.body.version, idUsuario: eu.id, agora: t, acao: 'adiado', descricao: `Adiado até ${formatDateTime(ate)}.`, campos: { estado: 'adiado', adiado_ate: ate } });
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_ALERTAS.responsavel),
    handler: async (req) => {
      const eu = usuarioDe(req);
      const { id_usuario } = req.body;
      let descricao = 'Responsável retirado.';
      if (id_usuario !== null) {
        const pessoa = (await responsaveisDoGrupo(db, eu.id_grupo)).find((p) => p.id === id_usuario);
        if (!pessoa) throw new ErroDeValidacao('body', ['id_usuario'], MENSAGENS_ALERTAS.responsavelInvalido);
        descricao = `Responsável: ${pessoa.nome}.`;
      }
      return mudar(eu.id_grupo, { idAlerta: req.params.id, version: req.body.version, idUsuario: eu.id, agora: agora(), acao: 'responsavel', descricao, campos: { id_responsavel: id_usuario } });
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_ALERTAS.prazo),
    handler: async (req) => {
      const eu = usuarioDe(req);
      const t = agora();
      const prazo = req.body.prazo === null ? null : Date.parse(req.body.prazo);
      if (prazo !== null && prazo <= t) throw new ErroDeValidacao('body', ['prazo'], 'Prazo: escolha um instante no futuro');
      if (prazo !== null && prazo > t + LIMITES_ALERTAS.prazoMaxMs) throw new ErroDeValidacao('body', ['prazo'], 'Prazo: no máximo um ano à frente');
      const descricao = prazo === null ? 'Prazo retirado.' : `Prazo: ${formatDateTime(prazo)}.`;
      return mudar(eu.id_grupo, { idAlerta: req.params.id, version: req.body.version, idUsuario: eu.id, agora: t, acao: 'prazo', descricao, campos: { prazo } });
    },
  });

  app.route({
    ...rotaDoContrato(ROTAS_ALERTAS.resolver),
    handler: async (req) => {
      const eu = usuarioDe(req);
      const t = agora();
      return mudar(eu.id_grupo, { idAlerta: req.params.id, version: req.body.version, idUsuario: eu.id, agora: t, acao: 'resolvido', descricao: `Resolvido: ${req.body.nota}`, campos: { estado: 'resolvido', fechado_em: t, adiado_ate: null } });
    },
  });

  app.route({ ...rotaDoContrato(ROTAS_ALERTAS.regras), handler: async (req) => ({ RES: await regrasDoGrupo(db, usuarioDe(req).id_grupo) }) });

  app.route({
    ...rotaDoContrato(ROTAS_ALERTAS.alterarRegra),
    handler: async (req) => {
      const eu = usuarioDe(req);
      const regra = req.params.regra;
      const declarados = REGRAS_ALERTA[regra].parametros;
      const parametros: Record<string, number> = {};
      for (const [nome, p] of Object.entries(declarados)) {
        const v = req.body.parametros[nome];
        if (v === undefined) throw new ErroDeValidacao('body', [`parametros.${nome}`], `${p.rotulo}: informe o valor`);
        if (!Number.isInteger(v) || v < p.minimo || v > p.maximo) throw new ErroDeValidacao('body', [`parametros.${nome}`], `${p.rotulo}: de ${p.minimo} a ${p.maximo} ${p.unidade}`);
        parametros[nome] = v;
      }
      const desconhecido = Object.keys(req.body.parametros).find((k) => !(k in declarados));
      if (desconhecido !== undefined) throw new ErroDeValidacao('body', [`parametros.${desconhecido}`], `Parâmetro desconhecido nesta regra: ${desconhecido}`);
      return { RES: await alterarRegra(db, { idGrupo: eu.id_grupo, regra, idUsuario: eu.id, agora: agora(), ...req.body, parametros }) };
    },
  });
}
