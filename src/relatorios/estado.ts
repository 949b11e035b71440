/**
 * What a report screen shows, read from and written to the URL: a reload or a shared link opens
 * the same view. One parameter per choice (periodo, de, ate, comparacao, por) and the declared
 * filters together as JSON in `filtros`, the way react-admin keeps a list's `filter`.
 */
import { COMPARACOES_IDS, PERIODOS_IDS, type Comparacao, type DeclaracaoRelatorio, type Periodo } from '@retaguarda/contrato/relatorios/declarar';

export interface EstadoRelatorio {
  periodo: Periodo | null;
  /** The custom range's days, YYYY-MM-DD, when `periodo` is 'personalizado'. */
  de: string | null;
  ate: string | null;
  comparacao: Comparacao;
  /** The grouping (a key of the declaration's dimensions), or null without dimensions. */
  por: string | null;
  filtros: Readonly<Record<string, unknown>>;
}

const DIA_ISO = /^\d{4}-\d{2}-\d{2}$/;

function lerFiltros(texto: string | null, declarados: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (!texto) return {};
  try {
    const valor: unknown = JSON.parse(texto);
    if (typeof valor !== 'object' || valor === null || Array.isArray(valor)) return {};
    // a link from an older declaration may name a filter that is gone: it is dropped, not sent
    return Object.fromEntries(Object.entries(valor).filter(([nome]) => nome in declarados));
  } catch {
    return {};
  }
}

const dimensoesDe = (d: DeclaracaoRelatorio): string[] => Object.keys(d.dimensoes ?? {});

/** The state a URL holds for this report; anything missing or unknown reads as the declaration's default. */
export function lerEstado(d: DeclaracaoRelatorio, params: URLSearchParams): EstadoRelatorio {
  const pedidoPeriodo = params.get('periodo');
  const periodo = d.periodo ? (PERIODOS_IDS.find((p) => p === pedidoPeriodo) ?? d.periodo.padrao) : null;
  const de = params.get('de');
  const ate = params.get('ate');
  const pedidaComparacao = params.get('comparacao');
  const comparacao = d.periodo?.comparavel ? (COMPARACOES_IDS.find((c) => c === pedidaComparacao) ?? 'nenhuma') : 'nenhuma';
  const dimensoes = dimensoesDe(d);
  const pedidoPor = params.get('por');
  const por = dimensoes.length === 0 ? null : (dimensoes.find((p) => p === pedidoPor) ?? dimensoes[0]);
  const personalizado = periodo === 'personalizado';
  return {
    periodo,
    de: personalizado && de && DIA_ISO.test(de) ? de : null,
    ate: personalizado && ate && DIA_ISO.test(ate) ? ate : null,
    comparacao,
    por,
    filtros: lerFiltros(params.get('filtros'), d.filtros),
  };
}

const CHAVES = ['periodo', 'de', 'ate', 'comparacao', 'por', 'filtros'] as const;

/**
 * The URL's parameters with this state written over the report's own (other parameters, such as
 * the tab's `relatorio`, stay). A default is left out, so the plain link stays plain.
 */
export function escreverEstado(d: DeclaracaoRelatorio, atual: URLSearchParams, e: EstadoRelatorio): URLSearchParams {
  const p = new URLSearchParams(atual);
  for (const k of CHAVES) p.delete(k);
  if (e.periodo && d.periodo && e.periodo !== d.periodo.padrao) p.set('periodo', e.periodo);
  if (e.periodo === 'personalizado') {
    if (e.de) p.set('de', e.de);
    if (e.ate) p.set('ate', e.ate);
  }
  if (e.comparacao !== 'nenhuma') p.set('comparacao', e.comparacao);
  if (e.por && e.por !== dimensoesDe(d)[0]) p.set('por', e.por);
  if (Object.keys(e.filtros).length > 0) p.set('filtros', JSON.stringify(e.filtros));
  return p;
}

/** A saved view's body (the report route's own) as the screen's state: its custom days back to YYYY-MM-DD keys. */
export function estadoDoCorpo(d: DeclaracaoRelatorio, corpo: Readonly<Record<string, unknown>>): EstadoRelatorio {
  const p = new URLSearchParams();
  const texto = (k: string) => (typeof corpo[k] === 'string' ? (corpo[k] as string) : null);
  const chave = (br: string | null) => (br && /^\d{2}\/\d{2}\/\d{4}$/.test(br) ? `${br.slice(6, 10)}-${br.slice(3, 5)}-${br.slice(0, 2)}` : null);
  for (const k of ['periodo', 'comparacao', 'por'] as const) {
    const v = texto(k);
    if (v) p.set(k, v);
  }
  const de = chave(texto('de'));
  const ate = chave(texto('ate'));
  if (de) p.set('de', de);
  if (ate) p.set('ate', ate);
  if (typeof corpo.filtros === 'object' && corpo.filtros !== null) p.set('filtros', JSON.stringify(corpo.filtros));
  return lerEstado(d, p);
}
