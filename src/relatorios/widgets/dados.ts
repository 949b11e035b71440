import { colunasDaTela, type ColunaDaTela } from '@retaguarda/contrato/relatorios/colunas';
import type { DeclaracaoRelatorio, Widget } from '@retaguarda/contrato/relatorios/declarar';
import type { CorpoRelatorioEnviado } from '@retaguarda/contrato/relatorios/esquemas';
import type { Linha } from '../api';
import type { SerieGrafico } from './GraficosMui';

/** These columns of the report as the screen formats them, in this order. */
export const colunasDe = (d: DeclaracaoRelatorio, nomes: readonly string[]): ColunaDaTela[] =>
  colunasDaTela({ colunas: d.colunas.colunas, alvos: { tela: nomes.filter((n) => n in d.colunas.colunas) } });

/** The grouping's column (what each point, bar or slice is named by), when the report has one. */
export const colunaDoGrupo = (d: DeclaracaoRelatorio): string[] => ('grupo' in d.colunas.colunas ? ['grupo'] : []);

/** How each row is named on a chart: its grouping's text. */
export const nomeDaLinha = (l: Linha): string => String(l.grupo ?? l.chave ?? '');

export function seriesDe(d: DeclaracaoRelatorio, nomes: readonly string[], linhas: readonly Linha[]): SerieGrafico[] {
  return colunasDe(d, nomes).map((c) => ({
    rotulo: c.rotulo,
    valores: linhas.map((l) => (typeof l[c.chave] === 'number' ? (l[c.chave] as number) : null)),
    formatar: (v: number) => c.formatar(v),
  }));
}

/** The grouping a widget reads: its fixed one, else the sparkline's for a KPI, else the report's first. */
export function porDoWidget(w: Widget, d: DeclaracaoRelatorio): string | undefined {
  const dimensoes = Object.keys(d.dimensoes ?? {});
  const pedido = w.fixos?.por ?? (w.tipo === 'kpi' ? w.sparkline : undefined);
  return dimensoes.find((k) => k === pedido) ?? dimensoes[0];
}

/** The widget's body: the dashboard's period and comparison unless it fixes its own, its grouping, its fixed filters. */
export function corpoDoWidget(w: Widget, d: DeclaracaoRelatorio, painel: { periodo: CorpoRelatorioEnviado['periodo']; comparacao: CorpoRelatorioEnviado['comparacao'] }): CorpoRelatorioEnviado {
  const por = porDoWidget(w, d);
  const comparacao = d.periodo?.comparavel ? (w.fixos?.comparacao ?? painel.comparacao) : undefined;
  return {
    ...(d.periodo ? { periodo: w.fixos?.periodo ?? painel.periodo } : {}),
    ...(comparacao && comparacao !== 'nenhuma' ? { comparacao } : {}),
    ...(por ? { por } : {}),
    ...(w.fixos?.filtros ? { filtros: w.fixos.filtros } : {}),
  };
}
