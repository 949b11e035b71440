import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { EstornoBody, ROTAS_ESTOQUE, type Movimento } from '@retaguarda/contrato/api/estoque';
import { DialogoConfirmacao } from '../../../layout/DialogoConfirmacao';
import { CHAVE_ESTOQUE } from '../comum/api';
import { formatQuantidadeMovimento, rotuloTipo } from '../comum/formatos';
import { useCanal } from '../../../dataProvider/useCanal';

/** Reverses an adjustment with the opposite movement; the original stays in the ledger. */
export function DialogoEstorno({ movimento, onFechar }: { movimento: Movimento; onFechar: () => void }) {
  const notify = useNotify();
  const qc = useQueryClient();
  const canal = useCanal();
  const [motivo, setMotivo] = useState('');
  const corpo = EstornoBody.safeParse({ motivo });
  const m = useMutation({
    mutationFn: () => canal.chamar(ROTAS_ESTOQUE.estorno, { parametros: { id: movimento.id }, corpo: { motivo } }),
    onSuccess: () => {
      notify('Movimentação estornada', { type: 'success' });
      void qc.invalidateQueries({ queryKey: [CHAVE_ESTOQUE] });
      onFechar();
    },
  });
  return (
    <DialogoConfirmacao titulo="Estornar movimentação" onFechar={onFechar} erro={m.error} confirmar={{ rotulo: 'Estornar', cor: 'error', desabilitado: !corpo.success || m.isPending, onConfirmar: () => m.mutate() }}>
      <DialogContentText>
        {rotuloTipo(movimento.tipo)} de {formatQuantidadeMovimento(movimento.quantidade)} em {movimento.produto} ({movimento.loja}). O estorno lança a movimentação contrária; a original continua no histórico.
      </DialogContentText>
      <TextField label="Motivo do estorno" value={motivo} onChange={(e) => setMotivo(e.target.value)} required autoFocus helperText={motivo && !corpo.success ? corpo.error.issues[0]?.message : ' '} error={Boolean(motivo) && !corpo.success} slotProps={{ htmlInput: { maxLength: 200 } }} />
    </DialogoConfirmacao>
  );
}
