import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef } from 'react';
import { Form, type FormProps } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import type { Campo } from '@retaguarda/contrato/recursos/campos';
import { filtrosPreenchidos, validarFiltros } from '../motorCadastros/filtros/validarFiltros';
import { FiltroDoCampo } from '../motorCadastros/filtros/widgetsFiltro';

/** How long typing rests before the filter applies, as the register lists wait. */
const ESPERA_MS = 500;

/** Applies the form's values once they rest and are valid; an invalid one stays flagged in the form. */
function AplicarAoMudar({ filtros, onAplicar }: { filtros: Readonly<Record<string, Campo>>; onAplicar: (valores: Record<string, unknown>) => void }) {
  const { watch } = useFormContext();
  const aplicar = useRef(onAplicar);
  aplicar.current = onAplicar;
  useEffect(() => {
    let espera: ReturnType<typeof setTimeout> | undefined;
    const { unsubscribe } = watch((valores, { name }) => {
      // a reset (the URL changed under the form) names no field: nothing typed to apply
      if (!name) return;
      clearTimeout(espera);
      espera = setTimeout(() => {
        if (Object.keys(validarFiltros({ campos: filtros }, valores, Object.keys(filtros))).length === 0) aplicar.current(filtrosPreenchidos(filtros, valores));
      }, ESPERA_MS);
    });
    return () => {
      clearTimeout(espera);
      unsubscribe();
    };
  }, [watch, filtros]);
  return null;
}

/**
 * A report's declared filters with the register engine's own widgets (FiltroDoCampo) and its
 * validation (the filter schema the server applies), applied as the user changes them.
 */
export function FiltrosDeclarados({ filtros, valores, onAplicar }: {
  filtros: Readonly<Record<string, Campo>>;
  valores: Readonly<Record<string, unknown>>;
  onAplicar: (valores: Record<string, unknown>) => void;
}) {
  const resolver = useMemo<NonNullable<FormProps['resolver']>>(
    () => async (v: FieldValues) => {
      const erros = validarFiltros({ campos: filtros }, v, Object.keys(filtros));
      if (Object.keys(erros).length === 0) return { values: v, errors: {} };
      const errors: Record<string, unknown> = {};
      for (const [caminho, message] of Object.entries(erros)) {
        const [campo, parte] = caminho.split('.');
        errors[campo] = parte ? { [parte]: { type: 'validate', message } } : { type: 'validate', message };
      }
      return { values: {}, errors } as Awaited<ReturnType<NonNullable<FormProps['resolver']>>>;
    },
    [filtros],
  );
  // The form starts from the URL's values. A URL the form did not write (a saved view opened,
  // 'Limpar filtros', the browser's back) starts it again; its own change leaves it, and the focus, alone.
  const texto = JSON.stringify(valores);
  const escrito = useRef(texto);
  const versao = useRef(0);
  if (texto !== escrito.current) {
    escrito.current = texto;
    versao.current += 1;
  }
  const aplicar = (v: Record<string, unknown>) => {
    escrito.current = JSON.stringify(v);
    onAplicar(v);
  };
  return (
    <Form key={versao.current} record={valores} resolver={resolver} mode="onChange" noValidate>
      <AplicarAoMudar filtros={filtros} onAplicar={aplicar} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, '& .MuiInputBase-root, & .MuiInputLabel-root': { fontSize: '0.875rem' } }}>
        {Object.entries(filtros).map(([nome, campo]) => (
          <FiltroDoCampo key={nome} nome={nome} campo={campo} />
        ))}
      </Box>
    </Form>
  );
}
