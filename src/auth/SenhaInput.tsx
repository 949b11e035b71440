import { useState } from 'react';
import { Stack } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { CampoSenha } from './CampoSenha';
import { ForcaSenhaDica } from './ForcaSenhaDica';

export interface SenhaInputProps {
  source: string;
  label: string;
  autoComplete: 'new-password' | 'current-password';
  /** Show the strength hint under the field, scored against these (name, e-mail). */
  dica?: { dadosDoUsuario: string[] };
}

/** A password field of a react-admin form, with show/hide and an optional strength hint. */
export function SenhaInput({ source, label, autoComplete, dica }: SenhaInputProps) {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source });
  const [focado, setFocado] = useState(false);
  const erro = fieldState.error?.message;
  const valor = typeof field.value === 'string' ? field.value : '';
  return (
    <Stack spacing={1}>
      <CampoSenha
        id={id}
        name={field.name}
        label={label}
        autoComplete={autoComplete}
        value={valor}
        onChange={field.onChange}
        onBlur={field.onBlur}
        onFocus={() => setFocado(true)}
        inputRef={field.ref}
        error={fieldState.invalid}
        helperText={erro ? translate(erro, { _: erro }) : undefined}
        fullWidth
      />
      {dica && <ForcaSenhaDica senha={valor} dadosDoUsuario={dica.dadosDoUsuario} ativa={focado} />}
    </Stack>
  );
}
