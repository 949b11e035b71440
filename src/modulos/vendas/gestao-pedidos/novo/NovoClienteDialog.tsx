import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formErrorsFrom, resolveErrorMessage } from '../../../../http';
import { aplicarMascara, MASCARA_CPF_CNPJ, MASCARA_TELEFONE } from '../../../../br/masks';
import { criarCliente, type ClienteEncontrado } from './api';
import { useCanal } from '../../../../dataProvider/useCanal';

/** 'Cadastrar cliente' from the order: its own file, loaded on the button's first click, with the CPF/CNPJ and phone masks. */
export default function NovoClienteDialog({ inicial, onFechar, onCriado }: { inicial: string; onFechar: () => void; onCriado: (c: ClienteEncontrado) => void }) {
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
