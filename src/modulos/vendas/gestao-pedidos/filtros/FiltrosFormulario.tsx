import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { ptBR as ptBRPickers } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale/pt-BR';
import { FilterLiveForm, type FilterLiveFormProps } from 'react-admin';
import { FiltroPedidos } from '@retaguarda/contrato/api/pedidos';
import { camposFiltroPedidos } from '../../../../dataProvider/pedidos';
import { useSessao } from '../../../../session/store';
import { DataBRPickerInput } from './DataBRPickerInput';
import { HoraInput } from './HoraInput';
import { NumerosNfceInput } from './NumerosNfceInput';
import { SelecaoMultipla } from '../../../../motorCadastros/filtros/SelecaoMultipla';

const textosPickers = ptBRPickers.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The shared schema checks the ranges, so the panel and the server refuse the same filters.
 * An empty field is no restriction (react-admin drops it from the filter), not an error.
 */
export function validarFiltros(valores: Record<string, unknown>): Record<string, string> {
  const preenchidos = Object.fromEntries(Object.entries(valores).filter(([, v]) => v !== '' && v !== null));
  const resultado = FiltroPedidos.safeParse({ page: 1, limit: 1, ...camposFiltroPedidos(preenchidos) });
  const erros: Record<string, string> = {};
  if (!resultado.success) {
    for (const issue of resultado.error.issues) {
      const campo = String(issue.path[0] ?? '');
      if (campo && !erros[campo]) erros[campo] = issue.message;
    }
  }
  return erros;
}

/** react-hook-form resolver with plain string messages, which the pickers show as helper text. */
const resolver: NonNullable<FilterLiveFormProps['resolver']> = async (valores) => {
  const erros = validarFiltros(valores);
  if (Object.keys(erros).length === 0) return { values: valores, errors: {} };
  const errors = Object.fromEntries(Object.entries(erros).map(([campo, message]) => [campo, { type: 'validate', message }]));
  return { values: {}, errors };
};

function Par({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="caption" color="text.secondary">
        {titulo}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 }}>{children}</Box>
    </Box>
  );
}

/*
 * One input style for the whole form: every field outlined, small, dense, with the same text
 * size (the pickers' own default was larger than the selects'). The fields flow in as many
 * columns as the width holds: three or four above a wide table, one in a phone's drawer.
 */
const grade = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  columnGap: 1.5,
  alignItems: 'end',
  '& .MuiInputBase-root, & .MuiPickersInputBase-root, & .MuiInputLabel-root, & .MuiPickersSectionList-root': { fontSize: '0.875rem' },
} as const;

/** Every filter of the order list, applied as the user changes it (the URL follows). */
export default function FiltrosFormulario() {
  const { metadata } = useSessao();
  const sellers = (metadata?.sellers ?? []).map((s) => ({ valor: s.id_pessoa, rotulo: s.nome }));
  const status = (metadata?.status_pedido_venda ?? []).map((s) => ({ valor: s.id, rotulo: s.descricao }));
  const formas = (metadata?.forma_pagto ?? []).map((f) => ({ valor: f.id, rotulo: f.descricao }));
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={textosPickers}>
      <FilterLiveForm resolver={resolver}>
        <Box sx={grade}>
          <SelecaoMultipla source="id_pessoa" label="Lojas" opcoes={sellers} todosComo={[]} />
          <Par titulo="Data do pedido">
            <DataBRPickerInput source="data_from_pedido" label="De" />
            <DataBRPickerInput source="data_to_pedido" label="Até" />
          </Par>
          <Par titulo="Hora do pedido">
            <HoraInput source="hora_from" label="De" />
            <HoraInput source="hora_to" label="Até" />
          </Par>
          <Par titulo="Data da NFC-e">
            <DataBRPickerInput source="data_from_nfce" label="De" />
            <DataBRPickerInput source="data_to_nfce" label="Até" />
          </Par>
          <SelecaoMultipla source="status_pedido" label="Status" opcoes={status} todosComo={[]} />
          <SelecaoMultipla source="forma_pagto" label="Formas de pagamento" opcoes={formas} todosComo={[]} />
          <NumerosNfceInput source="numero_nfce" label="Números de NFC-e" />
        </Box>
      </FilterLiveForm>
    </LocalizationProvider>
  );
}
