import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { clientes } from '@retaguarda/contrato/recursos/clientes';
import { formatPhone } from '@retaguarda/contrato/br/contact';
import { maskCpfCnpj } from '@retaguarda/contrato/br/documentosExibicao';
import { formErrorsFrom, resolveErrorMessage } from '../../../../http';
import { usePermissoesRecurso } from '../../../../motorCadastros/usePermissoesRecurso';
import { aplicarMascara, MASCARA_CPF_CNPJ, MASCARA_TELEFONE } from '../../../../br/masks';
import { buscarClientes, criarCliente, type ClienteEncontrado } from './api';
import { useCanal } from '../../../../dataProvider/useCanal';

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
  const podeCriar = usePermissoesRecurso(clientes).escrever;
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
        <NovoClienteDialog
          inicial={busca}
          onFechar={() => setCriando(false)}
          onCriado={(c) => {
            setCriando(false);
            onChange(c, false);
            aoEscolher();
          }}
        />
      )}
    </Box>
  );
}

function NovoClienteDialog({ inicial, onFechar, onCriado }: { inicial: string; onFechar: () => void; onCriado: (c: ClienteEncontrado) => void }) {
  const pareceDocumento = /^[\d.\-/\s]+$/.test(inicial.trim()) && inicial.trim() !== '';
  const [v, setV] = useState({ nome: pareceDocumento ? '' : inicial.trim(), documento: pareceDocumento ? aplicarMascara(MASCARA_CPF_CNPJ, inicial) : '', telefone: '', email: '' });
  const canal = useCanal();
  const m = useMutation({ mutationFn: () => criarCliente(canal, v), onSuccess: onCriado });
  const erros = (m.isError ? formErrorsFrom(m.error) : null) ?? {};
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    m.mutate();
  };
  return (
    <Dialog open onClose={onFechar} fullWidth maxWidth="sm">
      <form onSubmit={enviar} noValidate aria-label="Cadastrar cliente">
        <DialogTitle>Cadastrar cliente</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField label="Nome ou razão social" value={v.nome} onChange={(e) => setV({ ...v, nome: e.target.value })} required autoFocus error={Boolean(erros.nome)} helperText={erros.nome} />
          <TextField
            label="CPF/CNPJ"
            value={v.documento}
            onChange={(e) => setV({ ...v, documento: aplicarMascara(MASCARA_CPF_CNPJ, e.target.value) })}
            required
            error={Boolean(erros.documento)}
            helperText={erros.documento}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label="Telefone"
            value={v.telefone}
            onChange={(e) => setV({ ...v, telefone: aplicarMascara(MASCARA_TELEFONE, e.target.value) })}
            error={Boolean(erros.telefone)}
            helperText={erros.telefone}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          <TextField label="E-mail" type="email" value={v.email} onChange={(e) => setV({ ...v, email: e.target.value })} error={Boolean(erros.email)} helperText={erros.email} />
          {m.isError && Object.keys(erros).length === 0 && <Alert severity="error">{resolveErrorMessage(m.error)}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onFechar}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={m.isPending}>
            Cadastrar e usar no pedido
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
