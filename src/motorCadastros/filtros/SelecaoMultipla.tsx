import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useInput } from 'react-admin';

export interface OpcaoSelecao<V extends string | number> {
  valor: V;
  rotulo: string;
}

const TODOS = '__todos__';

function resumo<V extends string | number>(escolhidos: readonly V[], opcoes: readonly OpcaoSelecao<V>[]): string {
  if (escolhidos.length === 0) return 'Todos';
  if (escolhidos.length <= 2) return opcoes.filter((o) => escolhidos.includes(o.valor)).map((o) => o.rotulo).join(', ');
  return `${escolhidos.length} selecionados`;
}

/**
 * A filter of values picked by label: a register's choice or UF, the order list's sellers,
 * statuses and payment methods. Nothing picked is 'Todos' (no restriction), so ticking 'Pago'
 * narrows the list to Pago alone, and 'Todos' clears the choice; ticking every option is the
 * same as 'Todos' and is stored so (a filter saved when all-ticked meant all reads as 'Todos'
 * too). `todosComo`: how the form stores 'Todos' (null for a register's filter, [] for the order
 * list, whose request then carries every id).
 */
export function SelecaoMultipla<V extends string | number>({
  source,
  label,
  opcoes,
  todosComo,
}: {
  source: string;
  label: string;
  opcoes: readonly OpcaoSelecao<V>[];
  todosComo: null | [];
}) {
  const { field, id } = useInput({ source });
  const guardados: V[] = Array.isArray(field.value) ? (field.value as unknown[]).flatMap((v) => opcoes.filter((o) => o.valor === v).map((o) => o.valor)) : [];
  const todos = guardados.length === 0 || guardados.length === opcoes.length;
  const escolhidos = todos ? [] : guardados;
  const mudar = (valores: (V | typeof TODOS)[]) => {
    const novos = valores.filter((v): v is V => v !== TODOS);
    field.onChange(valores.includes(TODOS) || novos.length === 0 || novos.length === opcoes.length ? todosComo : novos);
  };
  return (
    <TextField
      select
      id={id}
      label={label}
      value={escolhidos}
      onBlur={field.onBlur}
      // a multiple select hands its array through TextField's string-typed change event
      onChange={(e) => mudar(e.target.value as unknown as (V | typeof TODOS)[])}
      fullWidth
      size="small"
      margin="dense"
      slotProps={{
        // 'Todos' is a value shown in the field, not an empty field under its label
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (v) => resumo(v as V[], opcoes),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      <MenuItem value={TODOS} dense>
        <Checkbox checked={todos} size="small" />
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
