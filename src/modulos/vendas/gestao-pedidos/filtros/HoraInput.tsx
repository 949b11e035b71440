import { format, isValid, set } from 'date-fns';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { isHoraBR, minutosDaHora } from '@retaguarda/contrato/br/dates';
import { usePickerDoFiltro } from './pickerDoFiltro';

function horaParaDate(valor: string): Date | null {
  if (!isHoraBR(valor)) return null;
  const minutos = minutosDaHora(valor);
  return set(new Date(2000, 0, 1), { hours: Math.floor(minutos / 60), minutes: minutos % 60, seconds: 0, milliseconds: 0 });
}

const dateParaHora = (data: Date | null): string | null => (data && isValid(data) ? format(data, 'HH:mm') : null);

/** An HH:mm (24 h) field; the form holds the string the contract sends. */
export function HoraInput({ source, label }: { source: string; label: string }) {
  const picker = usePickerDoFiltro(source, horaParaDate, dateParaHora);
  return <TimePicker label={label} ampm={false} format="HH:mm" {...picker} />;
}
