import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useRecordContext } from 'react-admin';
import { useOpcoes } from '../dados/useOpcoes';
import { renderOpcao, rotuloDaOpcao, type OpcaoExibida as Opcao } from './opcaoDoRegistro';
import type { PropsEntrada } from './tipos';

/** What the record shows as the chosen records' titles (the answer's `titulos`). */
function titulosIniciais(titulos: unknown, ids: number[]): Opcao[] {
  const lista = Array.isArray(titulos) ? titulos : typeof titulos === 'string' ? [titulos] : [];
  return ids.map((id, i) => ({ id, titulo: typeof lista[i] === 'string' ? (lista[i] as string) : `#${id}` }));
}

/** A record of another register (or several), searched by title and detail as one types. */
export function EntradaReferencia({ nome, campo, validate, ajuda }: PropsEntrada<'referencia' | 'referencias'>) {
  const multiplo = campo.tipo === 'referencias';
  const record = useRecordContext<{ titulos?: Record<string, unknown> }>();
  const { field, fieldState, id, isRequired } = useInput({ source: nome, validate });
  const [busca, setBusca] = useState('');
  const { data: opcoes = [], isFetching } = useOpcoes(campo.recurso, busca);
  const ids: number[] = Array.isArray(field.value) ? (field.value as number[]) : typeof field.value === 'number' ? [field.value] : [];
  const [escolhidos, setEscolhidos] = useState<Opcao[]>(() => titulosIniciais(record?.titulos?.[nome], ids));
  const atuais = ids.map((i) => escolhidos.find((o) => o.id === i) ?? { id: i, titulo: `#${i}` });

  const escolher = (novos: Opcao[]) => {
    setEscolhidos(novos);
    field.onChange(multiplo ? novos.map((o) => o.id) : (novos[0]?.id ?? null));
  };
  return (
    <Autocomplete<Opcao, boolean>
      multiple={multiplo}
      options={opcoes}
      loading={isFetching}
      value={multiplo ? atuais : (atuais[0] ?? null)}
      onChange={(_, v) => escolher(v === null ? [] : Array.isArray(v) ? v : [v as Opcao])}
      onInputChange={(_, texto, motivo) => (motivo === 'input' ? setBusca(texto) : undefined)}
      getOptionLabel={rotuloDaOpcao}
      renderOption={renderOpcao}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      noOptionsText="Nenhum registro encontrado"
      loadingText="Buscando…"
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={field.name}
          inputRef={field.ref}
          label={<FieldTitle label={campo.rotulo} source={nome} isRequired={isRequired} />}
          error={fieldState.invalid}
          helperText={<InputHelperText error={fieldState.error?.message} helperText={ajuda} />}
        />
      )}
    />
  );
}
