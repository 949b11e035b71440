/** What a report lets a pinned view show: the kinds and, for each, the columns to choose from (the server checks the same). */
import { TIPOS_WIDGET_PESSOAL, type TipoWidgetPessoal } from '@retaguarda/contrato/api/paineisPessoais';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';

const NUMERICOS = new Set(['dinheiro', 'inteiro', 'decimal', 'percentual']);

export interface OpcaoColuna {
  id: string;
  rotulo: string;
}

export function colunasDoTipo(d: DeclaracaoRelatorio, tipo: TipoWidgetPessoal): OpcaoColuna[] {
  const todas = Object.entries(d.colunas.colunas).filter(([, c]) => !c.posicao && c.tipo !== 'referencia');
  const ids =
    tipo === 'kpi' ? (d.totais ?? []) : tipo === 'ranking' ? todas.map(([id]) => id) : todas.filter(([, c]) => NUMERICOS.has(c.tipo)).map(([id]) => id);
  return ids.map((id) => ({ id, rotulo: d.colunas.colunas[id]?.rotulo ?? id }));
}

export function tiposDoRelatorio(d: DeclaracaoRelatorio): { id: TipoWidgetPessoal; rotulo: string }[] {
  const agrupa = Object.keys(d.dimensoes ?? {}).length > 0;
  return (Object.keys(TIPOS_WIDGET_PESSOAL) as TipoWidgetPessoal[])
    .filter((t) => (t === 'kpi' ? (d.totais ?? []).length > 0 : t === 'ranking' ? true : agrupa))
    .map((id) => ({ id, rotulo: TIPOS_WIDGET_PESSOAL[id] }));
}

/** One column for a KPI or a pie, several for the others. */
export const variasColunas = (tipo: TipoWidgetPessoal): boolean => tipo === 'linha' || tipo === 'barras' || tipo === 'ranking';
