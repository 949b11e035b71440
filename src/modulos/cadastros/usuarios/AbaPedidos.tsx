import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { formatPhone } from '@retaguarda/contrato/br/contact';
import { formatDateTime } from '@retaguarda/contrato/br/dates';
import { formatCnpj } from '@retaguarda/contrato/br/documents';
import { ROTAS_USUARIOS, type PedidoAcesso, type Perfil } from '@retaguarda/contrato/api/usuarios';
import { resolveErrorMessage } from '../../../http';
import { useSessao } from '../../../session/store';
import { CHAVE_QUERY } from './api';
import { useCanal } from '../../../dataProvider/useCanal';

export function usePedidosAcesso() {
  const canal = useCanal();
  return useQuery({ queryKey: [CHAVE_QUERY, 'pedidos'], queryFn: ({ signal }) => canal.chamar(ROTAS_USUARIOS.pedidosAcesso, { signal }) });
}

function DialogoAprovar({ pedido, perfis, onFechar }: { pedido: PedidoAcesso; perfis: readonly Perfil[]; onFechar: () => void }) {
  const { metadata } = useSessao();
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const [idSeller, setIdSeller] = useState<number>(pedido.id_seller);
  const [idPerfil, setIdPerfil] = useState<number | ''>('');
  const m = useMutation({
    mutationFn: () => canal.chamar(ROTAS_USUARIOS.aprovarPedido, { parametros: { id: pedido.id }, corpo: { id_seller: idSeller, id_perfil: Number(idPerfil) } }),
    onSuccess: () => {
      notify(`Acesso de ${pedido.nome} aprovado: enviamos o link para definir a senha`, { type: 'success' });
      void qc.invalidateQueries({ queryKey: [CHAVE_QUERY] });
      onFechar();
    },
  });
  return (
    <Dialog open onClose={onFechar} aria-labelledby="aprovar-titulo" fullWidth maxWidth="xs">
      <DialogTitle id="aprovar-titulo">Aprovar acesso de {pedido.nome}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField select label="Loja" value={idSeller} onChange={(e) => setIdSeller(Number(e.target.value))} required>
          {(metadata?.sellers ?? []).map((s) => (
            <MenuItem key={s.id_pessoa} value={s.id_pessoa}>
              {s.nome}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Perfil" value={idPerfil} onChange={(e) => setIdPerfil(Number(e.target.value))} required helperText="O que a pessoa vai ver no menu">
          {perfis.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.nome}
            </MenuItem>
          ))}
        </TextField>
        {m.isError && <Alert severity="error">{resolveErrorMessage(m.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button variant="contained" disabled={idPerfil === '' || m.isPending} onClick={() => m.mutate()}>
          Aprovar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DialogoRejeitar({ pedido, onFechar }: { pedido: PedidoAcesso; onFechar: () => void }) {
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const [motivo, setMotivo] = useState('');
  const m = useMutation({
    mutationFn: () => canal.chamar(ROTAS_USUARIOS.rejeitarPedido, { parametros: { id: pedido.id }, corpo: { motivo } }),
    onSuccess: (mensagem) => {
      notify(mensagem, { type: 'info' });
      void qc.invalidateQueries({ queryKey: [CHAVE_QUERY] });
      onFechar();
    },
  });
  return (
    <Dialog open onClose={onFechar} aria-labelledby="rejeitar-titulo" fullWidth maxWidth="xs">
      <DialogTitle id="rejeitar-titulo">Rejeitar pedido de {pedido.nome}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2">A pessoa recebe um e-mail dizendo que o pedido não foi aprovado.</Typography>
        <TextField label="Motivo (opcional, vai no e-mail)" value={motivo} onChange={(e) => setMotivo(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
        {m.isError && <Alert severity="error">{resolveErrorMessage(m.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button color="error" variant="contained" disabled={m.isPending} onClick={() => m.mutate()}>
          Rejeitar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Confirmed requests for access to a store of the group, each approved (store and profile) or rejected. */
export function AbaPedidos({ perfis }: { perfis: readonly Perfil[] }) {
  const q = usePedidosAcesso();
  const [aprovando, setAprovando] = useState<PedidoAcesso | null>(null);
  const [rejeitando, setRejeitando] = useState<PedidoAcesso | null>(null);
  if (q.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="status" aria-label="Carregando pedidos de acesso">
        <CircularProgress />
      </Box>
    );
  if (q.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => void q.refetch()}>Tentar de novo</Button>}>
        {resolveErrorMessage(q.error)}
      </Alert>
    );
  if (q.data.length === 0) return <Typography sx={{ p: 3, color: 'text.secondary' }}>Nenhum pedido de acesso aguardando análise.</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Pedidos de acesso">
          <TableHead>
            <TableRow>
              <TableCell>Nome</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Telefone</TableCell>
              <TableCell>Loja (CNPJ informado)</TableCell>
              <TableCell>E-mail confirmado em</TableCell>
              <TableCell>Decisão</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {q.data.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{p.nome}</TableCell>
                <TableCell>{p.email}</TableCell>
                <TableCell>{formatPhone(p.telefone)}</TableCell>
                <TableCell>
                  {p.nome_seller}
                  <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    {formatCnpj(p.cnpj)}
                  </Typography>
                </TableCell>
                <TableCell>{formatDateTime(p.verificado_em)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" variant="contained" onClick={() => setAprovando(p)} aria-label={`Aprovar ${p.nome}`}>
                    Aprovar
                  </Button>{' '}
                  <Button size="small" color="error" onClick={() => setRejeitando(p)} aria-label={`Rejeitar ${p.nome}`}>
                    Rejeitar
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {aprovando && <DialogoAprovar pedido={aprovando} perfis={perfis} onFechar={() => setAprovando(null)} />}
      {rejeitando && <DialogoRejeitar pedido={rejeitando} onFechar={() => setRejeitando(null)} />}
    </>
  );
}
