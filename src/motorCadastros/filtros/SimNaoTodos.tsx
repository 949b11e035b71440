import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useInput } from 'react-admin';

const PARA_TEXTO = (v: unknown) => (v === true ? 'sim' : v === false ? 'nao' : 'todos');

/** A yes/no filter: Todos (no restriction), Sim or Não. */
export function SimNaoTodos({ source, label }: { source: string; label: string }) {
  const { field, id } = useInput({ source });
  return (
    <TextField
      select
      id={id}
      label={label}
      value={PARA_TEXTO(field.value)}
      onBlur={field.onBlur}
      onChange={(e) => field.onChange(e.target.value === 'sim' ? true : e.target.value === 'nao' ? false : null)}
      fullWidth
      size="small"
      margin="dense"
    >
      <MenuItem value="todos">Todos</MenuItem>
      <MenuItem value="sim">Sim</MenuItem>
      <MenuItem value="nao">Não</MenuItem>
    </TextField>
  );
}
