/** The reports of the two dashboards (Visão geral das operações, Indicadores de desempenho), each with its one query. */
import {
  VISAO_GERAL_HOJE,
  VISAO_GERAL_POR_HORA,
  VISAO_GERAL_TAREFAS,
  VISAO_GERAL_VENDAS,
} from '@retaguarda/contrato/modulos/dashboard/visao-geral-operacoes.relatorios';
import {
  INDICADORES_CLIENTES,
  INDICADORES_LOJAS,
  INDICADORES_METAS,
  INDICADORES_PRODUTOS,
  INDICADORES_RESUMO,
} from '@retaguarda/contrato/modulos/dashboard/indicadores-desempenho.relatorios';
import { defineConsultaRelatorio } from '../relatorios/definir';
import { clientes, lojas, produtos, resumoPorDia } from './consultas/indicadores';
import { metas } from './consultas/metas';
import { emReais, hojeComparado, porHora, tarefas, vendasPor } from './consultas/visao-geral';

const periodoDe = <P>(p: P | null): P => {
  if (!p) throw new Error('Relatório com período chamado sem ele');
  return p;
};

export default [
  defineConsultaRelatorio(VISAO_GERAL_HOJE, async (ctx) => ({
    linhas: (await hojeComparado(ctx.db, ctx.escopo.sellers, ctx.agora)).map((d) => ({ chave: d.chave, dia: d.dia, ate: d.ate, ...emReais(d.medidas) })),
    totais: {},
  })),
  defineConsultaRelatorio(VISAO_GERAL_VENDAS, async (ctx) => vendasPor(ctx.db, ctx.escopo.sellers, periodoDe(ctx.periodo), ctx.por ?? 'canal')),
  defineConsultaRelatorio(VISAO_GERAL_POR_HORA, async (ctx) => {
    const linhas = await porHora(ctx.db, ctx.escopo.sellers, periodoDe(ctx.periodo), ctx.agora);
    return { linhas, totais: { pedidos: linhas.reduce((s, l) => s + (l.pedidos ?? 0), 0) } };
  }),
  defineConsultaRelatorio(VISAO_GERAL_TAREFAS, async (ctx) => ({ linhas: await tarefas(ctx.db, ctx.escopo.sellers, ctx.agora, ctx.filtros.lojas ?? null) })),

  defineConsultaRelatorio(INDICADORES_RESUMO, async (ctx) => resumoPorDia(ctx.db, ctx.escopo.sellers, periodoDe(ctx.periodo))),
  defineConsultaRelatorio(INDICADORES_CLIENTES, async (ctx) => ({ linhas: await clientes(ctx.db, ctx.escopo.sellers, periodoDe(ctx.periodo)) })),
  defineConsultaRelatorio(INDICADORES_PRODUTOS, async (ctx) =>
    produtos(ctx.db, ctx.escopo.sellers, periodoDe(ctx.periodo), ctx.filtros.sentido?.includes('menos') ?? false, ctx.limite),
  ),
  defineConsultaRelatorio(INDICADORES_LOJAS, async (ctx) => ({
    linhas: await lojas(ctx.db, ctx.escopo.sellers, periodoDe(ctx.periodo), ctx.filtros.sentido?.includes('menos') ?? false),
  })),
  defineConsultaRelatorio(INDICADORES_METAS, async (ctx) => ({ linhas: await metas(ctx.db, ctx.escopo.idGrupo, ctx.escopo.sellers, periodoDe(ctx.periodo)) })),
];
