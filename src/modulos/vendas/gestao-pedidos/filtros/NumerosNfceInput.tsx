import { useState, type KeyboardEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useInput } from 'react-admin';

const SEPARADORES = [',', ';', ' '];

/**
 * Several NFC-e numbers as chips. Only digits get into the field: any other printable key is
 * refused as it is typed, and Enter, comma, semicolon or space turn the digits into a chip.
 */
export function NumerosNfceInput({ source, label }: { source: string; label: string }) {
  const { field, id } = useInput({ source });
  const [texto, setTexto] = useState('');
  const numeros: number[] = Array.isArray(field.value) ? field.value.filter((n: unknown): n is number => typeof n === 'number') : [];

  const definir = (valores: string[]) => {
    const unicos = [...new Set(valores.filter((v) => /^\d+$/.test(v)).map(Number).filter((n) => n > 0))];
    field.onChange(unicos);
  };

  const confirmarTexto = () => {
    if (texto) definir([...numeros.map(String), texto]);
    setTexto('');
  };

  const aoTeclar = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1) return;
    if (SEPARADORES.includes(e.key)) {
      e.preventDefault();
      confirmarTexto();
    } else if (!/\d/.test(e.key)) {
      e.preventDefault();
    }
  };

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={numeros.map(String)}
      inputValue={texto}
      onInputChange={(_e, valor, motivo) => {
        // pasted text keeps only its digits
        if (motivo === 'input') setTexto(valor.replace(/\D/g, ''));
        else if (motivo === 'clear') setTexto('');
      }}
      onChange={(_e, valores) => {
        definir(valores);
        setTexto('');
      }}
      onBlur={() => {
        confirmarTexto();
        field.onBlur();
      }}
      renderValue={(valores, getItemProps) =>
        valores.map((v, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={v} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          label={label}
          variant="outlined"
          size="small"
          margin="dense"
          onKeyDown={aoTeclar}
          helperText="Digite o número e tecle Enter"
          slotProps={{ htmlInput: { ...params.inputProps, inputMode: 'numeric' } }}
        />
      )}
    />
  );
}
