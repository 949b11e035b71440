import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLojas } from './useLojas';

/** A filter bar's store: one of the group's stores, or '' for all of them. */
export function FiltroLoja({ valor, onChange }: { valor: number | ''; onChange: (loja: number | '') => void }) {
  const lojas = useLojas();
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      margin="none"
      fullWidth={false}
      label="Loja"
      value={valor}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">Todas as lojas</MenuItem>
      {lojas.map((l) => (
        <MenuItem key={l.id} value={l.id}>
          {l.nome}
        </MenuItem>
      ))}
    </TextField>
  );
}
