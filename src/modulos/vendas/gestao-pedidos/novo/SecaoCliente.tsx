import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { clientes } from '@retaguarda/contrato/recursos/clientes';
import { formatPhone } from '@retaguarda/contrato/br/contact';
import { maskCpfCnpj } from '@retaguarda/contrato/br/documentosExibicao';
import { resolveErrorMessage } from '../../../../http';
import { useSessao } from '../../../../session/store';
import { buscarClientes, type ClienteEncontrado } from './api';
import { useCanal } from '../../../../dataProvider/useCanal';

const NovoClienteDialog = lazy(() => import('./NovoClienteDialog'));

interface Props {
  cliente: ClienteEncontrado | null;
  anonimo: boolean;
  onChange: (cliente: ClienteEncontrado | null, anonimo: boolean) => void;
  /** Where the focus goes once a client is chosen: the product search. */
  aoEscolher: () => void;
}

const descrever = (c: ClienteEncontrado) => [c.documento ? maskCpfCnpj(c.documento) : null, c.telefone ? formatPhone(c.telefone) : null, c.email].filter(Boolean).join(' · ');

/** Client by name, CPF/CNPJ, e-mail or phone; 'consumidor não identificado'; or a new one, created here. */
export function SecaoCliente({ cliente, anonimo, onChange, aoEscolher }: Props) {
  const [busca, setBusca] = useState('');
  const adiada = useDeferredValue(busca.trim());
  const [criando, setCriando] = useState(false);
  // the client register's write keys, as the engine's usePermissoesRecurso reads them (its module
  // also brings the custom fields' schemas, which this page does not use)
  const chaves = useSessao().usuario?.permissoes.permissions ?? [];
  const podeCriar = clientes.permissoes.escrever.some((k) => chaves.includes(k));
  const canal = useCanal();
  const q = useQuery({ queryKey: ['novoPedido', 'clientes', adiada], queryFn: ({ signal }) => buscarClientes(canal, adiada, signal), enabled: adiada.length >= 2, staleTime: 30_000 });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Autocomplete<ClienteEncontrado>
        options={q.data ?? []}
        value={cliente}
        disabled={anonimo}
        filterOptions={(o) => o}
        getOptionLabel={(c) => c.nome}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={q.isFetching}
        loadingText="Buscando clientes…"
        noOptionsText={adiada.length < 2 ? 'Digite ao menos 2 letras ou números' : q.isError ? resolveErrorMessage(q.error) : 'Nenhum cliente encontrado'}
        onInputChange={(_, v, motivo) => motivo === 'input' && setBusca(v)}
        onChange={(_, c) => {
          onChange(c, false);
          if (c) aoEscolher();
        }}
        renderOption={(props, c) => (
          <li {...props} key={c.id}>
            <Box>
              <Typography variant="body2">{c.nome}</Typography>
              <Typography variant="caption" color="text.secondary">
                {descrever(c)}
              </Typography>
            </Box>
          </li>
        )}
        renderInput={(params) => <TextField {...params} id="novo-pedido-cliente" label="Cliente" placeholder="Nome, CPF/CNPJ, e-mail ou telefone" autoFocus helperText={cliente ? descrever(cliente) : ' '} />}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Checkbox checked={anonimo} onChange={(e) => onChange(null, e.target.checked)} />}
          label="Consumidor não identificado"
        />
        {podeCriar && (
          <Button startIcon={<PersonAddIcon />} onClick={() => setCriando(true)} disabled={anonimo}>
            Cadastrar cliente
          </Button>
        )}
      </Box>
      {criando && (
        <Suspense fallback={null}>
          <NovoClienteDialog
            inicial={busca}
            onFechar={() => setCriando(false)}
            onCriado={(c) => {
              setCriando(false);
              onChange(c, false);
              aoEscolher();
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
