import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { CampoTexto, type CampoTextoProps } from './CampoTexto';

/** A password field with a show/hide button. */
export function CampoSenha(props: Omit<CampoTextoProps, 'type' | 'endAdornment'>) {
  const [visivel, setVisivel] = useState(false);
  return (
    <CampoTexto
      {...props}
      type={visivel ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={visivel ? 'Ocultar senha' : 'Mostrar senha'} onClick={() => setVisivel((v) => !v)} edge="end">
            {visivel ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
