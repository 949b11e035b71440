/**
 * Every declared report's routes, from its endpoints (contrato/relatorios/endpoints.ts): the
 * figures, the .xlsx and, for a tabular report, the PDF. The files are exports: one at a time per
 * user (429 while another runs) and written to the security log, as the order list's are.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { diaChaveSP } from '@retaguarda/contrato/br/dates';
import type { CorpoRelatorio } from '@retaguarda/contrato/relatorios/esquemas';
import { endpointsDoRelatorio, type CorpoOpcoesRelatorio } from '@retaguarda/contrato/relatorios/endpoints';
import { RECURSOS } from '@retaguarda/contrato/recursos/index';
import type { App, Contexto } from '../../contexto';
import { ErroHttp } from '../../http/erros';
import { rotaDoContrato } from '../../http/rotas';
import { travarExportacao } from '../../planilhas/trava';
import { cabecalhosXlsx, MENSAGEM_EXPORTACAO_EM_CURSO } from '../../planilhas/xlsx';
import { listarOpcoes } from '../recursos/consultas/opcoes';
import { escopoDe } from '../recursos/escopo';
import { usuarioDe } from '../sessao/auth/guard';
import { registrarEventoSeguranca } from '../sessao/seguranca/log';
import { contextoDaConsulta, responderRelatorio, type RespostaRelatorio } from './consulta';
import type { AlvoDoRelatorio, RelatorioImplementado } from './definir';
import { descreverConsulta } from './descrever';
import { pdfDoRelatorio } from './pdf';
import { planilhaDoRelatorio } from './planilha';

type Arquivo = Exclude<AlvoDoRelatorio, 'tela'>;

const PDF_MIME = 'application/pdf';

export function rotasDoRelatorio(app: App, ctx: Contexto, r: RelatorioImplementado): void {
  const decl = r.declaracao;
  const e = endpointsDoRelatorio(decl);
  const db = ctx.db.kysely;
  const responder = (req: FastifyRequest, corpo: CorpoRelatorio, alvo: AlvoDoRelatorio, agora: number): Promise<RespostaRelatorio> =>
    responderRelatorio(r, contextoDaConsulta(decl, corpo, usuarioDe(req), { db, agora, alvo }));

  app.route({ ...rotaDoContrato(e.figuras), handler: async (req) => ({ RES: await responder(req, req.body as CorpoRelatorio, 'tela', ctx.agora().getTime()) }) });

  const exportar = (alvo: Arquivo) => async (req: FastifyRequest, reply: FastifyReply) => {
    const u = usuarioDe(req);
    const agora = ctx.agora().getTime();
    const corpo = req.body as CorpoRelatorio;
    // the body, the period and the stores are checked before the user's export mark is taken
    const consulta = contextoDaConsulta(decl, corpo, u, { db, agora, alvo });
    const liberar = await travarExportacao(db, u.id, agora);
    if (!liberar) throw new ErroHttp(429, MENSAGEM_EXPORTACAO_EM_CURSO);
    try {
      const resposta = await responderRelatorio(r, consulta);
      const descricao = await descreverConsulta(db, decl, resposta, corpo.comparacao, corpo.filtros, u.id_grupo);
      const arquivo = alvo === 'xlsx' ? await planilhaDoRelatorio(decl, resposta, descricao) : await pdfDoRelatorio(decl, resposta, descricao, agora);
      await registrarEventoSeguranca(db, { tipo: 'exportacao', em: agora, userId: u.id, email: u.email, ip: req.ip, detalhe: { recurso: `relatorio_${decl.id}`, formato: alvo, linhas: resposta.linhas.length } });
      const nome = `${decl.id.replace(/\./g, '-')}-${diaChaveSP(agora)}.${alvo}`;
      if (alvo === 'xlsx') reply.headers(cabecalhosXlsx(nome, resposta.linhas.length));
      else reply.headers({ 'content-type': PDF_MIME, 'content-disposition': `attachment; filename="${nome}"`, 'cache-control': 'no-store' });
      return arquivo;
    } finally {
      await liberar();
    }
  };
  app.route({ ...rotaDoContrato(e.xlsx), handler: exportar('xlsx') });
  if (e.pdf) app.route({ ...rotaDoContrato(e.pdf), handler: exportar('pdf') });

  // a filter's options under the report's own key, as the register's options route finds them in the caller's group
  if (e.opcoes)
    app.route({
      ...rotaDoContrato(e.opcoes),
      handler: async (req) => {
        const { filtro, busca, ids } = req.body as CorpoOpcoesRelatorio;
        const campo = decl.filtros[filtro];
        const recurso = campo && 'recurso' in campo ? RECURSOS[campo.recurso] : undefined;
        if (!recurso) throw new Error(`${decl.id}: o filtro '${filtro}' não nomeia um cadastro declarado`);
        return { RES: await listarOpcoes(db, recurso, escopoDe(recurso, usuarioDe(req)), { busca, ids: ids?.length ? ids.join(',') : undefined }) };
      },
    });
}

export function rotasDosRelatorios(app: App, ctx: Contexto, relatorios: readonly RelatorioImplementado[]): void {
  for (const r of relatorios) rotasDoRelatorio(app, ctx, r);
}
