/**
 * A declared dashboard's filters, as a report's: the period (a preset or a custom range) where the
 * dashboard has one, the comparison where the user chooses it, and the stores, all in the URL. The
 * report primitive's filter bar and URL state serve them, through a declaration made of the
 * dashboard's reports: the stores' filter (and its options route) of the first report that has it,
 * the dashboard's period held to the shortest its period reports allow.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMPARACOES_IDS, type Comparacao, type DeclaracaoPainel, type DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { consultaPronta } from '../api';
import { escreverEstado, lerEstado, type EstadoRelatorio } from '../estado';

export interface OpcoesDoPainel {
  /** Whether the dashboard has a period to choose (the overview is today's). */
  periodo: boolean;
  /** Whether the user chooses the comparison; otherwise the dashboard's own stands. */
  comparavel: boolean;
}

const ehLojas = (c: DeclaracaoRelatorio['filtros'][string]) => (c.tipo === 'referencia' || c.tipo === 'referencias') && c.recurso === 'lojas';

const feitas = new WeakMap<DeclaracaoPainel, DeclaracaoRelatorio>();

/** The declaration the dashboard's filter bar and URL read: one per dashboard, so its options route is built once. */
export function declaracaoDosFiltros(painel: DeclaracaoPainel, relatorios: Readonly<Record<string, DeclaracaoRelatorio>>, o: OpcoesDoPainel): DeclaracaoRelatorio {
  const pronta = feitas.get(painel);
  if (pronta) return pronta;
  const dos = painel.widgets.flatMap((w) => {
    const d = relatorios[w.relatorio];
    return d ? [{ w, d }] : [];
  });
  const base = dos.find(({ d }) => Object.values(d.filtros).some(ehLojas))?.d;
  if (!base) throw new Error(`${painel.id}: nenhum relatório do painel filtra por loja`);
  const filtros = Object.fromEntries(Object.entries(base.filtros).filter(([, c]) => ehLojas(c)));
  const maximos = dos.flatMap(({ w, d }) => (d.periodo && !w.fixos?.periodo ? [d.periodo.maximoDias] : []));
  const declaracao: DeclaracaoRelatorio = {
    ...base,
    titulo: painel.titulo,
    periodo: o.periodo ? { padrao: painel.periodo, maximoDias: Math.min(...maximos), comparavel: o.comparavel } : null,
    filtros,
    dimensoes: undefined,
  };
  feitas.set(painel, declaracao);
  return declaracao;
}

/**
 * The dashboard's filters read from and written to the URL as a report's (periodo, de, ate,
 * comparacao, filtros). The comparison left out of the URL is the dashboard's own, not 'nenhuma'.
 */
export function useFiltrosDoPainel(painel: DeclaracaoPainel, relatorios: Readonly<Record<string, DeclaracaoRelatorio>>, o: OpcoesDoPainel) {
  const declaracao = declaracaoDosFiltros(painel, relatorios, o);
  const [params, setParams] = useSearchParams();
  const estado = useMemo((): EstadoRelatorio => {
    const lido = lerEstado(declaracao, params);
    const pedida = params.get('comparacao');
    const comparacao: Comparacao = o.comparavel ? (COMPARACOES_IDS.find((c) => c === pedida) ?? painel.comparacao) : painel.comparacao;
    return { ...lido, comparacao };
  }, [declaracao, params, o.comparavel, painel.comparacao]);
  const mudar = useCallback(
    (e: EstadoRelatorio) =>
      setParams((atual) => {
        const p = escreverEstado(declaracao, atual, e);
        if (e.comparacao === painel.comparacao) p.delete('comparacao');
        else p.set('comparacao', e.comparacao);
        return p;
      }),
    [declaracao, setParams, painel.comparacao],
  );
  return { declaracao, estado, mudar, pronto: consultaPronta(estado) };
}
