/**
 * A declared report's figures, its files and their routes, from the declaration alone.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod/mini';
import { ARQUIVO } from '@retaguarda/contrato/api/arquivo';
import type { DeclaracaoRelatorio } from '@retaguarda/contrato/relatorios/declarar';
import { endpointsDoRelatorio, RespostaOpcoesRelatorio, type CorpoOpcoesRelatorio } from '@retaguarda/contrato/relatorios/endpoints';
import type { OpcaoRegistro } from '@retaguarda/contrato/recursos/esquemas';
import type { BuscarOpcoes } from '../motorCadastros/filtros/opcoesDasReferencias';
import type { CorpoRelatorio, CorpoRelatorioEnviado, PeriodoBR } from '@retaguarda/contrato/relatorios/esquemas';
import { useCanal } from '../dataProvider/useCanal';
import type { EstadoRelatorio } from './estado';

export type Linha = Readonly<Record<string, unknown>>;

/**
 * The answer as the panel reads any report: its rows are the declaration's (esquemaRespostaRelatorio
 * has parsed them), read here by column name.
 */
export interface RespostaRelatorio {
  periodo: PeriodoBR | null;
  comparacao: PeriodoBR | null;
  por: string | null;
  linhas: readonly Linha[];
  totais: Linha;
  anteriores?: readonly Linha[];
  totais_anteriores?: Linha;
  total: number;
  truncado: boolean;
  /** ISO 8601 with the São Paulo offset. */
  gerado_em: string;
}

export const CHAVE_RELATORIOS = 'relatorios';

type Corpo = z.ZodMiniType<CorpoRelatorio, CorpoRelatorioEnviado>;

/**
 * The report's endpoints as the channel calls them. The contract's Endpoint types its body and
 * answer loosely (any report's); these are the same schemas, named with the types they have.
 */
export function rotasDoRelatorio(d: DeclaracaoRelatorio) {
  const e = endpointsDoRelatorio(d);
  const arquivo = (rota: typeof e.xlsx) => ({ ...rota, corpo: rota.corpo as Corpo, resposta: ARQUIVO as typeof ARQUIVO });
  return {
    figuras: { ...e.figuras, corpo: e.figuras.corpo as Corpo, resposta: e.figuras.resposta as z.ZodMiniType<{ RES: RespostaRelatorio }> },
    xlsx: arquivo(e.xlsx),
    pdf: e.pdf ? arquivo(e.pdf) : null,
    opcoes: e.opcoes ? { ...e.opcoes, corpo: e.opcoes.corpo as z.ZodMiniType<CorpoOpcoesRelatorio>, resposta: RespostaOpcoesRelatorio } : null,
  };
}

/** The report's filters find their options through the report (its key, its group), or null when it has none to find. */
export function useBuscarOpcoesDoRelatorio(d: DeclaracaoRelatorio): BuscarOpcoes | null {
  const canal = useCanal();
  return useMemo(() => {
    const rota = rotasDoRelatorio(d).opcoes;
    if (!rota) return null;
    return (filtro, { busca, ids, signal }): Promise<OpcaoRegistro[]> =>
      canal.chamar(rota, { corpo: { filtro, ...(busca?.trim() ? { busca: busca.trim() } : {}), ...(ids?.length ? { ids: [...ids] } : {}) }, signal });
  }, [canal, d]);
}

/** The body of the report's routes: the period (a custom one as DD/MM/YYYY), the comparison, the grouping, the filters set. */
export function corpoDaConsulta(d: DeclaracaoRelatorio, e: EstadoRelatorio): CorpoRelatorioEnviado {
  const br = (chave: string) => `${chave.slice(8, 10)}/${chave.slice(5, 7)}/${chave.slice(0, 4)}`;
  return {
    ...(d.periodo && e.periodo ? { periodo: e.periodo } : {}),
    ...(e.periodo === 'personalizado' && e.de ? { de: br(e.de) } : {}),
    ...(e.periodo === 'personalizado' && e.ate ? { ate: br(e.ate) } : {}),
    ...(e.comparacao !== 'nenhuma' ? { comparacao: e.comparacao } : {}),
    ...(e.por ? { por: e.por } : {}),
    ...(Object.keys(e.filtros).length > 0 ? { filtros: e.filtros } : {}),
  };
}

/** A custom period waits for both of its days before it asks. */
export const consultaPronta = (e: EstadoRelatorio): boolean => e.periodo !== 'personalizado' || (e.de !== null && e.ate !== null && e.de <= e.ate);

/** One report's figures for a body; the rows on screen stay while a new filter's answer comes. */
export function useRelatorio(d: DeclaracaoRelatorio, corpo: CorpoRelatorioEnviado, ativo = true) {
  const canal = useCanal();
  return useQuery({
    queryKey: [CHAVE_RELATORIOS, d.id, corpo],
    queryFn: ({ signal }): Promise<RespostaRelatorio> => canal.chamar(rotasDoRelatorio(d).figuras, { corpo, signal }),
    placeholderData: keepPreviousData,
    enabled: ativo,
  });
}
