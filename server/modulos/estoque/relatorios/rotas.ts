import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import { LIMITES_RELATORIOS_ESTOQUE, ROTAS_RELATORIOS_ESTOQUE, type ConsultaRelatorioEstoqueBody, type RelatorioEstoque } from '@retaguarda/contrato/api/relatoriosEstoque';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import type { App, Contexto } from '../../../contexto';
import type { DB } from '../../../db/schema';
import { rotaDoContrato } from '../../../http/rotas';
import { cabecalhosXlsx } from '../../../planilhas/xlsx';
import { usuarioDe } from '../../sessao/auth/guard';
import { registrarEventoSeguranca } from '../../sessao/seguranca/log';
import { relatorioAbc } from './abc';
import { consultaDoPedido, type ConsultaRelatorio } from './consulta';
import { relatorioGiro } from './giro';
import { relatorioParado } from './parado';
import { folhasDoRelatorio, type Folha, type Relatorios } from './planilhas';
import { relatorioRupturas } from './rupturas';
import { relatorioValorizacao } from './valorizacao';
import { planilhaDoRelatorio } from './xlsx';

const R = ROTAS_RELATORIOS_ESTOQUE;

const GERAR: { [K in RelatorioEstoque]: (db: Kysely<DB>, c: ConsultaRelatorio) => Promise<Relatorios[K]> } = {
  abc: relatorioAbc,
  giro: relatorioGiro,
  rupturas: relatorioRupturas,
  valorizacao: relatorioValorizacao,
  parado: relatorioParado,
};

async function folhas<K extends RelatorioEstoque>(db: Kysely<DB>, k: K, c: ConsultaRelatorio): Promise<{ folhas: Folha[]; total: number; truncado: boolean }> {
  const r = await GERAR[k](db, c);
  return { folhas: folhasDoRelatorio(k, r), total: r.total, truncado: r.truncado };
}

/** The five reports on screen, and each as an .xlsx; every call confined to the user's group and stores. */
export function rotasRelatorios(app: App, ctx: Contexto): void {
  const db = ctx.db.kysely;
  const agora = () => ctx.agora().getTime();
  const tela = (req: FastifyRequest, corpo: z.output<typeof ConsultaRelatorioEstoqueBody>) => consultaDoPedido(usuarioDe(req), corpo, agora(), LIMITES_RELATORIOS_ESTOQUE.linhas);
  app.route({ ...rotaDoContrato(R.abc), handler: async (req) => ({ RES: await relatorioAbc(db, tela(req, req.body)) }) });
  app.route({ ...rotaDoContrato(R.giro), handler: async (req) => ({ RES: await relatorioGiro(db, tela(req, req.body)) }) });
  app.route({ ...rotaDoContrato(R.rupturas), handler: async (req) => ({ RES: await relatorioRupturas(db, tela(req, req.body)) }) });
  app.route({ ...rotaDoContrato(R.valorizacao), handler: async (req) => ({ RES: await relatorioValorizacao(db, tela(req, req.body)) }) });
  app.route({ ...rotaDoContrato(R.parado), handler: async (req) => ({ RES: await relatorioParado(db, tela(req, req.body)) }) });
  app.route({
    ...rotaDoContrato(R.xlsx),
    handler: async (req, reply) => {
      const u = usuarioDe(req);
      const instante = agora();
      const k = req.params.relatorio;
      const c = consultaDoPedido(u, req.body, instante, LIMITES_RELATORIOS_ESTOQUE.linhasPlanilha);
      const r = await folhas(db, k, c);
      const nota = r.truncado ? `Mostrando as ${c.limite} primeiras de ${r.total} linhas: filtre por loja ou família para ver as demais.` : null;
      const arquivo = await planilhaDoRelatorio(r.folhas, nota);
      const linhas = Math.min(r.total, c.limite);
      await registrarEventoSeguranca(db, { tipo: 'exportacao', em: instante, userId: u.id, email: u.email, ip: req.ip, detalhe: { recurso: `relatorio_estoque_${k}`, linhas } });
      reply.headers(cabecalhosXlsx(`estoque-${k}-${diaChaveSP(instante)}.xlsx`, linhas));
      return arquivo;
    },
  });
}
