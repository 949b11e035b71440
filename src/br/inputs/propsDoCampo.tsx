import type { TextFieldProps } from '@mui/material/TextField';
import { FieldTitle, InputHelperText, type CommonInputProps, type useInput } from 'react-admin';

type Entrada = Pick<ReturnType<typeof useInput>, 'field' | 'fieldState' | 'id' | 'isRequired'>;
type Rotulos = Pick<CommonInputProps, 'source' | 'resource' | 'label' | 'helperText'> & { className?: string };

/**
 * What each of our inputs hands MUI's TextField from react-admin's useInput, as react-admin's own
 * TextInput does: the field's name and state, the label with its required mark, and the helper
 * line that turns into the validation message when the value is invalid.
 */
export function propsDoCampo({ field, fieldState, id, isRequired }: Entrada, { source, resource, label, helperText, className }: Rotulos): Partial<TextFieldProps> {
  return {
    id,
    name: field.name,
    onBlur: field.onBlur,
    disabled: field.disabled,
    className: ['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' '),
    label: label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} /> : null,
    error: fieldState.invalid,
    helperText: helperText !== false || fieldState.invalid ? <InputHelperText error={fieldState.error?.message} helperText={helperText} /> : null,
  };
}
