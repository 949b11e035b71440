import type { TextFieldProps } from '@mui/material/TextField';
import type { CommonInputProps } from 'react-admin';

/**
 * Props shared by every input in src/br/inputs: react-admin's (source, label, helperText,
 * validate, defaultValue…) plus MUI TextField's look (variant, size, fullWidth, sx…).
 * `format` and `parse` are left out: each input converts between what is shown and what is
 * stored itself, and a second conversion would break the round-trip.
 */
export type BrInputProps = Omit<CommonInputProps, 'format' | 'parse'> &
  Omit<
    TextFieldProps,
    'label' | 'helperText' | 'defaultValue' | 'onChange' | 'onBlur' | 'value' | 'name' | 'type' | 'inputRef' | 'id'
  >;
