import { format, isValid, set } from 'date-fns';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { useInput } from 'react-admin';
import { isHoraBR, minutosDaHora } from '../../../../br/dates';
import { useValorLocal } from './valorLocal';

function horaParaDate(valor: string): Date | null {
  if (!isHoraBR(valor)) return null;
  const minutos = minutosDaHora(valor);
  return set(new Date(2000, 0, 1), { hours: Math.floor(minutos / 60), minutes: minutos % 60, seconds: 0, milliseconds: 0 });
}

const dateParaHora = (data: Date | null): string | null => (data && isValid(data) ? format(data, 'HH:mm') : null);

/** An HH:mm (24 h) field; the form holds the string the contract sends. */
export function HoraInput({ source, label }: { source: string; label: string }) {
  const { field, fieldState, id } = useInput({ source });
  const externo = typeof field.value === 'string' ? field.value : '';
  const [local, setLocal] = useValorLocal(externo, horaParaDate, (d) => dateParaHora(d) ?? '');

  const mudar = (data: Date | null) => {
    setLocal(data);
    if (data === null) field.onChange('');
    else {
      const texto = dateParaHora(data);
      if (texto) field.onChange(texto);
    }
  };

  return (
    <TimePicker
      label={label}
      value={local}
      onChange={mudar}
      ampm={false}
      format="HH:mm"
      slotProps={{
        textField: {
          id,
          size: 'small',
          margin: 'dense',
          fullWidth: true,
          onBlur: field.onBlur,
          error: !!fieldState.error,
          helperText: fieldState.error?.message,
          sx: { '& .MuiPickersInputBase-root': { pr: 0.5 } },
        },
        field: { clearable: true },
        // two pickers share a line of the filter panel: a small icon leaves room for DD/MM/YYYY
        openPickerButton: { size: 'small', edge: 'end' },
        openPickerIcon: { fontSize: 'small' },
      }}
    />
  );
}
