import { format, isValid } from 'date-fns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isDataBR, parseDataBR } from '@retaguarda/contrato/br/dates';
import { usePickerDoFiltro } from './pickerDoFiltro';

/**
 * The picker works on a local-midnight Date only for display; the form holds the DD/MM/YYYY
 * string. Converting by calendar fields both ways means no time zone can shift the day.
 */
export function dataBRparaDate(valor: string): Date | null {
  const d = parseDataBR(valor);
  return d ? new Date(d.ano, d.mes - 1, d.dia) : null;
}

/** Null while the date is incomplete: typing a year digit by digit passes through 0002, 0020, 0202. */
export function dateParaDataBR(data: Date | null): string | null {
  if (!data || !isValid(data)) return null;
  const texto = format(data, 'dd/MM/yyyy');
  return isDataBR(texto) ? texto : null;
}

/**
 * The order filters' date field: MUI's DatePicker over the same DD/MM/YYYY string that
 * DataBRTextInput (src/br/inputs) types without a calendar. Filters pick ranges around today,
 * where a calendar helps; the picker's weight is paid only when the filter form loads.
 */
export function DataBRPickerInput({ source, label }: { source: string; label: string }) {
  const picker = usePickerDoFiltro(source, dataBRparaDate, dateParaDataBR);
  return <DatePicker label={label} format="dd/MM/yyyy" {...picker} />;
}
