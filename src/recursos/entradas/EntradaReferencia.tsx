import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useRecordContext } from 'react-admin';
import type { OpcaoRegistro } from '@retaguarda/contrato/recursos/esquemas';
import { RECURSOS } from '@retaguarda/contrato/recursos';
import { provedorDoRecurso } from '../dados/provedorDoRecurso';
import type { PropsEntrada } from './tipos';

interface Opcao {
  id: number;
  titulo: string;
}

/** The target's options as its own provider reads them (the `opcoes` route), by what was typed. */
function useOpcoes(alvo: string, busca: string) {
  const provedor = useMemo(() => (RECURSOS[alvo] ? provedorDoRecurso(RECURSOS[alvo]) : null), [alvo]);
  return useQuery({
    queryKey: ['recursos', alvo, 'opcoes', busca],
    enabled: provedor !== null,
    queryFn: async ({ signal }): Promise<OpcaoRegistro[]> => (provedor ? (await provedor.opcoes(alvo, { busca, signal })).data : []),
  });
}

/** What the record shows as the chosen records' titles (the answer's `titulos`). */
function titulosIniciais(titulos: unknown, ids: number[]): Opcao[] {
  const lista = Array.isArray(titulos) ? titulos : typeof titulos === 'string' ? [titulos] : [];
  return ids.map((id, i) => ({ id, titulo: typeof lista[i] === 'string' ? (lista[i] as string) : `#${id}` }));
}

/** A record of another register (or several), searched by title as one types. */
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
      getOptionLabel={(o) => o.titulo}
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
