import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useInput } from 'react-admin';

export interface Opcao {
  id: number;
  nome: string;
}

const TODOS = 'todos';

function resumoSelecao(selecionados: number[], opcoes: Opcao[]): string {
  if (selecionados.length === 0 || selecionados.length === opcoes.length) return 'Todos';
  if (selecionados.length <= 2) return opcoes.filter((o) => selecionados.includes(o.id)).map((o) => o.nome).join(', ');
  return `${selecionados.length} selecionados`;
}

/**
 * A multi-select of ids chosen by name (sellers, statuses, payment methods). With everything
 * selected it reads 'Todos', so the default view does not fill the panel with chips.
 */
export function SelecaoMultipla({ source, label, opcoes }: { source: string; label: string; opcoes: Opcao[] }) {
  const { field, id } = useInput({ source });
  const selecionados: number[] = Array.isArray(field.value) ? field.value : [];
  const todos = opcoes.length > 0 && opcoes.every((o) => selecionados.includes(o.id));

  const mudar = (valores: (number | string)[]) => {
    if (valores.includes(TODOS)) {
      field.onChange(todos ? [] : opcoes.map((o) => o.id));
      return;
    }
    field.onChange(valores.filter((v): v is number => typeof v === 'number'));
  };

  return (
    <TextField
      select
      id={id}
      label={label}
      value={selecionados}
      onBlur={field.onBlur}
      // a multiple select hands its array through TextField's string-typed change event
      onChange={(e) => mudar(e.target.value as unknown as (number | string)[])}
      fullWidth
      size="small"
      margin="dense"
      slotProps={{
        select: {
          multiple: true,
          renderValue: (valor) => resumoSelecao(valor as number[], opcoes),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      <MenuItem value={TODOS} dense>
        <Checkbox checked={todos} indeterminate={!todos && selecionados.length > 0} size="small" />
        <ListItemText primary="Todos" />
      </MenuItem>
      {opcoes.map((o) => (
        <MenuItem key={o.id} value={o.id} dense>
          <Checkbox checked={selecionados.includes(o.id)} size="small" />
          <ListItemText primary={o.nome} />
        </MenuItem>
      ))}
    </TextField>
  );
}
