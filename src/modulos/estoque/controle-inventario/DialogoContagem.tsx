import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ContagemBody, ROTAS_INVENTARIO, type ItemInventario } from '@retaguarda/contrato/api/inventario';
import { DialogoConfirmacao } from '../../../layout/DialogoConfirmacao';
import { CHAVE_ESTOQUE } from '../comum/api';
import { useCanal } from '../../../dataProvider/useCanal';

/** A product's count typed as a whole (a shelf counted by hand), replacing the scanner's reads; blank clears it. */
export function DialogoContagem({ idInventario, item, onFechar }: { idInventario: number; item: ItemInventario; onFechar: () => void }) {
  const qc = useQueryClient();
  const canal = useCanal();
  const [texto, setTexto] = useState(item.contado === null ? '' : String(item.contado));
  const corpo = ContagemBody.safeParse({ quantidade: texto.trim() === '' ? null : Number(texto) });
  const erro = corpo.success ? null : (corpo.error.issues[0]?.message ?? 'Confira a quantidade');
  const m = useMutation({
    mutationFn: () => (corpo.success ? canal.chamar(ROTAS_INVENTARIO.contagem, { parametros: { id: idInventario, id_produto: item.id_produto }, corpo: { quantidade: corpo.data.quantidade } }) : Promise.reject(new Error(erro ?? ''))),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [CHAVE_ESTOQUE, 'inventario', idInventario] });
      onFechar();
    },
  });
  return (
    <DialogoConfirmacao titulo="Quantidade contada" onFechar={onFechar} erro={m.error} confirmar={{ rotulo: 'Salvar', onConfirmar: () => m.mutate(), desabilitado: !corpo.success || m.isPending }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {item.produto} · {item.sku}
      </Typography>
      <TextField
        autoFocus
        label="Quantidade"
        type="number"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && corpo.success) m.mutate();
        }}
        error={Boolean(erro)}
        helperText={erro ?? 'Substitui o que foi lido até agora. Em branco: não contado.'}
        slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
      />
    </DialogoConfirmacao>
  );
}
