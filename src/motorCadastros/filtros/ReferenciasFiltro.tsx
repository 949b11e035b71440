import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDataProvider, useInput } from 'react-admin';
import type { OpcaoRegistro } from '@retaguarda/contrato/recursos/esquemas';
import { resourceDoRecurso } from '../../registro/declaracoes';
import type { ProvedorDoRecurso } from '../dados/provedorDoRecurso';
import { renderOpcao, rotuloDaOpcao } from '../entradas/opcaoDoRegistro';
import { useBuscarOpcoes } from './opcoesDasReferencias';

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
  // a report's filter asks the report (opcoesDasReferencias.ts); a register's list, the register
  const doRelatorio = useBuscarOpcoes();
  const [busca, setBusca] = useState('');
  const [opcoes, setOpcoes] = useState<OpcaoRegistro[]>([]);
  const [escolhidas, setEscolhidas] = useState<OpcaoRegistro[]>([]);
  const ids: number[] = Array.isArray(field.value) ? (field.value as unknown[]).filter((v): v is number => typeof v === 'number') : [];

  useEffect(() => {
    if (!doRelatorio && !resource) return;
    const controle = new AbortController();
    const espera = setTimeout(() => {
      const pedido = doRelatorio
        ? doRelatorio(source, { busca, signal: controle.signal })
        : resource
          ? provedor.opcoes(resource, { busca, signal: controle.signal }).then((r) => r.data)
          : Promise.resolve([]);
      pedido.then(setOpcoes).catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(espera);
      controle.abort();
    };
  }, [busca, provedor, resource, doRelatorio, source]);

  // a link or a saved view may hold stores past the first options: their titles are asked by id
  const semTitulo = ids.filter((i) => !escolhidas.some((o) => o.id === i) && !opcoes.some((o) => o.id === i)).join(',');
  useEffect(() => {
    if (!doRelatorio || !semTitulo) return;
    const controle = new AbortController();
    doRelatorio(source, { ids: semTitulo.split(',').map(Number), signal: controle.signal })
      .then((achadas) => setEscolhidas((atuais) => [...atuais, ...achadas.filter((a) => !atuais.some((o) => o.id === a.id))]))
      .catch(() => undefined);
    return () => controle.abort();
  }, [doRelatorio, semTitulo, source]);

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
