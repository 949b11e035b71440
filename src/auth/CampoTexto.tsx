import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface CampoTextoProps extends Omit<OutlinedInputProps, 'label'> {
  label: string;
  helperText?: string;
}

/**
 * An outlined text field: what MUI's TextField renders for a plain input, without TextField's
 * static import of Select (menu, popover, modal), which the sign-in page would otherwise load.
 */
export function CampoTexto({ label, helperText, error, fullWidth, id, ...entrada }: CampoTextoProps) {
  const gerado = useId();
  const idCampo = id ?? gerado;
  const idAjuda = helperText ? `${idCampo}-ajuda` : undefined;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={idCampo}>{label}</InputLabel>
      <OutlinedInput {...entrada} id={idCampo} label={label} aria-describedby={idAjuda} />
      {helperText ? <FormHelperText id={idAjuda}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
