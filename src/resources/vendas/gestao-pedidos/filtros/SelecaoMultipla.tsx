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
  if (selecionados.length === 0 || opcoes.every((o) => selecionados.includes(o.id))) return 'Todos';
  if (selecionados.length <= 2) return opcoes.filter((o) => selecionados.includes(o.id)).map((o) => o.nome).join(', ');
  return `${selecionados.length} selecionados`;
}

/**
 * A multi-select of ids chosen by name (sellers, statuses, payment methods). Nothing chosen is
 * 'Todos' (the request then carries every id): ticking 'Pago' narrows the list to Pago alone,
 * and 'Todos' clears the choice. Ticking every option is the same as 'Todos' and is stored so.
 */
export function SelecaoMultipla({ source, label, opcoes }: { source: string; label: string; opcoes: Opcao[] }) {
  const { field, id } = useInput({ source });
  const valor: number[] = Array.isArray(field.value) ? field.value : [];
  // a filter saved before nothing-means-all may hold every id: it reads as 'Todos' all the same
  const todos = valor.length === 0 || (opcoes.length > 0 && opcoes.every((o) => valor.includes(o.id)));
  const selecionados = todos ? [] : valor;

  const mudar = (valores: (number | string)[]) => {
    if (valores.includes(TODOS)) {
      field.onChange([]);
      return;
    }
    const escolhidos = valores.filter((v): v is number => typeof v === 'number');
    field.onChange(opcoes.every((o) => escolhidos.includes(o.id)) ? [] : escolhidos);
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
      variant="outlined"
      size="small"
      margin="dense"
      slotProps={{
        // 'Todos' is a value shown in the field, not an empty field under its label
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (valor) => resumoSelecao(valor as number[], opcoes),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      <MenuItem value={TODOS} dense>
        <Checkbox checked={todos} size="small" />
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
