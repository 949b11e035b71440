import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useOpcoes } from '../dados/useOpcoes';
import { renderOpcao, rotuloDaOpcao, type OpcaoExibida } from './opcaoDoRegistro';

export type RegistroEscolhido = OpcaoExibida;

/**
 * One record of a register, searched by title and detail as one types, outside a react-admin form
 * (a filter, a dialog's field). `valor` null: nothing chosen.
 */
export function BuscaRegistro({
  recurso, rotulo, valor, onChange, obrigatorio = false, erro, ajuda, autoFocus = false, tamanho = 'medium', naBarra = false,
}: {
  recurso: string;
  rotulo: string;
  valor: RegistroEscolhido | null;
  onChange: (v: RegistroEscolhido | null) => void;
  obrigatorio?: boolean;
  erro?: string | null;
  ajuda?: string;
  autoFocus?: boolean;
  tamanho?: 'small' | 'medium';
  /** In a filter bar: outlined and small, like the bar's search box. */
  naBarra?: boolean;
}) {
  const [busca, setBusca] = useState('');
  const { data: opcoes = [], isFetching } = useOpcoes(recurso, busca);
  return (
    <Autocomplete<RegistroEscolhido>
      options={opcoes.map((o): OpcaoExibida => ({ id: o.id, titulo: o.titulo, ...(o.detalhe ? { detalhe: o.detalhe } : {}) }))}
      loading={isFetching}
      value={valor}
      onChange={(_, v) => onChange(v)}
      onInputChange={(_, texto, motivo) => (motivo === 'input' ? setBusca(texto) : undefined)}
      getOptionLabel={rotuloDaOpcao}
      renderOption={renderOpcao}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      noOptionsText={busca ? 'Nenhum registro encontrado' : 'Digite para buscar'}
      loadingText="Buscando…"
      size={naBarra ? 'small' : tamanho}
      renderInput={(params) => (
        <TextField {...params} label={rotulo} required={obrigatorio} error={Boolean(erro)} helperText={erro ?? ajuda ?? (naBarra ? undefined : valor?.detalhe)} autoFocus={autoFocus} {...(naBarra ? { variant: 'outlined' as const, margin: 'none' as const } : {})} />
      )}
    />
  );
}
