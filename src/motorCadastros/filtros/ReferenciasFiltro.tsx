import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDataProvider, useInput } from 'react-admin';
import type { OpcaoRegistro } from '@retaguarda/contrato/recursos/esquemas';
import { resourceDoRecurso } from '../../registro/declaracoes';
import type { ProvedorDoRecurso } from '../dados/provedorDoRecurso';
import { renderOpcao, rotuloDaOpcao } from '../entradas/opcaoDoRegistro';

/**
 * A reference filter: records of the target resource searched by title and detail (its `opcoes` route) as
 * the user types, several may be chosen; the filter holds their ids.
 */
export function ReferenciasFiltro({ source, label, alvo }: { source: string; label: string; alvo: string }) {
  const { field, id } = useInput({ source });
  // the custom methods of a resource's piece, reached through react-admin's provider
  const provedor = useDataProvider() as unknown as ProvedorDoRecurso;
  // the react-admin resource serving the target: the first module whose declaration names that register
  const resource = resourceDoRecurso(alvo);
  const [busca, setBusca] = useState('');
  const [opcoes, setOpcoes] = useState<OpcaoRegistro[]>([]);
  const [escolhidas, setEscolhidas] = useState<OpcaoRegistro[]>([]);
  const ids: number[] = Array.isArray(field.value) ? (field.value as unknown[]).filter((v): v is number => typeof v === 'number') : [];

  useEffect(() => {
    if (!resource) return;
    const controle = new AbortController();
    const espera = setTimeout(() => {
      provedor
        .opcoes(resource, { busca, signal: controle.signal })
        .then((r) => setOpcoes(r.data))
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(espera);
      controle.abort();
    };
  }, [busca, provedor, resource]);

  const valor = ids.map((i) => escolhidas.find((o) => o.id === i) ?? opcoes.find((o) => o.id === i) ?? { id: i, titulo: `#${i}`, ativo: true });
  return (
    <Autocomplete
      multiple
      id={id}
      size="small"
      options={opcoes}
      value={valor}
      filterOptions={(x) => x}
      getOptionLabel={rotuloDaOpcao}
      renderOption={renderOpcao}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, texto) => setBusca(texto)}
      onChange={(_e, novas) => {
        setEscolhidas(novas);
        field.onChange(novas.length ? novas.map((o) => o.id) : null);
      }}
      noOptionsText="Nenhum registro encontrado"
      renderInput={(params) => <TextField {...params} label={label} margin="dense" />}
    />
  );
}
