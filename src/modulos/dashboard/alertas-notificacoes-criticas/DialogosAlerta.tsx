import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { LIMITES_ALERTAS, ROTAS_ALERTAS, type Alerta } from '@retaguarda/contrato/api/alertas';
import { resolveErrorMessage } from '../../../http';
import { useCanal } from '../../../dataProvider/useCanal';
import { CHAVE_ALERTAS, useMudarAlerta } from './api';
import { instanteDoCampo, isoDe } from './instantes';

export type Dialogo = 'responsavel' | 'prazo' | 'resolver';

function Moldura({ titulo, erro, pendente, onFechar, onConfirmar, confirmar, children }: { titulo: string; erro: string | null; pendente: boolean; onFechar: () => void; onConfirmar: () => void; confirmar: string; children: ReactNode }) {
  const id = useId();
  return (
    <Dialog open onClose={onFechar} aria-labelledby={id} fullWidth maxWidth="xs">
      <DialogTitle id={id}>{titulo}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {children}
        {erro && <Alert severity="error">{erro}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button variant="contained" disabled={pendente} onClick={onConfirmar}>
          {confirmar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DialogoResponsavel({ alerta, onFechar }: { alerta: Alerta; onFechar: () => void }) {
  const canal = useCanal();
  const pessoas = useQuery({ queryKey: [CHAVE_ALERTAS, 'responsaveis'], queryFn: ({ signal }) => canal.chamar(ROTAS_ALERTAS.responsaveis, { signal }) });
  const [escolha, setEscolha] = useState(alerta.responsavel ? String(alerta.responsavel.id) : '');
  const m = useMudarAlerta(
    (id_usuario: number | null) => canal.chamar(ROTAS_ALERTAS.responsavel, { parametros: { id: alerta.id }, corpo: { version: alerta.version, id_usuario } }),
    'Responsável atualizado',
    onFechar,
  );
  return (
    <Moldura titulo={`Responsável por: ${alerta.titulo}`} erro={m.isError ? resolveErrorMessage(m.error) : null} pendente={m.isPending} onFechar={onFechar} confirmar="Salvar" onConfirmar={() => m.mutate(escolha === '' ? null : Number(escolha))}>
      <TextField select label="Responsável" value={escolha} onChange={(e) => setEscolha(e.target.value)} disabled={pessoas.isPending} helperText={pessoas.isError ? resolveErrorMessage(pessoas.error) : undefined}>
        <MenuItem value="">Ninguém</MenuItem>
        {(pessoas.data ?? []).map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.nome}
          </MenuItem>
        ))}
      </TextField>
    </Moldura>
  );
}

function DialogoPrazo({ alerta, onFechar }: { alerta: Alerta; onFechar: () => void }) {
  const canal = useCanal();
  const [valor, setValor] = useState(alerta.prazo ? alerta.prazo.slice(0, 16) : '');
  const [invalido, setInvalido] = useState(false);
  const m = useMudarAlerta(
    (prazo: string | null) => canal.chamar(ROTAS_ALERTAS.prazo, { parametros: { id: alerta.id }, corpo: { version: alerta.version, prazo } }),
    'Prazo atualizado',
    onFechar,
  );
  const salvar = () => {
    if (valor === '') return m.mutate(null);
    const instante = instanteDoCampo(valor);
    setInvalido(instante === null);
    if (instante !== null) m.mutate(isoDe(instante));
  };
  return (
    <Moldura titulo={`Prazo de: ${alerta.titulo}`} erro={m.isError ? resolveErrorMessage(m.error) : null} pendente={m.isPending} onFechar={onFechar} confirmar="Salvar" onConfirmar={salvar}>
      <TextField
        type="datetime-local"
        label="Prazo"
        value={valor}
        onChange={(e) => setValor(e.target.value)}
        error={invalido}
        helperText={invalido ? 'Prazo: informe data e hora' : 'Deixe em branco para retirar o prazo.'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Moldura>
  );
}

function DialogoResolver({ alerta, onFechar }: { alerta: Alerta; onFechar: () => void }) {
  const canal = useCanal();
  const [nota, setNota] = useState('');
  const [faltaNota, setFaltaNota] = useState(false);
  const m = useMudarAlerta(
    (texto: string) => canal.chamar(ROTAS_ALERTAS.resolver, { parametros: { id: alerta.id }, corpo: { version: alerta.version, nota: texto } }),
    'Alerta resolvido',
    onFechar,
  );
  const resolver = () => {
    const texto = nota.trim();
    setFaltaNota(texto === '');
    if (texto !== '') m.mutate(texto);
  };
  return (
    <Moldura titulo={`Resolver: ${alerta.titulo}`} erro={m.isError ? resolveErrorMessage(m.error) : null} pendente={m.isPending} onFechar={onFechar} confirmar="Resolver" onConfirmar={resolver}>
      <TextField
        label="Nota"
        required
        multiline
        minRows={3}
        value={nota}
        onChange={(e) => setNota(e.target.value)}
        error={faltaNota}
        helperText={faltaNota ? 'Nota: diga como foi resolvido' : 'O que foi feito; fica no histórico do alerta.'}
        slotProps={{ htmlInput: { maxLength: LIMITES_ALERTAS.nota } }}
      />
    </Moldura>
  );
}

export function DialogoDoAlerta({ dialogo, alerta, onFechar }: { dialogo: Dialogo; alerta: Alerta; onFechar: () => void }) {
  if (dialogo === 'responsavel') return <DialogoResponsavel alerta={alerta} onFechar={onFechar} />;
  if (dialogo === 'prazo') return <DialogoPrazo alerta={alerta} onFechar={onFechar} />;
  return <DialogoResolver alerta={alerta} onFechar={onFechar} />;
}
