import { colunasDaTela, type ColunaDaTela } from '@retaguarda/contrato/relatorios/colunas';
import type { Comparacao, DeclaracaoRelatorio, Periodo, Widget } from '@retaguarda/contrato/relatorios/declarar';
import type { CorpoRelatorioEnviado } from '@retaguarda/contrato/relatorios/esquemas';
import { corpoDaConsulta, type Linha } from '../api';
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

/** What the dashboard asks every widget for: its period (a custom one's days as YYYY-MM-DD), comparison and filters. */
export interface FiltrosDoPainel {
  periodo: Periodo;
  de?: string | null;
  ate?: string | null;
  comparacao: Comparacao;
  filtros?: Readonly<Record<string, unknown>>;
}

/**
 * The widget's body, as a report screen's (corpoDaConsulta): the dashboard's period and comparison
 * unless it fixes its own, its grouping, the dashboard's filters its report declares and its own
 * fixed ones over them.
 */
export function corpoDoWidget(w: Widget, d: DeclaracaoRelatorio, painel: FiltrosDoPainel): CorpoRelatorioEnviado {
  const periodo = d.periodo ? (w.fixos?.periodo ?? painel.periodo) : null;
  const personalizado = periodo === 'personalizado';
  const doPainel = Object.entries(painel.filtros ?? {}).filter(([nome]) => nome in d.filtros);
  return corpoDaConsulta(d, {
    periodo,
    de: personalizado ? (painel.de ?? null) : null,
    ate: personalizado ? (painel.ate ?? null) : null,
    comparacao: d.periodo?.comparavel ? (w.fixos?.comparacao ?? painel.comparacao) : 'nenhuma',
    por: porDoWidget(w, d) ?? null,
    filtros: { ...Object.fromEntries(doPainel), ...w.fixos?.filtros },
  });
}
