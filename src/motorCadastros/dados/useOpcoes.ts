import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OpcaoRegistro } from '@retaguarda/contrato/recursos/esquemas';
import { RECURSOS } from '@retaguarda/contrato/recursos';
import { provedorDoRecurso } from './provedorDoRecurso';

/** A register's options as its own provider reads them (the `opcoes` route), by what was typed. */
export function useOpcoes(alvo: string, busca: string) {
  const provedor = useMemo(() => (RECURSOS[alvo] ? provedorDoRecurso(RECURSOS[alvo]) : null), [alvo]);
  return useQuery({
    queryKey: ['recursos', alvo, 'opcoes', busca],
    enabled: provedor !== null,
    queryFn: async ({ signal }): Promise<OpcaoRegistro[]> => (provedor ? (await provedor.opcoes(alvo, { busca, signal })).data : []),
  });
}
