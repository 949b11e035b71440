/** The reports of 'Resumo financeiro', each with its one query (consultas/financeiro.ts). */
import { FINANCEIRO_A_RECEBER, FINANCEIRO_POR_DIA, FINANCEIRO_POR_FORMA } from '@retaguarda/contrato/modulos/dashboard/resumo-financeiro.relatorios';
import type { PeriodoResolvido } from '@retaguarda/contrato/relatorios/periodos';
import { defineConsultaRelatorio } from '../relatorios/definir';
import { financeiroAReceber, financeiroPorDia, financeiroPorForma } from './consultas/financeiro';

const periodoDe = (p: PeriodoResolvido | null): PeriodoResolvido => {
  if (!p) throw new Error('Relatório com período chamado sem ele');
  return p;
};

export default [
  defineConsultaRelatorio(FINANCEIRO_POR_DIA, async (ctx) => financeiroPorDia(ctx.db, ctx.escopo, periodoDe(ctx.periodo))),
  defineConsultaRelatorio(FINANCEIRO_POR_FORMA, async (ctx) => financeiroPorForma(ctx.db, ctx.escopo, periodoDe(ctx.periodo))),
  defineConsultaRelatorio(FINANCEIRO_A_RECEBER, async (ctx) => financeiroAReceber(ctx.db, ctx.escopo, ctx.agora, ctx.por ?? 'dia')),
];
