/**
 * A pinned saved view as a declared widget (contrato/relatorios/declarar.ts): the view's body
 * becomes the widget's fixed filters, so RP's widget components ask the report exactly as saved.
 */
import type { WidgetPessoal } from '@retaguarda/contrato/api/paineisPessoais';
import type { Comparacao, DeclaracaoRelatorio, Periodo, Widget } from '@retaguarda/contrato/relatorios/declarar';
import { COMPARACOES, PERIODOS } from '@retaguarda/contrato/relatorios/declarar';

/** Rows a pinned ranking shows. */
export const LINHAS_RANKING = 10;

const ehPeriodo = (v: unknown): v is Exclude<Periodo, 'personalizado'> => typeof v === 'string' && v !== 'personalizado' && Object.hasOwn(PERIODOS, v);
export const ehComparacao = (v: unknown): v is Comparacao => typeof v === 'string' && Object.hasOwn(COMPARACOES, v);
const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The dashboard-level period a pinned view opens with: its own, else its report's default. */
export function periodoDoWidget(w: WidgetPessoal, d: DeclaracaoRelatorio): Exclude<Periodo, 'personalizado'> {
  const p = w.corpo?.periodo;
  return ehPeriodo(p) ? p : (d.periodo?.padrao ?? 'ultimos_30');
}

export function widgetDoPainel(w: WidgetPessoal, d: DeclaracaoRelatorio): Widget {
  const corpo = w.corpo ?? {};
  const largura = ([3, 4, 6, 8, 12] as const).find((l) => l === w.largura) ?? 4;
  const fixos = {
    ...(typeof corpo.por === 'string' ? { por: corpo.por } : {}),
    periodo: periodoDoWidget(w, d),
    ...(ehComparacao(corpo.comparacao) ? { comparacao: corpo.comparacao } : {}),
    ...(ehObjeto(corpo.filtros) ? { filtros: corpo.filtros } : {}),
  };
  const comum = { titulo: w.titulo, relatorio: d.id, largura, fixos };
  const [primeira = ''] = w.colunas;
  switch (w.tipo) {
    case 'kpi':
      return { ...comum, tipo: 'kpi', coluna: primeira, melhor: 'maior' };
    case 'pizza':
      return { ...comum, tipo: 'pizza', coluna: primeira };
    case 'linha':
      return { ...comum, tipo: 'linha', series: w.colunas };
    case 'barras':
      return { ...comum, tipo: 'barras', series: w.colunas };
    case 'ranking':
      return { ...comum, tipo: 'ranking', colunas: w.colunas, linhas: LINHAS_RANKING };
  }
}
