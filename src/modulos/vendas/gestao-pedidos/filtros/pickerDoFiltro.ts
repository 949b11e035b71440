import { useInput } from 'react-admin';
import { useValorLocal } from './valorLocal';

/**
 * What the filter panel's date and hour pickers share: the form holds the contract's string
 * (DD/MM/YYYY or HH:mm), the picker a Date; an incomplete value stays in the picker and reaches
 * the form only once it reads as a whole date or hour, and clearing the picker clears the field.
 */
export function usePickerDoFiltro(source: string, paraDate: (texto: string) => Date | null, paraTexto: (data: Date | null) => string | null) {
  const { field, fieldState, id } = useInput({ source });
  const externo = typeof field.value === 'string' ? field.value : '';
  const [local, setLocal] = useValorLocal(externo, paraDate, (d) => paraTexto(d) ?? '');

  const onChange = (data: Date | null) => {
    setLocal(data);
    if (data === null) field.onChange('');
    else {
      const texto = paraTexto(data);
      if (texto) field.onChange(texto);
    }
  };

  const slotProps = {
    textField: {
      id,
      size: 'small' as const,
      margin: 'dense' as const,
      fullWidth: true,
      onBlur: field.onBlur,
      error: !!fieldState.error,
      helperText: fieldState.error?.message,
      sx: { '& .MuiPickersInputBase-root': { pr: 0.5 } },
    },
    field: { clearable: true },
    // two pickers share a line of the filter panel: a small icon leaves room for DD/MM/YYYY
    openPickerButton: { size: 'small' as const, edge: 'end' as const },
    openPickerIcon: { fontSize: 'small' as const },
  };

  return { value: local, onChange, slotProps };
}
