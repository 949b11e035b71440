import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { lazy, startTransition, Suspense, useState } from 'react';
import type { RegistroEscolhido } from '../../../motorCadastros/entradas/BuscaRegistro';
import { rotuloDaOpcao } from '../../../motorCadastros/entradas/opcaoDoRegistro';

const BuscaRegistro = lazy(() => import('../../../motorCadastros/entradas/BuscaRegistro').then((m) => ({ default: m.BuscaRegistro })));

interface Props {
  recurso: string;
  rotulo: string;
  valor: RegistroEscolhido | null;
  onChange: (v: RegistroEscolhido | null) => void;
}

/**
 * A register's search in a filter bar (BuscaRegistro, small and outlined). The search box
 * (MUI's Autocomplete with its popper) and its first request for options are not needed to show
 * the screen's rows: until the user reaches the box (pointer, touch or keyboard focus), a box of
 * the same size with the same label and the chosen record stands in its place; the real one then
 * loads, focused if the user was entering it.
 */
export function BuscaNaBarra({ recurso, rotulo, valor, onChange }: Props) {
  const [chegou, setChegou] = useState(false);
  const [focar, setFocar] = useState(false);
  const chegar = (foco: boolean) => {
    if (foco) setFocar(true);
    // a transition: the box on screen (focused, too) stays until the search's code is ready
    startTransition(() => setChegou(true));
  };
  const antes = (
    <TextField
      size="small"
      variant="outlined"
      margin="none"
      fullWidth
      label={rotulo}
      value={valor ? rotuloDaOpcao(valor) : ''}
      onPointerEnter={() => chegar(false)}
      onFocus={() => chegar(true)}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton tabIndex={-1} aria-label="Abrir" edge="end" sx={{ p: '2px' }}>
                <ArrowDropDownIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
  return <Suspense fallback={antes}>{chegou ? <BuscaRegistro recurso={recurso} rotulo={rotulo} valor={valor} onChange={onChange} autoFocus={focar} naBarra /> : antes}</Suspense>;
}
