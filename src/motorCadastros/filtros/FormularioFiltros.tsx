import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { FilterLiveForm, type FilterLiveFormProps } from 'react-admin';
import { camposCom, type Recurso } from '@retaguarda/contrato/recursos/recurso';
import { FiltroDoCampo } from './widgetsFiltro';
import { validarFiltros } from './validarFiltros';

/** Every declared filter of a resource, applied as the user changes it (the URL follows). */
export default function FormularioFiltros({ recurso }: { recurso: Recurso }) {
  const resolver = useMemo<NonNullable<FilterLiveFormProps['resolver']>>(
    () => async (valores) => {
      const erros = validarFiltros(recurso, valores);
      if (Object.keys(erros).length === 0) return { values: valores, errors: {} };
      const errors: Record<string, unknown> = {};
      for (const [caminho, message] of Object.entries(erros)) {
        const [campo, parte] = caminho.split('.');
        errors[campo] = parte ? { [parte]: { type: 'validate', message } } : { type: 'validate', message };
      }
      return { values: {}, errors } as Awaited<ReturnType<NonNullable<FilterLiveFormProps['resolver']>>>;
    },
    [recurso],
  );
  return (
    <FilterLiveForm resolver={resolver}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, '& .MuiInputBase-root, & .MuiInputLabel-root': { fontSize: '0.875rem' } }}>
        {camposCom(recurso, 'filtro').map((nome) => (
          <FiltroDoCampo key={nome} nome={nome} campo={recurso.campos[nome]} />
        ))}
      </Box>
    </FilterLiveForm>
  );
}
