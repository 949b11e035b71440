import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { ConferenciaDevolucaoBody, ROTAS_ESTOQUE, type PosicaoEstoque } from '@retaguarda/contrato/api/estoque';
import { DialogoConfirmacao } from '../../../layout/DialogoConfirmacao';
import { CHAVE_ESTOQUE } from '../comum/api';
import { formatUnidades } from '../comum/formatos';
import { useCanal } from '../../../dataProvider/useCanal';

/** Units back from customers, checked: the good ones return to the shelf, the others are written off with a reason. */
export function DialogoConferencia({ posicao, onFechar }: { posicao: PosicaoEstoque; onFechar: () => void }) {
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const [boas, setBoas] = useState(String(posicao.em_devolucao));
  const [perdidas, setPerdidas] = useState('0');
  const [motivo, setMotivo] = useState('');
  const corpo = ConferenciaDevolucaoBody.safeParse({
    id_seller: posicao.id_seller, id_produto: posicao.id_produto, boas: Number(boas || 0), perdidas: Number(perdidas || 0), ...(motivo.trim() ? { motivo } : {}),
  });
  const excede = Number(boas || 0) + Number(perdidas || 0) > posicao.em_devolucao;
  const semMotivo = Number(perdidas || 0) > 0 && !motivo.trim();
  const erro = excede
    ? `Há ${formatUnidades(posicao.em_devolucao)} unidade(s) devolvida(s)`
    : !corpo.success
      ? (corpo.error.issues[0]?.message ?? null)
      : semMotivo
        ? 'Informe o motivo da perda'
        : null;
  const m = useMutation({
    mutationFn: () => (corpo.success ? canal.chamar(ROTAS_ESTOQUE.conferenciaDevolucao, { corpo: corpo.data }) : Promise.reject(new Error(erro ?? ''))),
    onSuccess: () => {
      notify('Devolução conferida', { type: 'success' });
      void qc.invalidateQueries({ queryKey: [CHAVE_ESTOQUE] });
      onFechar();
    },
  });
  return (
    <DialogoConfirmacao titulo="Conferir devolvidos" onFechar={onFechar} erro={m.error} confirmar={{ rotulo: 'Confirmar conferência', desabilitado: Boolean(erro) || m.isPending, onConfirmar: () => m.mutate() }}>
      <Typography variant="body2">
        {posicao.produto} · {posicao.loja}: {formatUnidades(posicao.em_devolucao)} unidade(s) aguardando conferência
      </Typography>
      <TextField label="Boas (voltam à venda)" type="number" value={boas} onChange={(e) => setBoas(e.target.value)} slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }} />
      <TextField label="Perdidas (baixadas)" type="number" value={perdidas} onChange={(e) => setPerdidas(e.target.value)} slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }} />
      <TextField label="Motivo da perda" value={motivo} onChange={(e) => setMotivo(e.target.value)} required={Number(perdidas || 0) > 0} helperText="Ex.: embalagem violada, defeito de fábrica" slotProps={{ htmlInput: { maxLength: 200 } }} />
      {erro && <Alert severity="warning">{erro}</Alert>}
    </DialogoConfirmacao>
  );
}
