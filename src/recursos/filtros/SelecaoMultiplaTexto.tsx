import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useInput } from 'react-admin';
import type { Opcao } from '@retaguarda/contrato/recursos/campos';

const TODOS = '__todos__';

function resumo(escolhidos: string[], opcoes: readonly Opcao[]): string {
  if (escolhidos.length === 0) return 'Todos';
  if (escolhidos.length <= 2) return opcoes.filter((o) => escolhidos.includes(o.valor)).map((o) => o.rotulo).join(', ');
  return `${escolhidos.length} selecionados`;
}

/**
 * A choice or UF filter: a set of values picked by label. Nothing picked is 'Todos' (no
 * restriction), as in the order list, so ticking one option narrows the list to it.
 */
export function SelecaoMultiplaTexto({ source, label, opcoes }: { source: string; label: string; opcoes: readonly Opcao[] }) {
  const { field, id } = useInput({ source });
  const escolhidos: string[] = Array.isArray(field.value) ? (field.value as unknown[]).filter((v): v is string => typeof v === 'string') : [];
  const mudar = (valores: string[]) => {
    if (valores.includes(TODOS) || valores.length === opcoes.length) field.onChange(null);
    else field.onChange(valores.length ? valores : null);
  };
  return (
    <TextField
      select
      id={id}
      label={label}
      value={escolhidos}
      onBlur={field.onBlur}
      // a multiple select hands its array through TextField's string-typed change event
      onChange={(e) => mudar(e.target.value as unknown as string[])}
      fullWidth
      size="small"
      margin="dense"
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (v) => resumo(v as string[], opcoes),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      <MenuItem value={TODOS} dense>
        <Checkbox checked={escolhidos.length === 0} size="small" />
        <ListItemText primary="Todos" />
      </MenuItem>
      {opcoes.map((o) => (
        <MenuItem key={o.valor} value={o.valor} dense>
          <Checkbox checked={escolhidos.includes(o.valor)} size="small" />
          <ListItemText primary={o.rotulo} />
        </MenuItem>
      ))}
    </TextField>
  );
}
