import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { recursoComPersonalizados, type CampoPersonalizado } from '@retaguarda/contrato/recursos/personalizados';
import type { Recurso } from '@retaguarda/contrato/recursos/recurso';
import { useCanal } from '../../dataProvider/useCanal';

/** The query key of a register's custom fields: the configuration screen refreshes it after each change. */
export const chaveCamposPersonalizados = (recurso: Pick<Recurso, 'nome'>) => ['campos-personalizados', recurso.nome] as const;

/** The query of the user's group's custom fields of the register (GET <caminho>/campos-personalizados). */
function useConsultaCampos(recurso: Recurso) {
  const canal = useCanal();
  return queryOptions({
    queryKey: chaveCamposPersonalizados(recurso),
    // the route's schemas (zod, the register's) load with the call: the list's first rows need
    // neither them nor the fields, which join the list when they answer
    queryFn: async ({ signal }) => {
      const { endpointsDoRecurso } = await import('../dados/endpointsDoRecurso');
      return canal.chamar(endpointsDoRecurso(recurso).campos, { signal });
    },
    // the fields change only when an admin changes them (which refreshes this key)
    staleTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The user's group's custom fields of the register (GET <caminho>/campos-personalizados). */
export function useCamposPersonalizados(recurso: Recurso) {
  return useQuery(useConsultaCampos(recurso));
}

const SEM_CAMPOS: CampoPersonalizado[] = [];

/**
 * The register as the user's group sees it, for a screen that shows the declaration meanwhile
 * (the list): the component renders again only when the fields change what it shows. Most groups
 * have none, and their answer (an empty list), or a failure, leaves the declaration in place;
 * useRecursoDoGrupo's `carregando` and the answer itself would render the whole list again, in
 * the synchronous task react-query's answers get.
 */
export function useRecursoDaLista(recurso: Recurso): Recurso {
  const { data } = useQuery({
    ...useConsultaCampos(recurso),
    placeholderData: SEM_CAMPOS,
    select: (defs: CampoPersonalizado[]) => recursoComPersonalizados(recurso, defs),
    notifyOnChangeProps: ['data'],
  });
  return data ?? recurso;
}

/**
 * The register as the user's group sees it: the declaration with the group's custom fields
 * merged in (each an ordinary field, in the 'Campos personalizados' section). `carregando` is
 * true until the fields are known; when they cannot be read, the declaration alone is used.
 */
export function useRecursoDoGrupo(recurso: Recurso): { recurso: Recurso; carregando: boolean } {
  const { data, isPending, isError } = useCamposPersonalizados(recurso);
  const efetivo = useMemo(() => (data ? recursoComPersonalizados(recurso, data) : recurso), [recurso, data]);
  return { recurso: efetivo, carregando: isPending && !isError };
}
